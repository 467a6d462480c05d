import { describe, expect, it } from 'vitest';
import { gtfsFolderSource } from '../../src/server/gtfs/folder-source.ts';
import { compileNetwork } from '../../src/server/network/compiler/network-builder.ts';
import { buildNetworkFromGtfsText } from '../../src/test-support/network-from-gtfs-text.ts';
import type { TransitNetwork } from '../../src/server/network/model/types.ts';
import { ActiveTripsCache, boardableDays } from '../../src/server/routing/active-trips.ts';
import type { SearchDay } from '../../src/server/routing/search-day.ts';
import { endpointLinks, type PlaceRef } from '../../src/server/routing/endpoint.ts';
import { LowerBounds } from '../../src/server/routing/lower-bounds.ts';
import { JourneyPlanner } from '../../src/server/routing/planner.ts';
import type { PlanPreferences } from '../../src/server/routing/plan-query.ts';
import { buildProfileConnections, type ProfileConnections } from './profile-connections.ts';
import { rangeJourneys, rangeSeeds } from './profile-range.ts';
import { rangeDepartureTimes } from '../../src/server/routing/range-departures.ts';
import { ProfileScan, type ProfileCandidates } from './profile-scan.ts';
import { UNREACHED, type RaptorOptions } from '../../src/server/routing/raptor-labels.ts';
import { forwardView, reverseView, type RoutingView } from '../../src/server/routing/routing-view.ts';
import { busFeed, loadNycNetwork, seededRandom } from '../../src/test-support/test-networks.ts';
import { footDurationsAt } from '../../src/server/routing/walking.ts';

interface ScanSetup {
  view: RoutingView;
  days: SearchDay[];
  connections: ProfileConnections;
  scan: ProfileScan;
  toTarget: LowerBounds;
  fromOrigin: LowerBounds;
  patternRuns: Uint8Array;
  footDuration: Uint32Array;
  reverseFootDuration: Uint32Array;
}

/** What every scan of one network and date shares (built once: the NYC connections take a second or two). */
const setups = new WeakMap<TransitNetwork, Map<string, ScanSetup>>();
function setupOf(network: TransitNetwork, serviceDate: string, walkSpeed: number): ScanSetup {
  const known = setups.get(network)?.get(serviceDate);
  if (known) return known;
  const view = forwardView(network);
  const reverse = reverseView(network, view);
  const trips = new ActiveTripsCache(network);
  const days = trips.searchDays(view, serviceDate, 'any');
  const groups = {
    count: network.stopAreas.count,
    of: network.stops.area,
    start: network.stopAreas.stopStart,
    members: network.stopAreas.stops,
  };
  const setup: ScanSetup = {
    view,
    days,
    connections: buildProfileConnections(view, days),
    scan: new ProfileScan(view),
    toTarget: new LowerBounds(view, groups),
    fromOrigin: new LowerBounds(reverse, groups),
    patternRuns: trips.patternsRunning(days, view.patternCount),
    footDuration: footDurationsAt(view, network.footpaths.walkSpeed, walkSpeed),
    reverseFootDuration: footDurationsAt(reverse, network.footpaths.walkSpeed, walkSpeed),
  };
  if (!setups.has(network)) setups.set(network, new Map());
  setups.get(network)!.set(serviceDate, setup);
  return setup;
}

/** The scan for a window [start, end] (with rRAPTOR's seeds past its end), arrivals up to `horizon`. */
function profile(
  network: TransitNetwork,
  serviceDate: string,
  from: PlaceRef,
  to: PlaceRef,
  start: number,
  end: number,
  horizon: number,
  preferences: PlanPreferences,
) {
  const { view, days, connections, scan, toTarget, fromOrigin, patternRuns, footDuration, reverseFootDuration } =
    setupOf(network, serviceDate, preferences.walkSpeed);
  const walk = {
    speed: preferences.walkSpeed,
    maxDistance: preferences.maxWalkDistance,
    footDuration,
  };
  const access = endpointLinks(network, from, walk);
  const egress = endpointLinks(network, to, walk);
  const settings = {
    patternRuns,
    excludedModeMask: 0,
    footDuration,
    maxFootDistance: preferences.maxWalkDistance,
  };
  const options = {
    maxRides: preferences.maxRides,
    excludedModeMask: 0,
    days,
    patternDays: boardableDays(days, view.patternModeBit, 0, start),
  } as RaptorOptions;
  const departures = rangeDepartureTimes(view, access, start, end - start, options);
  return scan.scan(connections, {
    start,
    end,
    horizon,
    access,
    egress,
    maxRides: preferences.maxRides,
    excludedModeMask: 0,
    footDuration,
    maxFootDistance: preferences.maxWalkDistance,
    stopUsable: null,
    toTarget: toTarget.compute(egress, settings),
    fromOrigin: fromOrigin.compute(access, {
      ...settings,
      footDuration: reverseFootDuration,
    }),
    seeds: rangeSeeds(view, connections, days, access, departures, start, end, 0, null),
  });
}

/** The best arrival with at most k rides leaving at or after `time`, by the candidates. */
function bestFrom(candidates: ProfileCandidates, time: number, k: number): number {
  let best = UNREACHED;
  for (let c = 0; c < candidates.count; c++) {
    if (candidates.departure[c] >= time) best = Math.min(best, candidates.arrival[c * candidates.rides + k - 1]);
  }
  return best;
}

const at = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h * 3600 + m * 60;
};

