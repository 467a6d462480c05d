/**
 * The language selector is a native <details>: it opens and works without JavaScript, but the browser never closes it
 * by itself. This closes every open `details[data-language-menu]` when the pointer goes down outside it, and the one
 * holding focus (or any open one) on Escape, moving focus back to its summary so keyboard users keep their place.
 */
const MENU_SELECTOR = 'details[data-language-menu]';

function openMenus(root: Document): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`)];
}

export function closeLanguageMenusOnOutsideActions(root: Document): () => void {
  const onPointerDown = (event: Event) => {
    const target = event.target as Node | null;
    for (const menu of openMenus(root)) if (!target || !menu.contains(target)) menu.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(root)) {
      const hadFocus = menu.contains(root.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector<HTMLElement>('summary')?.focus();
    }
  };
  root.addEventListener('pointerdown', onPointerDown);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('pointerdown', onPointerDown);
    root.removeEventListener('keydown', onKeyDown);
  };
}
