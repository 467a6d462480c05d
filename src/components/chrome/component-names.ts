/**
 * Names of the configurable chrome components (spec section 2). The configuration may spell them in kebab-case,
 * camelCase or PascalCase (`top-logo`, `topLogo`, `TopLogo`); they are compared in kebab-case.
 */
export const CHROME_COMPONENT_NAMES = [
  'account-menu',
  'additional-logos',
  'cart-summary',
  'cms-menu',
  'contextual-link',
  'language-selector',
  'mobile-apps-badges',
  'notifications-menu',
  'sidebar-link',
  'simple-link',
  'social-networks',
  'sponsor-logos',
  'top-logo',
  'vertical-divider',
  'header-link',
] as const;
export type ChromeComponentName = (typeof CHROME_COMPONENT_NAMES)[number];

export function canonicalComponentName(name: string): string {
  return name
    .trim()
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

export function isChromeComponentName(name: string): boolean {
  return (CHROME_COMPONENT_NAMES as readonly string[]).includes(canonicalComponentName(name));
}
