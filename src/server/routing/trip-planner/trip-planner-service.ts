import { DEFAULT_JOURNEY_RANKING, type JourneyRanking } from '../../../domain/journey-cost.ts';
import type { Journey, SearchResponse, TripRequest } from '../../../contract/trip-planner.ts';
import type { TransitNetwork } from '../../network/model/types.ts';
import { groupJourneys } from './journey-groups.ts';
import { rebuildJourney } from './journey-rebuild.ts';
import { journeyOf, lineRef } from './journey-sections.ts';
import { withoutLongDetours } from '../pareto.ts';
import { JourneyPlanner } from '../planner.ts';
import type { PlanQuery } from '../plan-query.ts';
import { leavesVehicleEarly } from './stay-aboard.ts';
import { accessibilityNotPublished, stepFreeObstacles } from '../step-free.ts';
import { decodeSummary, encodeSummary, summarize } from './summary-code.ts';
import { pointOf, resolveTripRequest, timetableShift } from './trip-request.ts';

/** At most this many journeys per answer (the Pareto set of a long range can be larger). */
const MAX_JOURNEYS = 12;
/** At most this many stops and lines named as the reason a step-free search found nothing. */
const MAX_OBSTACLES = 5;

/** The trip planner calls over one network: search (with return and via) and the detailed journey of a code. */
export class TripPlannerService {
  readonly network: TransitNetwork;
  readonly planner: JourneyPlanner;
  private readonly ranking: JourneyRanking;

  /** `ranking`: how the recommended journey is chosen (the site configuration's features.trip-planner.ranking). */
  constructor(network: TransitNetwork, ranking: JourneyRanking = DEFAULT_JOURNEY_RANKING) {
    this.network = network;
    this.planner = new JourneyPlanner(network);
    this.ranking = ranking;
  }

  /** Throws TripRequestProblem for a request it cannot answer; no route is an empty `groups`. */
  search(request: TripRequest, nowMs = Date.now()): SearchResponse {
    const trip = resolveTripRequest(this.network, request, nowMs);
    const { query } = trip;
    const stepFree = query.preferences.wheelchair;
    const planned = withoutLongDetours(this.planner.plan(query)).slice(0, MAX_JOURNEYS);
    const journeys = planned.map((journey) => {
      const summary = summarize(this.network, journey, {
        serviceDate: trip.serviceDate,
        from: query.from,
        to: query.to,
        walkSpeed: query.preferences.walkSpeed,
        via: query.via,
        stepFree,
      });
      const context = {
        serviceDate: trip.serviceDate,
        ends: trip.ends,
        code: encodeSummary(summary),
        detailed: false,
        stepFree,
      };
      return journeyOf(this.network, journey, context);
    });
    const stayAboard = this.ranking.stayAboardMinutes * 60;
    const notRecommended = new Set<Journey>(
      journeys.filter((_, i) => leavesVehicleEarly(this.network, planned[i], stayAboard)),
    );
    const obstacles = stepFree && planned.length === 0 ? this.whyNoStepFreeJourney(query) : null;
    return {
      groups: groupJourneys(journeys, {
        arriveBy: query.time.arriveBy,
        fewerTransfers: trip.fewerTransfers,
        requestMs: trip.requestMs,
        ranking: this.ranking,
        notRecommended,
      }),
      serviceDate: trip.timetableDate ?? trip.serviceDate,
      ...(trip.serviceDateShiftedFrom ? { serviceDateShiftedFrom: trip.serviceDateShiftedFrom } : {}),
      ...(obstacles ? { stepFreeObstacles: obstacles } : {}),
      ...(stepFree && accessibilityNotPublished(this.network, planned) ? { accessibilityNotPublished: true } : {}),
    };
  }

  /**
   * Why a step-free search found nothing, when the same search without the preference finds journeys: their stops
   * and lines marked not accessible (at most a few of each). Null when nothing is found either way.
   */
  private whyNoStepFreeJourney(query: PlanQuery): NonNullable<SearchResponse['stepFreeObstacles']> | null {
    const found = this.planner.plan({ ...query, preferences: { ...query.preferences, wheelchair: false } });
    const { stops, trips } = stepFreeObstacles(this.network, found);
    if (stops.length === 0 && trips.length === 0) return null;
    const names = new Map(
      stops.map((s) => [
        this.network.stops.names[s],
        { id: this.network.stops.ids[s], name: this.network.stops.names[s] },
      ]),
    );
    const lines = new Map(
      trips.map((t) => [this.network.trips.route[t], lineRef(this.network, this.network.trips.route[t])]),
    );
    return { stops: [...names.values()].slice(0, MAX_OBSTACLES), lines: [...lines.values()].slice(0, MAX_OBSTACLES) };
  }

  /** The journey a summary code names, in full; null when the code is malformed, unknown or stale. */
  detailed(code: string): SearchResponse | null {
    const summary = decodeSummary(code);
    if (!summary) return null;
    const footDuration = this.planner.forwardFootDurations(summary.walkSpeed / 100);
    const rebuilt = rebuildJourney(
      this.network,
      summary,
      footDuration,
      this.planner.predictedRides(summary.serviceDate),
    );
    if (!rebuilt) return null;
    const ends = {
      from: pointOf(this.network, rebuilt.from, undefined, undefined),
      to: pointOf(this.network, rebuilt.to, undefined, undefined),
      via: rebuilt.via ? pointOf(this.network, rebuilt.via.place, undefined, undefined) : undefined,
    };
    const context = { serviceDate: summary.serviceDate, ends, code, detailed: true, stepFree: summary.stepFree };
    const journey = journeyOf(this.network, rebuilt.journey, context);
    // The same stale-feed notice as the search that found it: the screens showing this journey repeat it.
    const shift = timetableShift(this.network, summary.serviceDate);
    return {
      groups: [{ key: 'detailed', journeys: [journey] }],
      serviceDate: shift?.serviceDate ?? summary.serviceDate,
      ...(shift?.serviceDateShiftedFrom ? { serviceDateShiftedFrom: shift.serviceDateShiftedFrom } : {}),
    };
  }
}
