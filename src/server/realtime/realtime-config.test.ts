import { describe, expect, it } from 'vitest';
import { parseRealtimeConfig, publicSourceUrl } from './realtime-config.ts';

describe('REALTIME_FEEDS and friends', () => {
  it('no feed configured: nothing polled, defaults 30 s / 10 s / 300 s', () => {
    expect(parseRealtimeConfig({})).toEqual({ sources: [], pollMs: 30_000, timeoutMs: 10_000, maxAgeMs: 300_000 });
  });

  it('several urls per feed id, headers per feed id', () => {
    const config = parseRealtimeConfig({
      REALTIME_FEEDS:
        'subway=https://rt.example/nyct%2Fgtfs-ace, subway=https://rt.example/nyct%2Fgtfs ,bus_m=https://bus.example/tripUpdates?key=SECRET',
      REALTIME_FEED_HEADERS: 'bus_m:x-api-key=abc=def',
      REALTIME_POLL_SECONDS: '15',
    });
    expect(config.sources).toEqual([
      { feedId: 'subway', url: 'https://rt.example/nyct%2Fgtfs-ace', headers: {} },
      { feedId: 'subway', url: 'https://rt.example/nyct%2Fgtfs', headers: {} },
      { feedId: 'bus_m', url: 'https://bus.example/tripUpdates?key=SECRET', headers: { 'x-api-key': 'abc=def' } },
    ]);
    expect(config.pollMs).toBe(15_000);
    expect(publicSourceUrl(config.sources[2].url)).toBe('https://bus.example/tripUpdates');
  });

  it('bad values are refused with a message naming the entry', () => {
    expect(() => parseRealtimeConfig({ REALTIME_FEEDS: 'subway' })).toThrow(/expected feedId=url/);
    expect(() => parseRealtimeConfig({ REALTIME_FEEDS: 'subway=ftp://x/y' })).toThrow(/not an http\(s\) URL/);
    expect(() => parseRealtimeConfig({ REALTIME_FEED_HEADERS: 'bus_m=x' })).toThrow(/feedId:Header-Name=value/);
    expect(() => parseRealtimeConfig({ REALTIME_POLL_SECONDS: '1' })).toThrow();
  });
});
