import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StopBoardResponse } from '../contract/stop-board.ts';
import { $boardNow, $stopBoard, startBoardRefresh } from './stop-board.ts';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const board = (fromDatetime: string) =>
  ({ id: 'subway:127', fromDatetime, groups: [] }) as unknown as StopBoardResponse;

describe('stop board refresh', () => {
  let doc: FakeDocument;
  let load: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-23T13:00:00Z'));
    doc = new FakeDocument();
    let calls = 0;
    load = vi.fn(async () => ({ ok: true, status: 200, data: board(`call ${++calls}`) }));
    $stopBoard.set(board('server'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes every 30 s while the tab is visible, and the clock with it', async () => {
    const stop = startBoardRefresh({
      type: 'stopArea',
      id: 'subway:127',
      limit: 3,
      doc: doc as never,
      load: load as never,
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledWith('stopArea', 'subway:127', 3, expect.any(AbortSignal));
    expect($stopBoard.get()?.fromDatetime).toBe('call 1');
    expect($boardNow.get()).toBe(Date.parse('2026-11-23T13:00:30Z'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops while the tab is hidden and catches up at once when it is shown again', async () => {
    const stop = startBoardRefresh({
      type: 'stopArea',
      id: 'subway:127',
      limit: 3,
      doc: doc as never,
      load: load as never,
    });
    doc.show('hidden');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(load).not.toHaveBeenCalled();
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start in a background tab, and keeps the board when a refresh fails', async () => {
    doc.visibilityState = 'hidden';
    load.mockResolvedValue({ ok: false, status: 503, code: 'network_unavailable', message: '' });
    const stop = startBoardRefresh({
      type: 'stopArea',
      id: 'subway:127',
      limit: 3,
      doc: doc as never,
      load: load as never,
    });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(load).not.toHaveBeenCalled();
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect($stopBoard.get()?.fromDatetime).toBe('server');
    stop();
  });
});
