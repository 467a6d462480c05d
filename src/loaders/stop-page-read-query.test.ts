import { describe, expect, it } from 'vitest';
import { readStopPageQuery } from './stop-page-load.ts';

describe('readStopPageQuery', () => {
  it('reads the board time and the timetable line', () => {
    expect(readStopPageQuery(new URL('http://x/en/proximity/stopArea/s?date=2026-11-26&time=08:00'))).toEqual({
      query: { date: '2026-11-26', time: '08:00' },
      invalid: false,
    });
  });

  it('calls a repeated parameter invalid rather than keeping the last one (session 9)', () => {
    expect(readStopPageQuery(new URL('http://x/en/proximity/stopArea/s?date=2026-11-26&date=2026-11-27'))).toEqual({
      query: {},
      invalid: true,
    });
  });
});
