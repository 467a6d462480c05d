// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $themeChoice, effectiveTheme, setThemeChoice, themeCookie, toggleTheme } from './theme.ts';

describe('theme store', () => {
  beforeEach(() => setThemeChoice('system'));

  it('follows the system preference only without a stored choice', () => {
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });

  it('stores the choice in a one-year cookie and on <html data-theme>', () => {
    setThemeChoice('dark');
    expect($themeChoice.get()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(themeCookie('dark')).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('forgets the choice when going back to the system preference', () => {
    setThemeChoice('light');
    setThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.cookie).not.toContain('theme=');
  });

  it('toggles to the other theme than the one shown', () => {
    setThemeChoice('dark');
    expect(toggleTheme()).toBe('light');
    expect(toggleTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
