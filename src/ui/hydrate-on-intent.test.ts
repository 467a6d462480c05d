// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import hydrateOnIntent, { READY_WAIT_MS } from './hydrate-on-intent.ts';
import { announceIslandReady } from './island-ready.ts';

/** An island as the server draws it: a field, a button only the island runs (disabled without JavaScript), a link. */
function island(): HTMLElement {
  const el = document.createElement('astro-island');
  el.innerHTML =
    '<form><input name="from"><button type="button" data-island-control disabled>Swap</button>' +
    '<a href="#later">Later</a><button type="submit">Search</button></form>';
  document.body.append(el);
  return el;
}

/** A load() whose hydrate() resolves at once, counting its calls. */
function loader() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:intent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing until the visitor uses the island, then hydrates once', async () => {
    const el = island();
    const { load, hydrate } = loader();
    hydrateOnIntent(load, { name: 'TripPlannerForm', value: '' }, el);
    await flush();
    expect(load).not.toHaveBeenCalled();
    el.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once where its media query matches, and once the screen comes to match it', async () => {
    const queries = new Map<string, { matches: boolean; listeners: ((event: { matches: boolean }) => void)[] }>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const state = queries.get(query) ?? { matches: query === '(min-width: 1280px)', listeners: [] };
      queries.set(query, state);
      return {
        matches: state.matches,
        addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
          state.listeners.push(listener),
      };
    });
    try {
      const wide = loader();
      hydrateOnIntent(wide.load, { name: 'TripPlannerResults', value: '(min-width: 1280px)' }, island());
      await flush();
      expect(wide.hydrate).toHaveBeenCalledTimes(1);
      const narrow = loader();
      hydrateOnIntent(narrow.load, { name: 'TripPlannerResults', value: '(min-width: 2000px)' }, island());
      await flush();
      expect(narrow.load).not.toHaveBeenCalled();
      for (const listener of queries.get('(min-width: 2000px)')!.listeners) listener({ matches: true });
      await flush();
      expect(narrow.hydrate).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('enables the island’s own buttons and gives a click on one again once the island runs', async () => {
    const el = island();
    const { load } = loader();
    hydrateOnIntent(load, { name: 'TripPlannerForm', value: '' }, el);
    const swap = el.querySelector<HTMLButtonElement>('button[type="button"]')!;
    expect(swap.disabled).toBe(false);
    const clicks = vi.fn();
    el.addEventListener('click', (event) => clicks((event.target as Element).textContent));
    swap.click();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
    announceIslandReady(el.querySelector('form'));
    await flush();
    expect(clicks).toHaveBeenCalledWith('Swap');
    swap.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('stops holding clicks when the island never says it runs', async () => {
    vi.useFakeTimers();
    const el = island();
    const { load } = loader();
    hydrateOnIntent(load, { name: 'TripPlannerForm', value: '' }, el);
    const swap = el.querySelector<HTMLButtonElement>('button[type="button"]')!;
    const clicks = vi.fn();
    el.addEventListener('click', clicks);
    swap.click();
    await vi.advanceTimersByTimeAsync(READY_WAIT_MS);
    expect(clicks).toHaveBeenCalledTimes(1);
    swap.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('leaves links alone and starts at once when a field already has the focus', async () => {
    const el = island();
    el.querySelector('input')!.focus();
    const { load } = loader();
    hydrateOnIntent(load, { name: 'TripPlannerForm', value: '' }, el);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const link = el.querySelector('a')!;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);
    document.removeEventListener('click', followed);
  });
});
