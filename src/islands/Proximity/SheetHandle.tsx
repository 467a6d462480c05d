import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $sheet, SHEET_STATES, type SheetState } from './nearby-screen.ts';

/** Movement (px) under which a press on the handle is a tap, not a drag. */
const TAP_SLOP = 6;

/** The sheet's height (px) at each snap point, read from the stylesheet that draws them. */
function snapHeights(sheet: HTMLElement): Record<SheetState, number> {
  const root = document.documentElement;
  const was = root.dataset.sheet;
  const heights = {} as Record<SheetState, number>;
  for (const state of SHEET_STATES) {
    root.dataset.sheet = state;
    heights[state] = parseFloat(getComputedStyle(sheet).maxHeight) || 0;
  }
  root.dataset.sheet = was;
  return heights;
}

/** The snap point nearest a height. */
export function nearestSnap(height: number, heights: Record<SheetState, number>): SheetState {
  return SHEET_STATES.reduce(
    (best, state) => (Math.abs(heights[state] - height) < Math.abs(heights[best] - height) ? state : best),
    SHEET_STATES[0],
  );
}

/**
 * The phone sheet's handle (below 1280 px the list is a sheet over the map): three snap points, peeking, half open
 * and open. A tap or Enter moves to the next; a touch or mouse drag follows the finger and settles on the nearest point;
 * the arrow keys open (up) and close (down) it a step, Home and End to either end.
 */
export function SheetHandle() {
  const { t } = useTranslation();
  const sheet = useStore($sheet);
  const drag = useRef<{
    startY: number;
    startHeight: number;
    moved: boolean;
    pointer: number;
    heights: Record<SheetState, number>;
  } | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    document.documentElement.dataset.sheet = sheet;
  }, [sheet]);

  const index = SHEET_STATES.indexOf(sheet);
  const next = SHEET_STATES[(index + 1) % SHEET_STATES.length];
  const main = () => document.querySelector<HTMLElement>('main#main');

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const element = main();
    if (!element || event.button > 0) return;
    // The snap heights are read before the drag sets its own height on the sheet (which would hide them).
    drag.current = {
      startY: event.clientY,
      startHeight: element.getBoundingClientRect().height,
      moved: false,
      pointer: event.pointerId,
      heights: snapHeights(element),
    };
    dragged.current = false;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows the moves the handle receives.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    const element = main();
    if (!state || !element || event.pointerId !== state.pointer) return;
    const delta = state.startY - event.clientY;
    if (!state.moved && Math.abs(delta) < TAP_SLOP) return;
    state.moved = true;
    const { heights } = state;
    const height = Math.min(heights.full, Math.max(heights.peek * 0.6, state.startHeight + delta));
    element.style.maxHeight = `${height}px`;
    element.style.height = `${height}px`;
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    drag.current = null;
    const element = main();
    if (!state || !element || !state.moved) return;
    dragged.current = true;
    const settled = nearestSnap(element.getBoundingClientRect().height, state.heights);
    element.style.maxHeight = '';
    element.style.height = '';
    $sheet.set(settled);
    event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, SheetState | undefined> = {
      ArrowUp: SHEET_STATES[Math.min(index + 1, SHEET_STATES.length - 1)],
      ArrowDown: SHEET_STATES[Math.max(index - 1, 0)],
      Home: SHEET_STATES[0],
      End: SHEET_STATES[SHEET_STATES.length - 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    $sheet.set(target);
  };

  return (
    <button
      type="button"
      className="nearby-panel__handle"
      data-testid="sheet-handle"
      data-sheet={sheet}
      aria-label={t(`proximity.nearby.sheet.${next}`)}
      aria-describedby="sheet-handle-hint"
      onClick={() => {
        // The click that ends a drag is not a tap.
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        $sheet.set(next);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span aria-hidden="true" />
      <span id="sheet-handle-hint" className="sr-only">
        {t('nearby.sheetHint')}
      </span>
    </button>
  );
}
