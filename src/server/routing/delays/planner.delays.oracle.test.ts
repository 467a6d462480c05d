import { describe, expect, it } from 'vitest';
import { addDays } from '../../network/model/calendar-days.ts';
import { activeServicesOn } from '../../network/model/services.ts';
import { ActiveTripsCache } from '../raptor/active-trips.ts';
import { connectionsOf, earliestArrival } from '../../../test-support/connection-scan-oracle.ts';
import { endpointLinks, placeCoordinates } from '../endpoint.ts';
import { journeyFault } from '../../../test-support/journey-validity.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanPreferences } from '../plan-query.ts';
import { forwardView } from '../raptor/routing-view.ts';
import { loadNycNetwork, seededRandom } from '../../../test-support/test-networks.ts';
import { DelayedTrips, type TripDelays } from './trip-delays.ts';
import { distanceMetres, footDurationsAt, walkSeconds } from '../walking.ts';

/**
 * The planner on predictions against the connection scan on the same predicted times, over the NYC network: every trip
 * running 07:00–10:00 on the date late or early by a delay drifting along it (so trips overtake one another), 2 % of
 * them skipping a stop. The connection scan has no FIFO assumption: any difference is a trip ridden out of order.
 */
const preferences: PlanPreferences = {
  walkSpeed: 1.12,
  maxWalkDistance: 600,
  maxRides: 12,
  excludedModeMask: 0,
  wheelchair: false,
};
const nyc = loadNycNetwork();

describe('the planner on predictions against the connection-scan oracle', () => {
  it.skipIf(!nyc)(
    'agrees on 150 random morning queries over the NYC network',
    async () => {
      const network = (await nyc)!;
      const date = addDays(network.services.firstDate, 1);
      const random = seededRandom(5);
      const runs = activeServicesOn(network, date).active;
      const { trips, patterns, stopTimes } = network;
      const chosen: number[] = [];
      const start = [0];
      const delay: number[] = [];
      const skipped: number[] = [];
      for (let t = 0; t < trips.count; t++) {
        const first = stopTimes.departure[trips.stopTimeStart[t]];
        if (!runs[trips.service[t]] || first < 7 * 3600 || first > 10 * 3600) continue;
        const n = patterns.stopStart[trips.pattern[t] + 1] - patterns.stopStart[trips.pattern[t]];
        let late = Math.round((random() - 0.3) * 600);
        const skip = random() < 0.02 ? 1 + Math.floor(random() * (n - 1)) : -1;
        for (let i = 0; i < n; i++) {
          late += Math.round((random() - 0.5) * 120);
          delay.push(late);
          skipped.push(i === skip ? 1 : 0);
        }
        chosen.push(t);
        start.push(delay.length);
      }
      const delays: TripDelays = {
        version: 'oracle',
        date,
        trips: Uint32Array.from(chosen),
        start: Uint32Array.from(start),
        arrivalDelay: Int32Array.from(delay),
        departureDelay: Int32Array.from(delay),
        skipped: Uint8Array.from(skipped),
      };
      const planner = new JourneyPlanner(network);
      planner.setTripDelays(delays);
      const prepared = new DelayedTrips(network, delays);
      expect(prepared.split.length).toBeGreaterThan(100);

      const view = forwardView(network);
      const days = new ActiveTripsCache(network).searchDays(view, date, 'any');
      // Days are in offset order (-1, 0, +1): the delays are the middle day's.
      const connections = connectionsOf(network, days, 0, (trip, d) =>
        days[d].offset === 0 ? prepared.predicted.get(trip) : undefined,
      );
      const footDuration = footDurationsAt(view, network.footpaths.walkSpeed, preferences.walkSpeed);
      const walk = { speed: preferences.walkSpeed, maxDistance: preferences.maxWalkDistance, footDuration };
      const mismatches: string[] = [];
      let reached = 0;
      let predictedRides = 0;
      for (let q = 0; q < 150; q++) {
        const from = { kind: 'area' as const, index: Math.floor(random() * network.stopAreas.count) };
        const to = { kind: 'area' as const, index: Math.floor(random() * network.stopAreas.count) };
        const seconds = 7 * 3600 + 1800 + Math.floor(random() * 5400);
        const journeys = planner.plan({
          from,
          to,
          time: { serviceDate: date, seconds, arriveBy: false, rangeSeconds: 0 },
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
          mismatches.push(`#${q} area ${from.index} → ${to.index} at ${seconds}: planner ${best}, oracle ${expected}`);
        if (Number.isFinite(expected)) reached++;
        if (Number.isFinite(expected) && q % 3 === 0) {
          // Arriving by the earliest arrival: a journey that still makes it, leaving no earlier than the forward one.
          const latestStart = Math.max(...journeys.filter((j) => j.arrival === expected).map((j) => j.departure));
          const backwards = planner.plan({
            from,
            to,
            time: { serviceDate: date, seconds: expected, arriveBy: true, rangeSeconds: 0 },
            preferences,
          });
          if (!(Math.max(...backwards.map((j) => j.departure)) >= latestStart))
            mismatches.push(`#${q} arrive-by leaves earlier than ${latestStart}`);
          for (const journey of backwards)
            if (journey.arrival > expected) mismatches.push(`#${q} arrive-by journey arrives late`);
          journeys.push(...backwards);
        }
        for (const journey of journeys) {
          const fault = journeyFault(network, journey, date, preferences.walkSpeed);
          if (fault) mismatches.push(`#${q} invalid journey: ${fault}`);
          predictedRides += journey.legs.filter((leg) => leg.kind === 'ride' && leg.scheduled).length;
        }
      }
      expect(mismatches).toEqual([]);
      expect(reached).toBeGreaterThan(60);
      expect(predictedRides).toBeGreaterThan(50);
    },
    300_000,
  );
});
