import { atom } from 'nanostores';
import type { StopBoardResponse } from '../contract/stop-board.ts';
import { fetchStopBoard } from './proximity-api.ts';

/**
 * The live departure board of a stop page: the server renders it complete (no JavaScript needed); in the browser it is
 * refreshed every 30 s while the tab is visible, and "in N min" follows the clock. A failed refresh keeps the board shown.
 */
export const $stopBoard = atom<StopBoardResponse | null>(null);
/** The instant minutes-to-go count from: the server's render time until the browser takes over. */
export const $boardNow = atom<number>(Date.now());

export const BOARD_REFRESH_MS = 30_000;

export interface BoardRefreshOptions {
  type: string;
  id: string;
  limit: number;
  intervalMs?: number;
  /** The page's document (visibility); injectable for tests. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  load?: typeof fetchStopBoard;
  now?: () => number;
}

/** Starts the refresh loop; returns the function that stops it. */
export function startBoardRefresh(options: BoardRefreshOptions): () => void {
  const {
    type,
    id,
    limit,
    intervalMs = BOARD_REFRESH_MS,
    doc = document,
    load = fetchStopBoard,
    now = Date.now,
  } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastRefresh = now();
  let controller: AbortController | undefined;

  const refresh = async () => {
    lastRefresh = now();
    $boardNow.set(now());
    controller?.abort();
    controller = new AbortController();
    const answer = await load(type, id, limit, controller.signal);
    if (answer.ok) $stopBoard.set(answer.data);
  };
  const start = () => {
    if (timer !== undefined) return;
    timer = setInterval(() => void refresh(), intervalMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return stop();
    // Back on the tab after a while: refresh at once rather than showing a stale board for up to 30 s.
    if (now() - lastRefresh >= intervalMs) void refresh();
    start();
  };

  $boardNow.set(now());
  doc.addEventListener('visibilitychange', onVisibility);
  if (doc.visibilityState === 'visible') start();
  return () => {
    stop();
    controller?.abort();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
