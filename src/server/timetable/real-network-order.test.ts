import { describe, expect, it } from 'vitest';
import { lineDirections } from '../network/lines/line-views.ts';
import { readNetworkFile } from '../network/model/network-file.ts';
import { networkFilePath } from '../network/model/network-location.ts';
import { lineTimetable } from './line-timetable.ts';
import { countInversions } from './trip-order.ts';

// The NYC network compiled by `npm run data`; skipped when data/ holds none (a checkout that never imported).
const loaded = readNetworkFile(networkFilePath());
const network = loaded.ok && loaded.network.lookup.route.has('subway:1') ? loaded.network : undefined;

describe.skipIf(!network)('timetable order over every NYC line-direction', () => {
  // A weekday inside the bus feeds' calendar (the subway's is shifted to its covered weeks) and a Sunday.
  for (const date of ['2026-11-24', '2026-11-29']) {
    it(`has no time inversion in any block on ${date}, and every running trip exactly once`, () => {
      const net = network!;
      let directions = 0;
      let multiBlock = 0;
      let cycles = 0;
      const inverted: string[] = [];
      for (let route = 0; route < net.routes.count; route++) {
        for (const direction of lineDirections(net, route)) {
          // As today's page shows it: with the day before's trips still running after midnight.
          const timetable = lineTimetable(net, route, direction.key, date, { nightBefore: true })!;
          directions++;
          if (timetable.sections.length > 1) multiBlock++;
          if (direction.brokenEdges > 0) cycles++;
          const inversions = timetable.sections.reduce(
            (sum, section) =>
              sum +
              countInversions(
                section.map((trip) => trip.times),
                section.map((_, i) => i),
              ),
            0,
          );
          if (inversions > 0) inverted.push(`${net.routes.ids[route]}/${direction.key}: ${inversions}`);
          const ids = timetable.sections.flat().map((trip) => `${trip.trip}${trip.dayBefore ? '<' : ''}`);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }
      expect(inverted).toEqual([]);
      expect(directions).toBeGreaterThan(700);
      // Overtaking (limited-stop buses, express runs) is real in NYC: some directions need a second block.
      expect(multiBlock).toBeGreaterThan(0);
      // Stop-order cycles between patterns are rare (documented fallback).
      expect(cycles).toBeLessThan(5);
    });
  }

  it('orders the subway 1 southbound from Van Cortlandt Park to South Ferry', () => {
    const net = network!;
    const route = net.lookup.route.get('subway:1')!;
    const direction = lineDirections(net, route).find((d) => d.headsign.includes('South Ferry'))!;
    const names = direction.stops.map((stop) => net.stops.names[stop]);
    expect(names[0]).toBe('Van Cortlandt Park-242 St');
    expect(names[names.length - 1]).toBe('South Ferry');
    expect(names.indexOf('Times Sq-42 St')).toBeGreaterThan(names.indexOf('96 St'));
  });
});
