// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshBoard, startBoardAutoRefresh } from './board-refresh.ts';

const boardPage = (text: string) =>
  `<html><body><div data-widget-board data-refresh-url="/en/widgets/departures?stop=s">${text}</div></body></html>`;
const answer = (body: string, status = 200) =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': 'text/html' } }));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('departures widget refresh', () => {
  it('replaces the board with the one the server renders now', async () => {
    document.body.innerHTML =
      '<div data-widget-board data-refresh-url="/en/widgets/departures?stop=s"><p>3 min</p></div>';
    const fetcher = vi.fn(() => answer(boardPage('<p>2 min</p>')));
    expect(await refreshBoard(document, fetcher as unknown as typeof fetch)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(
      '/en/widgets/departures?stop=s',
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(document.querySelector('[data-widget-board]')!.textContent).toBe('2 min');
  });

  it("the trip page's run, by its own selector", async () => {
    document.body.innerHTML = '<div data-trip-live data-refresh-url="/en/trip/t1?date=2026-01-06"><p>8:06</p></div>';
    const fetcher = vi.fn(() =>
      answer('<html><body><div data-trip-live data-refresh-url="/en/trip/t1"><p>8:09</p></div></body></html>'),
    );
    expect(await refreshBoard(document, fetcher as unknown as typeof fetch, '[data-trip-live]')).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/en/trip/t1?date=2026-01-06', expect.anything());
    expect(document.querySelector('[data-trip-live]')!.textContent).toBe('8:09');
  });

  it("the stop page's board keeps the disclosure the visitor opened", async () => {
    document.body.innerHTML =
      '<div data-stop-board-live data-refresh-url="/en/proximity/stopArea/s"><p>3 min</p><details><summary>Quiet lines</summary><p>B</p></details></div>';
    document.querySelector('details')!.open = true;
    const fetcher = vi.fn(() =>
      answer(
        '<html><body><div data-stop-board-live><p>2 min</p><details><summary>Quiet lines</summary><p>C</p></details></div></body></html>',
      ),
    );
    expect(await refreshBoard(document, fetcher as unknown as typeof fetch, '[data-stop-board-live]')).toBe(true);
    expect(document.querySelector('[data-stop-board-live] p')!.textContent).toBe('2 min');
    expect(document.querySelector('details')!.open).toBe(true);
    expect(document.querySelector('details')!.textContent).toContain('C');
  });

  it('keeps the focus on the control the visitor was on', async () => {
    document.body.innerHTML =
      '<div data-stop-board-live data-refresh-url="/en/proximity/stopArea/s"><a href="/en/trip/a">Follow</a> <a href="/en/trip/b">Follow</a></div>';
    document.querySelector<HTMLAnchorElement>('a[href="/en/trip/b"]')!.focus();
    const fetcher = vi.fn(() =>
      answer(
        '<html><body><div data-stop-board-live><a href="/en/trip/z">Follow</a> <a href="/en/trip/b">Follow</a></div></body></html>',
      ),
    );
    expect(await refreshBoard(document, fetcher as unknown as typeof fetch, '[data-stop-board-live]')).toBe(true);
    expect(document.activeElement?.getAttribute('href')).toBe('/en/trip/b');
    // The run left the board: the focus stays at the same place among its controls.
    fetcher.mockImplementation(() =>
      answer(
        '<html><body><div data-stop-board-live><a href="/en/trip/x">Follow</a> <a href="/en/trip/y">Follow</a></div></body></html>',
      ),
    );
    expect(await refreshBoard(document, fetcher as unknown as typeof fetch, '[data-stop-board-live]')).toBe(true);
    expect(document.activeElement?.getAttribute('href')).toBe('/en/trip/y');
  });

  it('keeps the board shown when the refresh fails', async () => {
    document.body.innerHTML = '<div data-widget-board data-refresh-url="/x"><p>3 min</p></div>';
    expect(await refreshBoard(document, (() => answer('oops', 502)) as unknown as typeof fetch)).toBe(false);
    expect(
      await refreshBoard(document, (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch),
    ).toBe(false);
    expect(await refreshBoard(document, (() => answer('<p>no board</p>')) as unknown as typeof fetch)).toBe(false);
    expect(document.querySelector('[data-widget-board]')!.textContent).toBe('3 min');
  });

  it('ticks every 30 s only while the page is visible', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div data-widget-board data-refresh-url="/x"><p>3 min</p></div>';
    const fetcher = vi.fn(() => answer(boardPage('<p>now</p>')));
    vi.stubGlobal('fetch', fetcher);
    let visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility as DocumentVisibilityState);
    const stop = startBoardAutoRefresh(window, 30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetcher).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
