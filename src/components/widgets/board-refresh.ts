/**
 * The departures widget's live board without a framework: every 30 s while the page is visible, the widget's own
 * address is fetched again and its board replaces the shown one (the server renders both, so they cannot disagree).
 * A failed refresh keeps the board shown and tries again at the next tick.
 */
import { trustedOwnHtml } from '../../lib/trusted-types.ts';

export const REFRESH_MS = 30_000;

export async function refreshBoard(doc: Document, fetcher: typeof fetch = fetch): Promise<boolean> {
  const board = doc.querySelector<HTMLElement>('[data-widget-board]');
  const url = board?.dataset.refreshUrl;
  if (!board || !url) return false;
  try {
    const response = await fetcher(url, { headers: { accept: 'text/html' }, credentials: 'omit' });
    if (!response.ok) return false;
    const fresh = new DOMParser()
      .parseFromString(trustedOwnHtml(await response.text()), 'text/html')
      .querySelector('[data-widget-board]');
    if (!fresh) return false;
    board.replaceChildren(...doc.adoptNode(fresh).childNodes);
    return true;
  } catch {
    return false;
  }
}

export function startBoardAutoRefresh(win: Window = window, everyMs = REFRESH_MS): () => void {
  const doc = win.document;
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(() => void refreshBoard(doc), everyMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      void refreshBoard(doc);
      start();
    } else stop();
  };
  if (doc.querySelector('[data-widget-board]')) {
    doc.addEventListener('visibilitychange', onVisibility);
    if (doc.visibilityState === 'visible') start();
  }
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
