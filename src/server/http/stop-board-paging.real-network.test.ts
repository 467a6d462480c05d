import { describe, expect, it } from 'vitest';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import { earlierCursor, laterCursor, startAfter } from '../../domain/board-paging.ts';
import { createApp } from './app.ts';

// The NYC network compiled by `npm run data`; skips cleanly in a checkout that never imported it.
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:N') ? loaded.network : undefined;

interface Group {
  line: { id: string };
  direction: string;
  departures: Array<{ departureTime: string }>;
}

describe.skipIf(!network)('stop board paging on the NYC network (Times Sq-42 St, a Saturday morning)', () => {
  const app = createApp({ network });
  const board = async (query: string): Promise<Group[]> => {
    const res = await app.request(`/api/v1/stopBoards/stopArea/subway:127?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { groups: Group[] }).groups;
  };
  const timetable = async (line: string, direction: string): Promise<string[]> => {
    const res = await app.request(
      `/api/v1/stopBoards/stopArea/subway:127/timetable?line=${line}&direction=${direction}&date=2026-11-28`,
    );
    return ((await res.json()) as { departures: Array<{ departureTime: string }> }).departures.map(
      (d) => d.departureTime,
    );
  };
  const key = (group: Group) => `${group.line.id}|${group.direction}`;

  it('three presses of "later" show every departure of every card, in order, none skipped', async () => {
    const seen = new Map<string, string[]>();
    let groups = await board('fromDatetime=2026-11-28T10:38');
    for (let page = 0; page < 4; page++) {
      for (const group of groups)
        seen.set(key(group), [
          ...new Set([...(seen.get(key(group)) ?? []), ...group.departures.map((d) => d.departureTime)]),
        ]);
      groups = await board(`fromDatetime=${encodeURIComponent(startAfter(laterCursor(groups)!))}`);
    }
    const north = seen.get('subway:N|0')!.map((iso) => iso.slice(11, 16));
    expect(north.slice(0, 5)).toEqual(['10:40', '10:51', '11:04', '11:16', '11:28']);
    for (const [card, times] of seen) {
      if (times.length === 0) continue;
      const [line, direction] = card.split('|');
      const day = await timetable(line!, direction!);
      const from = day.indexOf(times[0]!);
      expect(times, card).toEqual(day.slice(from, from + times.length));
    }
  });

  it('"earlier" shows each card’s departures just before the first one shown', async () => {
    const groups = await board('fromDatetime=2026-11-28T10:38');
    const earlier = await board(`beforeDatetime=${encodeURIComponent(earlierCursor(groups)!)}`);
    const north = earlier.find((group) => key(group) === 'subway:N|0')!;
    const day = await timetable('subway:N', '0');
    const first = groups.find((group) => key(group) === 'subway:N|0')!.departures[0]!.departureTime;
    const before = day.filter((iso) => Date.parse(iso) < Date.parse(earlierCursor(groups)!)).slice(-3);
    expect(north.departures.map((d) => d.departureTime)).toEqual(before);
    expect(Date.parse(before.at(-1)!)).toBeLessThan(Date.parse(first));
  });
});
