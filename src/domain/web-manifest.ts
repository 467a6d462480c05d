/**
 * The installable app's web app manifest, one per language: names from the site configuration (else the language's
 * site title), colours from the configuration's `primary` and `surface` (else the stylesheet's defaults).
 */
import type { Lang } from '../i18n/langs.ts';

/** Default colours: the stylesheet's --color-primary and --color-surface (src/styles/global.css). */
export const DEFAULT_THEME_COLOR = '#0b5cad';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';

export const INSTALL_ICONS = {
  any192: '/pwa/icon-192.png',
  any512: '/pwa/icon-512.png',
  maskable512: '/pwa/icon-maskable-512.png',
} as const;

export function manifestPath(lang: Lang): string {
  return `/manifests/${lang}.webmanifest`;
}

export interface ManifestInput {
  lang: Lang;
  /** The configured brand, else the language's site title. */
  name: string;
  description: string;
  colors: Record<string, string>;
}

/** The longest short name launchers show in full (Lighthouse and the platforms' guidance). */
const SHORT_NAME_MAX = 12;

export function webManifest({ lang, name, description, colors }: ManifestInput) {
  return {
    id: `/${lang}`,
    lang,
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : name.slice(0, SHORT_NAME_MAX).trimEnd(),
    description,
    start_url: `/${lang}`,
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary ?? DEFAULT_THEME_COLOR,
    background_color: colors.surface ?? DEFAULT_BACKGROUND_COLOR,
    icons: [
      { src: INSTALL_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: INSTALL_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: INSTALL_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
