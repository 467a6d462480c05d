import { describe, expect, it } from 'vitest';
import { earlierCursor, laterCursor, startAfter } from './board-paging.ts';

const card = (...times: string[]) => ({
  departures: times.map((time) => ({ departureTime: `2026-11-28T${time}-05:00` })),
});

describe('board paging by departures', () => {
  // Times Sq on a Saturday: the N to Astoria shows 10:40, 10:51, 11:04; the shuttle runs every five minutes.
  const board = [
    card('10:40:00', '10:51:00', '11:04:00'),
    card('10:39:00', '10:44:00', '10:49:00'),
    { departures: [] },
  ];

  it('the later page starts after the earliest last departure shown, so no card skips one', () => {
    expect(laterCursor(board)).toBe('2026-11-28T10:49:00-05:00');
    expect(laterCursor([card('10:40:00', '10:51:00', '11:04:00')])).toBe('2026-11-28T11:04:00-05:00');
    expect(startAfter('2026-11-28T11:04:00-05:00')).toBe('2026-11-28T16:04:01.000Z');
  });

  it('the earlier page ends before the earliest first departure shown', () => {
    expect(earlierCursor(board)).toBe('2026-11-28T10:39:00-05:00');
  });

  it('pages by the prediction when the feed has one (the board orders by it)', () => {
    const late = {
      departures: [
        { departureTime: '2026-11-28T10:40:00-05:00', realtime: { expectedTime: '2026-11-28T10:47:00-05:00' } },
      ],
    };
    expect(laterCursor([late])).toBe('2026-11-28T10:47:00-05:00');
  });

  it('a board with no departure gives no cursor (the controls move by time instead)', () => {
    expect(laterCursor([{ departures: [] }])).toBeUndefined();
    expect(earlierCursor([])).toBeUndefined();
  });
});
