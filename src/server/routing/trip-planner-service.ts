import type { SearchResponse, TripRequest } from '../../contract/trip-planner.ts';
import type { TransitNetwork } from '../network/types.ts';
import { groupJourneys } from './journey-groups.ts';
import { rebuildJourney } from './journey-rebuild.ts';
import { journeyOf } from './journey-sections.ts';
import { withoutLongDetours } from './pareto.ts';
import { JourneyPlanner } from './planner.ts';
import { decodeSummary, encodeSummary, summarize } from './summary-code.ts';
import { pointOf, resolveTripRequest, timetableShift } from './trip-request.ts';

/** At most this many journeys per answer (the Pareto set of a long range can be larger). */
const MAX_JOURNEYS = 12;

/** The trip planner calls over one network: search (with return and via) and the detailed journey of a code. */
export class TripPlannerService {
  readonly network: TransitNetwork;
  readonly planner: JourneyPlanner;

  constructor(network: TransitNetwork) {
    this.network = network;
    this.planner = new JourneyPlanner(network);
  }

  /** Throws TripRequestProblem for a request it cannot answer; no route is an empty `groups`. */
  search(request: TripRequest, nowMs = Date.now()): SearchResponse {
    const trip = resolveTripRequest(this.network, request, nowMs);
    const { query } = trip;
    const planned = withoutLongDetours(this.planner.plan(query)).slice(0, MAX_JOURNEYS);
    const journeys = planned.map((journey) => {
      const summary = summarize(this.network, journey, {
        serviceDate: trip.serviceDate,
        from: query.from,
        to: query.to,
        walkSpeed: query.preferences.walkSpeed,
        via: query.via,
      });
      return journeyOf(this.network, journey, { serviceDate: trip.serviceDate, ends: trip.ends, code: encodeSummary(summary), detailed: false });
    });
    return {
      groups: groupJourneys(journeys, { arriveBy: query.time.arriveBy, fewerTransfers: trip.fewerTransfers }),
      serviceDate: trip.timetableDate ?? trip.serviceDate,
      ...(trip.serviceDateShiftedFrom ? { serviceDateShiftedFrom: trip.serviceDateShiftedFrom } : {}),
    };
  }

  /** The journey a summary code names, in full; null when the code is malformed, unknown or stale. */
  detailed(code: string): SearchResponse | null {
    const summary = decodeSummary(code);
    if (!summary) return null;
    const rebuilt = rebuildJourney(this.network, summary, this.planner.forwardFootDurations(summary.walkSpeed / 100));
    if (!rebuilt) return null;
    const ends = {
      from: pointOf(this.network, rebuilt.from, undefined, undefined),
      to: pointOf(this.network, rebuilt.to, undefined, undefined),
      via: rebuilt.via ? pointOf(this.network, rebuilt.via.place, undefined, undefined) : undefined,
    };
    const journey = journeyOf(this.network, rebuilt.journey, { serviceDate: summary.serviceDate, ends, code, detailed: true });
    // The same stale-feed notice as the search that found it: the screens showing this journey repeat it.
    const shift = timetableShift(this.network, summary.serviceDate);
    return {
      groups: [{ key: 'detailed', journeys: [journey] }],
      serviceDate: shift?.serviceDate ?? summary.serviceDate,
      ...(shift?.serviceDateShiftedFrom ? { serviceDateShiftedFrom: shift.serviceDateShiftedFrom } : {}),
    };
  }
}