describe('profile connection scan', () => {
  // A slow direct trip and a faster journey with a change at B; stops ~1.1 km apart (no footpaths at 500 m).
  const stops = `A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
D,Delta,40.7300,-74.0000`;
  const stopTimes = `trip_id,arrival_time,departure_time,stop_id,stop_sequence
slow,08:00:00,08:00:00,A,1
slow,09:30:00,09:30:00,D,2
f1,08:05:00,08:05:00,A,1
f1,08:15:00,08:15:00,B,2
f2,08:20:00,08:20:00,B,1
f2,08:40:00,08:40:00,D,2`;
  const preferences: PlanPreferences = {
    walkSpeed: 1.12,
    maxWalkDistance: 500,
    maxRides: 4,
    excludedModeMask: 0,
    wheelchair: false,
  };

  it('keeps per ride count the best arrival of each boarding, and answers the range as rRAPTOR does', async () => {
    const network = await buildNetworkFromGtfsText(busFeed(stops, stopTimes));
    const area = (id: string): PlaceRef => ({
      kind: 'area',
      index: network.stops.area[network.lookup.stop.get(id)!],
    });
    // A window of 90 minutes; arrivals up to the next day's noon (rRAPTOR also answers tomorrow's 08:00 slow trip: the
    // first of its pattern after the last departure of the window, seen from that departure's run).
    const horizon = 86_400 + at('12:00');
    const candidates = profile(
      network,
      '2026-01-14',
      area('A'),
      area('D'),
      at('07:30'),
      at('09:00'),
      horizon,
      preferences,
    );
    expect(bestFrom(candidates, at('08:00'), 1)).toBe(at('09:30'));
    expect(bestFrom(candidates, at('08:00'), 2)).toBe(at('08:40'));
    expect(bestFrom(candidates, at('08:01'), 1)).toBe(86_400 + at('09:30'));
    expect(bestFrom(candidates, at('08:01'), 2)).toBe(at('08:40'));
    const scanned = rangeJourneys(candidates, horizon).journeys.map((j) => `${j.departure}-${j.arrival}-${j.rides}`);
    const planned = new JourneyPlanner(network)
      .plan({
        from: area('A'),
        to: area('D'),
        time: {
          serviceDate: '2026-01-14',
          seconds: at('07:30'),
          arriveBy: false,
          rangeSeconds: 5400,
        },
        preferences,
      })
      .map((j) => `${j.departure}-${j.arrival}-${j.rides}`);
    expect(scanned.sort()).toEqual(planned.sort());
    expect(planned).toHaveLength(3);
  });

  /**
   * At every departure a scan offers (up to `perQuery` of them in the window's first hour), the best arrival with at most
   * k rides by the scan equals the planner's earliest-arrival search from that moment, for every k up to the limit.
   */
  function compareWithPlanner(
    network: TransitNetwork,
    serviceDate: string,
    count: number,
    seed: number,
    perQuery: number,
  ) {
    const planner = new JourneyPlanner(network);
    const limits: PlanPreferences = {
      walkSpeed: 1.12,
      maxWalkDistance: 600,
      maxRides: 4,
      excludedModeMask: 0,
      wheelchair: false,
    };
    const random = seededRandom(seed);
    const place = (): PlaceRef =>
      random() < 0.7
        ? {
            kind: 'area',
            index: Math.floor(random() * network.stopAreas.count),
          }
        : { kind: 'stop', index: Math.floor(random() * network.stops.count) };
    const mismatches: string[] = [];
    let compared = 0;
    for (let q = 0; q < count; q++) {
      const from = place();
      const to = place();
      const start = 5 * 3600 + Math.floor(random() * 17 * 3600);
      const horizon = start + 3 * 3600;
      const candidates = profile(network, serviceDate, from, to, start, horizon, horizon, limits);
      const departures = [...new Set(Array.from(candidates.departure.subarray(0, candidates.count)))].filter(
        (d) => d <= start + 3600,
      );
      for (const departure of departures.slice(0, perQuery)) {
        const journeys = planner.plan({
          from,
          to,
          time: {
            serviceDate,
            seconds: departure,
            arriveBy: false,
            rangeSeconds: 0,
          },
          preferences: limits,
        });
        // A walk all the way beats every ride from that moment: the planner keeps only the walk.
        if (journeys.some((j) => j.rides === 0)) continue;
        for (let k = 1; k <= limits.maxRides; k++) {
          const planned = Math.min(
            UNREACHED,
            ...journeys.filter((j) => j.rides <= k && j.arrival <= horizon).map((j) => j.arrival),
          );
          const scanned = bestFrom(candidates, departure, k);
          if (planned < UNREACHED) compared++;
          if (planned !== scanned)
            mismatches.push(
              `#${q} ${JSON.stringify(from)}→${JSON.stringify(to)} from ${departure}, ${k} rides: planner ${planned}, scan ${scanned}`,
            );
        }
      }
    }
    return { mismatches, compared };
  }

  it('finds the earliest arrival per ride count of the planner at every departure (sample-gtfs-feed, 300 queries)', async () => {
    const network = await compileNetwork([
      {
        id: 'sample',
        source: gtfsFolderSource('node_modules/sample-gtfs-feed/gtfs'),
        namespaceIds: false,
      },
    ]);
    const { mismatches, compared } = compareWithPlanner(network, '2019-05-15', 300, 8, 8);
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(30);
  });

  const nyc = loadNycNetwork();
  it.skipIf(!nyc)(
    'finds the earliest arrival per ride count of the planner at every departure (NYC, 80 queries)',
    async () => {
      const network = (await nyc)!;
      const { mismatches, compared } = compareWithPlanner(network, network.services.firstDate, 80, 14, 6);
      expect(mismatches).toEqual([]);
      expect(compared).toBeGreaterThan(60);
    },
    300_000,
  );
});
