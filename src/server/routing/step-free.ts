import type { TransitNetwork } from '../network/model/types.ts';
import type { PlannedJourney } from './planned-journey.ts';

/**
 * Step-free travel as GTFS defines it: stops' wheelchair_boarding and trips' wheelchair_accessible are 0 for "no
 * information", 1 for accessible, 2 for not accessible (a child stop's 0 already took its parent station's value when
 * the network was compiled). The MTA subway and bus feeds carry no such information at all (only LIRR and Metro-North
 * do), so on NYC a step-free search rides stops and trips of unknown accessibility and says so.
 */
export const ACCESSIBLE = 1;
export const NOT_ACCESSIBLE = 2;

/** Which stops and trips a search may use: all, all but those known not to be accessible, only known accessible. */
export type StepFreeFilter = 'any' | 'possible' | 'known';

export function accessibilityAllowed(flag: number, filter: StepFreeFilter): boolean {
  if (filter === 'any') return true;
  return filter === 'known' ? flag === ACCESSIBLE : flag !== NOT_ACCESSIBLE;
}

/** Per stop: 1 when a search of this filter may board, alight or walk there. */
export function usableStopMask(network: TransitNetwork, filter: StepFreeFilter): Uint8Array {
  const flags = network.stops.wheelchair;
  const mask = new Uint8Array(flags.length);
  for (let s = 0; s < flags.length; s++) mask[s] = accessibilityAllowed(flags[s], filter) ? 1 : 0;
  return mask;
}

/** Whether any stop of the network is known to be accessible (else a known-only search cannot find anything). */
export function hasKnownAccessibleStop(network: TransitNetwork): boolean {
  return network.stops.wheelchair.includes(ACCESSIBLE);
}

const publishingFeeds = new WeakMap<TransitNetwork, Uint8Array>();

/** Per feed: 1 when any of its stops or trips says whether it is accessible (GTFS 1 or 2). */
function feedsPublishingAccessibility(network: TransitNetwork): Uint8Array {
  let feeds = publishingFeeds.get(network);
  if (feeds) return feeds;
  feeds = new Uint8Array(Math.max(1, network.feeds.length));
  const { stops, trips, patterns } = network;
  for (let s = 0; s < stops.count; s++) if (stops.wheelchair[s] !== 0) feeds[stops.feed[s]] = 1;
  for (let t = 0; t < trips.count; t++) {
    if (trips.wheelchair[t] !== 0) feeds[stops.feed[patterns.stops[patterns.stopStart[trips.pattern[t]]]]] = 1;
  }
  publishingFeeds.set(network, feeds);
  return feeds;
}

/**
 * Whether the journeys' stops all belong to feeds that publish no accessibility information (the MTA subway and buses):
 * a step-free search then rides them as unknown, and the answer says the operator does not publish it.
 */
export function accessibilityNotPublished(network: TransitNetwork, journeys: PlannedJourney[]): boolean {
  const feeds = feedsPublishingAccessibility(network);
  const used = journeys.flatMap((journey) => usedPlaces(network, journey).stops);
  return used.length > 0 && used.every((s) => feeds[network.stops.feed[s]] === 0);
}

/** The stops a traveller boards, alights or changes at, and the trips ridden. */
function usedPlaces(network: TransitNetwork, journey: PlannedJourney): { stops: number[]; trips: number[] } {
  const stops: number[] = [];
  const trips: number[] = [];
  const { patterns } = network;
  for (const leg of journey.legs) {
    if (leg.kind === 'ride') {
      const first = patterns.stopStart[leg.pattern];
      stops.push(patterns.stops[first + leg.boardPos], patterns.stops[first + leg.alightPos]);
      trips.push(leg.trip);
    } else if (leg.kind === 'walk') {
      if (leg.from >= 0) stops.push(leg.from);
      if (leg.to >= 0) stops.push(leg.to);
    } else if (leg.stop >= 0) {
      stops.push(leg.stop);
    }
  }
  return { stops, trips };
}

/** 'accessible' when every stop used and every trip ridden is known to be accessible, else 'unknown'. */
export function journeyAccessibility(network: TransitNetwork, journey: PlannedJourney): 'accessible' | 'unknown' {
  const { stops, trips } = usedPlaces(network, journey);
  const known =
    stops.every((s) => network.stops.wheelchair[s] === ACCESSIBLE) &&
    trips.every((t) => network.trips.wheelchair[t] === ACCESSIBLE);
  return known ? 'accessible' : 'unknown';
}

/** What makes journeys found without the step-free preference unusable with it: stops and trips marked not accessible. */
export interface StepFreeObstacles {
  stops: number[];
  trips: number[];
}

export function stepFreeObstacles(network: TransitNetwork, journeys: PlannedJourney[]): StepFreeObstacles {
  const stops = new Set<number>();
  const trips = new Set<number>();
  for (const journey of journeys) {
    const used = usedPlaces(network, journey);
    for (const s of used.stops) if (network.stops.wheelchair[s] === NOT_ACCESSIBLE) stops.add(s);
    for (const t of used.trips) if (network.trips.wheelchair[t] === NOT_ACCESSIBLE) trips.add(t);
  }
  return { stops: [...stops], trips: [...trips] };
}
