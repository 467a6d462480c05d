import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoverIntent } from './hover-intent.ts';

describe('menu hover intent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const setup = () => {
    const events: string[] = [];
    return { events, intent: hoverIntent({ open: () => events.push('open'), close: () => events.push('close') }) };
  };

  it('opens after 300 ms of mouse hover and closes 250 ms after leaving', () => {
    const { events, intent } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(299);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['open']);
    intent.leave('mouse');
    vi.advanceTimersByTime(249);
    expect(events).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['open', 'close']);
  });

  it('a quick pass opens nothing, and coming back within 250 ms keeps the menu open', () => {
    const { events, intent } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(200);
    intent.leave('mouse');
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['close']);
    events.length = 0;
    intent.enter('mouse');
    vi.advanceTimersByTime(300);
    intent.leave('mouse');
    vi.advanceTimersByTime(200);
    intent.enter('mouse');
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['open', 'open']);
  });

  it('ignores touch and pen pointers, and a click cancels what is pending', () => {
    const { events, intent } = setup();
    intent.enter('touch');
    intent.enter('pen');
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    intent.enter('mouse');
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
  });
});
