import { describe, expect, it } from 'vitest';
import { visitorNeedsZoneNote, zoneCity, zoneOffsetLabel, zoneOffsetMinutes } from './time-zone-note.ts';
import { dayMarker, daysAfter } from './trip-format.ts';

const winter = new Date('2026-11-24T12:00:00Z');

describe('time zone note', () => {
  it('names the zone by its city and offset', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneOffsetLabel('America/New_York', 'en-US', winter)).toBe('GMT-5');
    expect(zoneOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
  });
  it('shows only to visitors whose clocks differ from the network', () => {
    expect(visitorNeedsZoneNote('America/New_York', 'Europe/Paris', winter)).toBe(true);
    expect(visitorNeedsZoneNote('America/New_York', 'America/New_York', winter)).toBe(false);
    // Same offset, other name: the clocks agree.
    expect(visitorNeedsZoneNote('America/New_York', 'America/Detroit', winter)).toBe(false);
    expect(visitorNeedsZoneNote('America/New_York', undefined, winter)).toBe(false);
  });
});

describe('day marker', () => {
  it('counts calendar days in the network zone', () => {
    const ny = 'America/New_York';
    expect(daysAfter('2026-11-24T23:41:00-05:00', '2026-11-25T00:43:00-05:00', ny)).toBe(1);
    expect(daysAfter('2026-11-24T09:00:00-05:00', '2026-11-24T23:59:00-05:00', ny)).toBe(0);
    // 02:00 UTC is still the 24th in New York.
    expect(daysAfter('2026-11-24T20:00:00-05:00', '2026-11-25T02:00:00Z', ny)).toBe(0);
    expect(dayMarker(1)).toBe('+1');
    expect(dayMarker(0)).toBe('');
  });
});
