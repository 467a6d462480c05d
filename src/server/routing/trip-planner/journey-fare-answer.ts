import type { Journey, JourneyFare, JourneySection } from '../../../contract/trip-planner.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import type { FareLeg, FareMoment } from '../fares/fare-legs.ts';
import { journeyFare } from '../fares/journey-fare.ts';
import type { PlannedLeg } from '../planned-journey.ts';

type Ride = Extract<PlannedLeg, { kind: 'ride' }>;

/** An answer's ISO time ("2026-01-05T08:15:00-05:00") as the local date and time of day fares read. */
function momentOf(at: number, iso: string): FareMoment {
  const hours = Number(iso.slice(11, 13));
  const minutes = Number(iso.slice(14, 16));
  const seconds = Number(iso.slice(17, 19));
  return { at, date: iso.slice(0, 10), seconds: hours * 3600 + minutes * 60 + seconds };
}

/** The rides of a journey in the terms of the fare tables: network ids, the stops called at, local times. */
function fareLegsOf(network: TransitNetwork, legs: PlannedLeg[], sections: JourneySection[]): FareLeg[] {
  const out: FareLeg[] = [];
  legs.forEach((leg, i) => {
    if (leg.kind !== 'ride') return;
    const section = sections[i];
    const ride = leg as Ride;
    const start = network.patterns.stopStart[ride.pattern];
    const stops: string[] = [];
    for (let k = ride.boardPos; k <= ride.alightPos; k++)
      stops.push(network.stops.ids[network.patterns.stops[start + k]]);
    const route = network.trips.route[ride.trip];
    out.push({
      feed: network.stops.feed[network.patterns.stops[start + ride.boardPos]],
      route: network.routes.ids[route],
      agency: network.agencies.ids[network.routes.agency[route]] ?? '',
      from: stops[0],
      to: stops[stops.length - 1],
      stops,
      departure: momentOf(ride.start, section.departureDateTime),
      arrival: momentOf(ride.end, section.arrivalDateTime),
    });
  });
  return out;
}

/** The answer's fare of a journey; undefined for a journey without any ride. */
export function fareAnswer(
  network: TransitNetwork,
  legs: PlannedLeg[],
  sections: Journey['sections'],
): JourneyFare | undefined {
  const rides = fareLegsOf(network, legs, sections);
  if (rides.length === 0) return undefined;
  const fare = journeyFare(network.fares ?? [], rides);
  const rideSections = sections.flatMap((section, i) => (section.type === 'PUBLIC_TRANSPORT' ? [i] : []));
  return {
    total: fare.total,
    legs: fare.legs.map((leg, k) => ({
      section: rideSections[k],
      price: leg?.price ?? null,
      product: leg?.product ?? null,
      transfer: leg?.transfer ?? false,
    })),
    complete: fare.complete,
    source: fare.source,
    riderCategory: fare.riderCategory,
  };
}
