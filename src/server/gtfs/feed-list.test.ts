import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDS, parseFeedList } from './feed-list.ts';

describe('parseFeedList (GTFS_FEEDS)', () => {
  it('defaults to the NYC subway and the six bus feeds', () => {
    expect(parseFeedList(undefined).map((entry) => entry.id)).toEqual([
      'subway',
      'bus_m',
      'bus_bk',
      'bus_bx',
      'bus_qns',
      'bus_si',
      'bus_busco',
    ]);
    expect(parseFeedList('  ')).toEqual(parseFeedList(DEFAULT_FEEDS));
  });

  it('reads MTA feeds, paths with explicit ids and paths named by their file', () => {
    expect(parseFeedList('mta:lirr, paris=/data/idfm.zip ,/srv/gtfs/Lyon TCL.zip,/srv/feeds/berlin/')).toEqual([
      { kind: 'mta', id: 'lirr', feed: 'lirr' },
      { kind: 'path', id: 'paris', path: '/data/idfm.zip' },
      { kind: 'path', id: 'Lyon_TCL', path: '/srv/gtfs/Lyon TCL.zip' },
      { kind: 'path', id: 'berlin', path: '/srv/feeds/berlin/' },
    ]);
  });
});

describe('parseFeedList: feeds by URL', () => {
  it('reads http(s) addresses, named or named by their file, keeping a query string whole', () => {
    expect(
      parseFeedList('metro=https://operator.example/gtfs.zip?key=a=b, http://feeds.example/bus%20lines.zip'),
    ).toEqual([
      { kind: 'url', id: 'metro', url: 'https://operator.example/gtfs.zip?key=a=b' },
      { kind: 'url', id: 'bus_20lines', url: 'http://feeds.example/bus%20lines.zip' },
    ]);
  });
});
