import type { AstroCookies } from 'astro';

export type ThemeChoice = 'light' | 'dark' | 'system';
/** Written by the theme toggle (chrome); read by the server so the page renders in the right theme without a flash. */
export const THEME_COOKIE = 'theme';

export function readThemeChoice(cookies: AstroCookies): ThemeChoice {
  const value = cookies.get(THEME_COOKIE)?.value;
  return value === 'light' || value === 'dark' ? value : 'system';
}
