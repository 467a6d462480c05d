/**
 * A server-rendered live part without a framework (the departures widget's board, the stop page's board, the trip
 * page's run): every 30 s while the page is visible, the page's own address is fetched again and its part replaces the
 * shown one (the server renders both, so they cannot disagree). A failed refresh keeps the part shown and tries again
 * at the next tick. Disclosures the visitor opened (`<details>`) stay open, and the control that had the focus keeps
 * it: replaced under a keyboard or screen reader user, it would drop them at the top of the page every 30 s.
 */
import { trustedOwnHtml } from '../../lib/trusted-types.ts';

export const REFRESH_MS = 30_000;

/** The widget's board; another page names its own live part, which carries `data-refresh-url` too. */
export const WIDGET_BOARD = '[data-widget-board]';

export async function refreshBoard(
  doc: Document,
  fetcher: typeof fetch = fetch,
  selector = WIDGET_BOARD,
): Promise<boolean> {
  const board = doc.querySelector<HTMLElement>(selector);
  const url = board?.dataset.refreshUrl;
  if (!board || !url) return false;
  try {
    const response = await fetcher(url, { headers: { accept: 'text/html' }, credentials: 'omit' });
    if (!response.ok) return false;
    const fresh = new DOMParser()
      .parseFromString(trustedOwnHtml(await response.text()), 'text/html')
      .querySelector(selector);
    if (!fresh) return false;
    const opened = [...board.querySelectorAll('details')].map((details) => details.open);
    fresh.querySelectorAll('details').forEach((details, index) => {
      if (opened[index]) details.open = true;
    });
    const focused = focusedControl(board, doc);
    board.replaceChildren(...doc.adoptNode(fresh).childNodes);
    if (focused) focusAgain(board, focused);
    return true;
  } catch {
    return false;
  }
}

const CONTROLS = 'a[href], button, summary, input, select, [tabindex]';

/** The focused control inside the part: its link, and its place among the part's controls. */
function focusedControl(part: HTMLElement, doc: Document): { href: string | null; index: number } | null {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || !part.contains(active)) return null;
  const index = [...part.querySelectorAll(CONTROLS)].indexOf(active);
  return { href: active.getAttribute('href'), index };
}

/** Focuses the same control in the part drawn again: the same link, else the control at the same place. */
function focusAgain(part: HTMLElement, was: { href: string | null; index: number }): void {
  const controls = [...part.querySelectorAll<HTMLElement>(CONTROLS)];
  const same =
    (was.href !== null ? controls.find((control) => control.getAttribute('href') === was.href) : undefined) ??
    controls[Math.min(was.index, controls.length - 1)];
  same?.focus({ preventScroll: true });
}

export function startBoardAutoRefresh(win: Window = window, everyMs = REFRESH_MS, selector = WIDGET_BOARD): () => void {
  const doc = win.document;
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(() => void refreshBoard(doc, fetch, selector), everyMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      void refreshBoard(doc, fetch, selector);
      start();
    } else stop();
  };
  if (doc.querySelector(selector)) {
    doc.addEventListener('visibilitychange', onVisibility);
    if (doc.visibilityState === 'visible') start();
  }
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
