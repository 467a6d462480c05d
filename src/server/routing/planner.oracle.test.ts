import { describe, expect, it } from 'vitest';
import { gtfsFolderSource } from '../gtfs/folder-source.ts';
import { compileNetwork } from '../network/compiler/network-builder.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import { ActiveTripsCache } from './raptor/active-trips.ts';
import { connectionsOf, earliestArrival } from '../../test-support/connection-scan-oracle.ts';
import { endpointLinks, placeCoordinates, type PlaceRef } from './endpoint.ts';
import { journeyFault } from '../../test-support/journey-validity.ts';
import { JourneyPlanner } from './planner.ts';
import type { PlanPreferences } from './plan-query.ts';
import { forwardView } from './raptor/routing-view.ts';
import { distanceMetres, footDurationsAt, walkSeconds } from './walking.ts';
import { loadNycNetwork, seededRandom } from '../../test-support/test-networks.ts';

const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 600,
  maxRides: 12,
  excludedModeMask: 0,
  wheelchair: false,
};

/** Compares the planner's earliest arrival with the connection scan's on `count` random (from, to, time) triples. */
function compareWithOracle(network: TransitNetwork, serviceDate: string, count: number, seed: number) {
  const random = seededRandom(seed);
  const planner = new JourneyPlanner(network);
  const view = forwardView(network);
  const days = new ActiveTripsCache(network).searchDays(view, serviceDate, 'any');
  const connections = connectionsOf(network, days);
  const footDuration = footDurationsAt(view, network.footpaths.walkSpeed, preferences.walkSpeed);
  const walk = { speed: preferences.walkSpeed, maxDistance: preferences.maxWalkDistance, footDuration };
  const randomPlace = (): PlaceRef =>
    random() < 0.7
      ? { kind: 'area', index: Math.floor(random() * network.stopAreas.count) }
      : { kind: 'stop', index: Math.floor(random() * network.stops.count) };
  const mismatches: string[] = [];
  let reached = 0;
  for (let q = 0; q < count; q++) {
    const from = randomPlace();
    const to = randomPlace();
    const seconds = Math.floor(random() * 26 * 3600);
    const journeys = planner.plan({
      from,
      to,
      time: { serviceDate, seconds, arriveBy: false, rangeSeconds: 0 },
      preferences,
    });
    const a = placeCoordinates(network, from);
    const b = placeCoordinates(network, to);
    const straight = distanceMetres(a.lat, a.lon, b.lat, b.lon);
    const expected = earliestArrival(network, connections, {
      departure: seconds,
      access: endpointLinks(network, from, walk),
      egress: endpointLinks(network, to, walk),
      days,
      footDuration,
      maxFootDistance: preferences.maxWalkDistance,
      directWalk: straight <= preferences.maxWalkDistance ? walkSeconds(straight, preferences.walkSpeed) : Infinity,
    });
    const best = Math.min(...journeys.map((j) => j.arrival));
    if (best !== expected)
      mismatches.push(
        `#${q} ${JSON.stringify(from)}→${JSON.stringify(to)} at ${seconds}: planner ${best}, oracle ${expected}`,
      );
    if (Number.isFinite(expected)) reached++;
    if (q % 4 === 1) {
      // A one-hour range search finds the same earliest arrival, and only travellable journeys.
      const range = planner.plan({
        from,
        to,
        time: { serviceDate, seconds, arriveBy: false, rangeSeconds: 3600 },
        preferences,
      });
      const earliest = Math.min(...range.map((j) => j.arrival));
      if (earliest !== expected) mismatches.push(`#${q} range: earliest ${earliest}, oracle ${expected}`);
      for (const journey of range) {
        const fault = journeyFault(network, journey, serviceDate, preferences.walkSpeed);
        if (fault) mismatches.push(`#${q} invalid range journey: ${fault}`);
      }
    }
    if (Number.isFinite(expected) && q % 3 === 0) {
      // Arriving by the earliest arrival, the latest departure is no earlier than the earliest-arrival journey's.
      const latestStart = Math.max(...journeys.filter((j) => j.arrival === expected).map((j) => j.departure));
      const backwards = planner.plan({
        from,
        to,
        time: { serviceDate, seconds: expected, arriveBy: true, rangeSeconds: 0 },
        preferences,
      });
      const latest = Math.max(...backwards.map((j) => j.departure));
      if (!(latest >= latestStart))
        mismatches.push(`#${q} arrive-by ${expected}: latest departure ${latest} < ${latestStart}`);
      for (const journey of backwards) {
        if (journey.arrival > expected) mismatches.push(`#${q} arrive-by journey arrives late`);
        const fault = journeyFault(network, journey, serviceDate, preferences.walkSpeed);
        if (fault) mismatches.push(`#${q} invalid arrive-by journey: ${fault}`);
      }
    }
    for (const journey of journeys) {
      if (journey.departure < seconds) mismatches.push(`#${q} departs before the asked time`);
      const fault = journeyFault(network, journey, serviceDate, preferences.walkSpeed);
      if (fault) mismatches.push(`#${q} invalid journey: ${fault}`);
    }
  }
  return { mismatches, reached };
}

describe('planner against the connection-scan oracle', () => {
  it('agrees on 300 random queries over sample-gtfs-feed', async () => {
    const network = await compileNetwork([
      { id: 'sample', source: gtfsFolderSource('node_modules/sample-gtfs-feed/gtfs'), namespaceIds: false },
    ]);
    const { mismatches, reached } = compareWithOracle(network, '2019-05-15', 300, 7);
    expect(mismatches).toEqual([]);
    expect(reached).toBeGreaterThan(20);
  });

  const nyc = loadNycNetwork();
  it.skipIf(!nyc)(
    'agrees on 300 random queries over the NYC network',
    async () => {
      const network = (await nyc)!;
      const { mismatches, reached } = compareWithOracle(network, network.services.firstDate, 300, 11);
      expect(mismatches).toEqual([]);
      expect(reached).toBeGreaterThan(100);
    },
    300_000,
  );
});
