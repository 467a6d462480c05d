import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

export type PanelPlacement = 'bottom-start' | 'bottom-end';

const GAP = 8;
const EDGE = 8;

/**
 * Puts a fixed panel below its button (above it when the viewport has no room below), aligned on the button's start
 * or end edge and kept inside the viewport. A few lines of geometry: the header's panels need nothing more, so the
 * pages do not download a positioning library for them.
 */
export function placePanel(anchor: HTMLElement, panel: HTMLElement, placement: PanelPlacement): void {
  const button = anchor.getBoundingClientRect();
  const { width, height } = panel.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  const wanted = placement === 'bottom-end' ? button.right - width : button.left;
  const left = Math.max(EDGE, Math.min(wanted, viewportWidth - width - EDGE));
  const below = button.bottom + GAP;
  const above = button.top - GAP - height;
  const top = below + height > viewportHeight && above >= 0 ? above : below;
  Object.assign(panel.style, {
    position: 'fixed',
    margin: '0',
    inset: 'auto',
    top: `${top}px`,
    left: `${left}px`,
  });
}

function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}

interface Options {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: PanelPlacement;
  /** 'dialog' takes focus on the panel itself; 'menu' on its first item when opened from the keyboard. */
  role: 'dialog' | 'menu';
}

/**
 * A header button and the panel it opens, on the platform: the panel is a manual popover (the top layer, so no
 * header overflow clips it), Escape closes it and gives focus back to the button, a press outside or focus leaving
 * it closes it, and in a menu the arrow keys, Home and End move between items.
 */
export function useAnchoredPanel({ open, onOpenChange, placement, role }: Options) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedFromKeyboard = useRef(false);
  const change = useRef(onOpenChange);
  change.current = onOpenChange;
  const panelId = useId();

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!open || !anchor || !panel) return;
    if (typeof panel.showPopover === 'function' && !panel.matches(':popover-open')) panel.showPopover();
    const update = () => placePanel(anchor, panel, placement);
    update();
    const first = panel.querySelector<HTMLElement>('[role="menuitem"]');
    if (role === 'menu' && openedFromKeyboard.current && first) first.focus();
    else panel.focus({ preventScroll: true });

    const close = () => change.current(false);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
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
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    panel.addEventListener('focusout', onFocusOut);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      panel.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, placement, role]);

  const anchorProps = {
    ref: anchorRef,
    'aria-haspopup': role,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // A keyboard press on a button is a click without a pointer position (detail 0).
      openedFromKeyboard.current = event.detail === 0;
      change.current(!open);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (role !== 'menu' || open || event.key !== 'ArrowDown') return;
      event.preventDefault();
      openedFromKeyboard.current = true;
      change.current(true);
    },
  } as const;

  const panelProps = {
    ref: panelRef,
    id: panelId,
    role,
    // Never on the server's HTML (the panel renders only once open); without the platform's popover, a fixed panel.
    popover: supportsPopover() ? ('manual' as const) : undefined,
    tabIndex: -1,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (role !== 'menu') return;
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      if (items.length === 0) return;
      const current = items.indexOf(document.activeElement as HTMLElement);
      const next =
        event.key === 'ArrowDown'
          ? (current + 1) % items.length
          : event.key === 'ArrowUp'
            ? (current - 1 + items.length) % items.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? items.length - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      items[next].focus();
    },
  } as const;

  return { anchorProps, panelProps };
}
