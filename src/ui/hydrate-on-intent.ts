import type { ClientDirective } from 'astro';
import { ISLAND_READY } from './island-ready.ts';

/**
 * `client:intent`: an island that works as server-drawn HTML (a plain form) loads its framework only when the visitor
 * starts to use it: a press, a touch, focus or a key inside it, or a mouse over it. Most visitors of the home page
 * never touch the form before they read the page, and a phone then downloads no React at all.
 *
 * Until the island runs, what the visitor does still counts. Typed text, ticked boxes, chosen options are noted and
 * given to the island once it announces that it runs (island-ready.ts): React keeps the page's values while it
 * hydrates, then draws its own state again, which would drop them. A click on a button only the island can run
 * (`type="button"`, enabled here with `data-island-control` where the server draws it disabled for pages without
 * JavaScript) is held and given again then. Links, the submit button and native controls keep working without it.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Noted = { field: Field; value: string; checked: boolean };

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/** Gives a noted field's value to the island as if the visitor had just entered it. */
function giveAgain({ field, value, checked }: Noted): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !checked) return;
    // React notices a change from the value it last saw set: set the opposite, then let a click bring it back.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React tracks a text field's value through the element's own setter: set another value through it, then the
  // visitor's through the prototype's, so that the input event counts as a change.
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const hydrateOnIntent: ClientDirective = (load, _options, el) => {
  const changed = new Set<Field>();
  let heldClick: HTMLElement | null = null;
  let started = false;

  const noteChange = (event: Event) => {
    if (isField(event.target)) changed.add(event.target);
  };
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
    const noted = [...changed].map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
    await hydrate();
    await ready;
    el.removeEventListener('input', noteChange, true);
    el.removeEventListener('change', noteChange, true);
    el.removeEventListener('click', holdClick, true);
    for (const field of noted) giveAgain(field);
    heldClick?.click();
  }

  for (const button of el.querySelectorAll<HTMLButtonElement>('button[data-island-control]')) button.disabled = false;
  el.addEventListener('input', noteChange, true);
  el.addEventListener('change', noteChange, true);
  el.addEventListener('click', holdClick, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('pointerover', onPointerOver);
  if (el.contains(document.activeElement)) void start();
};

export default hydrateOnIntent;
