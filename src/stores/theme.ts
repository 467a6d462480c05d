import { atom } from 'nanostores';
import { secureCookieSuffix } from '../lib/page-https.ts';

/**
 * The theme choice: light, dark, or the system preference. The choice is stored in the `theme` cookie (read by the
 * server, which renders `<html data-theme>` so the page never flashes the wrong theme) and mirrored on the document.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_COOKIE = 'theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readChoice(): ThemeChoice {
  if (typeof document === 'undefined') return 'system';
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : 'system';
}

export const $themeChoice = atom<ThemeChoice>(readChoice());

/** The theme in effect: the stored choice, else the system preference. */
export function effectiveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export function themeCookie(choice: ThemeChoice): string {
  return choice === 'system'
    ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secureCookieSuffix()}`
    : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secureCookieSuffix()}`;
}

export function setThemeChoice(choice: ThemeChoice): void {
  $themeChoice.set(choice);
  if (typeof document === 'undefined') return;
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
  document.cookie = themeCookie(choice);
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Switches to the other theme than the one shown now, and remembers it. */
export function toggleTheme(): Theme {
  const next: Theme = effectiveTheme($themeChoice.get(), systemPrefersDark()) === 'dark' ? 'light' : 'dark';
  setThemeChoice(next);
  return next;
}
