// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The widget's script as the page adds it; jsdom never fetches it, so the test fires its events. */
const widgetScript = () => document.head.querySelector<HTMLScriptElement>('script[data-login-widget]');

let widget: typeof import('./login-widget.ts');
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  widget = await import('./login-widget.ts');
});
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('loadLoginWidget', () => {
  it('adds the module script once and resolves when it loads in time', async () => {
    const first = widget.loadLoginWidget('/w.js', 3000);
    expect(widget.loadLoginWidget('/w.js', 3000)).toBe(first);
    expect(document.head.querySelectorAll('script[data-login-widget]')).toHaveLength(1);
    widgetScript()!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('counts a widget past the budget as failed, then takes it when its script runs late', async () => {
    const inTime = widget.loadLoginWidget('/w.js', 3000);
    const late = vi.fn();
    void widget.whenLoginWidgetLoads().then(late);
    vi.advanceTimersByTime(3001);
    await expect(inTime).rejects.toThrow('did not load within 3000 ms');
    // The script is kept: a slow link delivers it after the budget.
    expect(widgetScript()).not.toBeNull();
    widgetScript()!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(late).toHaveBeenCalled());
  });

  it('drops a script that failed so that a later menu tries again', async () => {
    const failed = widget.loadLoginWidget('/w.js', 3000);
    widgetScript()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(widgetScript()).toBeNull();
    const retry = widget.loadLoginWidget('/w.js', 3000);
    expect(retry).not.toBe(failed);
    expect(widgetScript()).not.toBeNull();
    retry.catch(() => {});
  });
});
