import { placePanel, type PanelPlacement } from './anchored-panel.ts';

export interface HeaderPanelOptions {
  placement: PanelPlacement;
  /** 'dialog' takes focus on the panel itself; 'menu' on its first item when opened from the keyboard. */
  role: 'dialog' | 'menu';
  /** Called after each opening and closing. */
  onChange?: (open: boolean) => void;
}

export interface HeaderPanel {
  open(fromKeyboard?: boolean): void;
  close(): void;
  isOpen(): boolean;
}

function supportsPopover(panel: HTMLElement): boolean {
  return typeof panel.showPopover === 'function';
}

const MENU_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * A header button and the panel it opens, without a framework: the server draws both (the panel `hidden`), and this
 * opens it as a manual popover (the top layer, so no header overflow clips it) placed below the button. Escape closes
 * it and gives focus back to the button, a press outside or focus leaving it closes it, and in a menu the arrow keys,
 * Home and End move between items. The button carries aria-expanded, and aria-controls while the panel is open.
 */
export function bindHeaderPanel(anchor: HTMLElement, panel: HTMLElement, options: HeaderPanelOptions): HeaderPanel {
  const { placement, role, onChange } = options;
  let opened = false;
  let fromKeyboard = false;
  anchor.setAttribute('aria-haspopup', role);
  anchor.setAttribute('aria-expanded', 'false');
  panel.setAttribute('role', role);
  panel.tabIndex = -1;
  if (supportsPopover(panel)) panel.setAttribute('popover', 'manual');

  const update = () => placePanel(anchor, panel, placement);
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    anchor.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (target && !panel.contains(target) && !anchor.contains(target)) close();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.contains(next) && !anchor.contains(next)) close();
  };

  function open(keyboard = false): void {
    fromKeyboard = keyboard;
    if (opened) return;
    opened = true;
    panel.hidden = false;
    if (supportsPopover(panel) && !panel.matches(':popover-open')) panel.showPopover();
    anchor.setAttribute('aria-expanded', 'true');
    anchor.setAttribute('aria-controls', panel.id);
    update();
    const first = panel.querySelector<HTMLElement>('[role="menuitem"]');
    if (role === 'menu' && fromKeyboard && first) first.focus();
    else panel.focus({ preventScroll: true });
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    panel.addEventListener('focusout', onFocusOut);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    onChange?.(true);
  }

  function close(): void {
    if (!opened) return;
    opened = false;
    document.removeEventListener('keydown', onDocumentKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
    panel.removeEventListener('focusout', onFocusOut);
    window.removeEventListener('resize', update);
    window.removeEventListener('scroll', update, true);
    if (supportsPopover(panel) && panel.matches(':popover-open')) panel.hidePopover();
    panel.hidden = true;
    anchor.setAttribute('aria-expanded', 'false');
    anchor.removeAttribute('aria-controls');
    onChange?.(false);
  }

  anchor.addEventListener('click', (event) => {
    // A keyboard press on a button is a click without a pointer position (detail 0).
    if (opened) close();
    else open(event.detail === 0);
  });
  anchor.addEventListener('keydown', (event) => {
    if (role !== 'menu' || opened || event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(true);
  });
  panel.addEventListener('keydown', (event) => {
    if (role !== 'menu' || !MENU_KEYS.has(event.key)) return;
    const items = [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (current + 1) % items.length
        : event.key === 'ArrowUp'
          ? (current - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : items.length - 1;
    event.preventDefault();
    items[next].focus();
  });

  return { open, close, isOpen: () => opened };
}
