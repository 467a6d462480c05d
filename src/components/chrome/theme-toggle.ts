import { toggleTheme } from '../../stores/theme.ts';

/** Wires the light/dark switches (ThemeToggle.astro) found in `scope`: each click flips the theme. */
export function mountThemeToggles(scope: ParentNode = document): void {
  for (const button of scope.querySelectorAll('[data-theme-toggle]'))
    button.addEventListener('click', () => toggleTheme());
}
