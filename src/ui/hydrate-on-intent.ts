import type { ClientDirective } from 'astro';
import { ISLAND_READY } from './island-ready.ts';

/**
 * `client:intent`: an island that works as server-drawn HTML (a plain form) loads its framework only when the visitor
 * starts to use it: a press, a touch, focus or a key inside it, or a mouse over it. Most visitors of the home page
 * read it before they touch the form, and a phone that never touches it downloads no React at all.
 *
 * Until the island runs, its fields work as plain HTML and its components take over what was typed or ticked when
 * they first run (use-typed-before-hydration.ts). A click on a button only the island can run (`type="button"`,
 * drawn disabled for pages without JavaScript and enabled here when marked `data-island-control`) is held, and given
 * again once the island announces that it runs (island-ready.ts). Links and the submit button need no island.
 *
 * `client:intent="<media query>"` hydrates at once where the query matches (the trip results beside their map on a
 * wide screen, where the map needs the list), and on intent elsewhere.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How long a hydrated island may take to announce itself before clicks stop being held for it. */
export const READY_WAIT_MS = 3000;

const hydrateOnIntent: ClientDirective = (load, options, el) => {
  let heldClick: HTMLElement | null = null;
  let started = false;

  const holdClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(control instanceof HTMLElement) || !el.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    void start();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') void start();
  };

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    el.removeEventListener('pointerover', onPointerOver);
    const ready = new Promise<void>((resolve) => el.addEventListener(ISLAND_READY, () => resolve(), { once: true }));
    const hydrate = await load();
    await hydrate();
    // An island that never announces itself must not keep its buttons' clicks held for ever.
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
    el.removeEventListener('click', holdClick, true);
    heldClick?.click();
  }

  for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-island-control]')) button.disabled = false;
  el.addEventListener('click', holdClick, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('pointerover', onPointerOver);
  if (el.contains(document.activeElement)) void start();
  if (typeof options.value === 'string' && options.value) {
    const wide = window.matchMedia(options.value);
    if (wide.matches) void start();
    else wide.addEventListener('change', (change) => change.matches && void start(), { once: true });
  }
};

export default hydrateOnIntent;
