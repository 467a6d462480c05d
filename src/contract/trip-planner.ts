import { z } from 'zod';
import { JourneyRealtime, SectionRealtime } from './realtime.ts';
import { ServiceAlert } from './alerts.ts';

/**
 * Trip planner calls (spec section 7): search, detailed journey, preferences template, bike-sharing availability.
 * Date-times are ISO 8601; without an offset they are read in the network's time zone. Answers carry the offset.
 */

export const TRANSIT_MODES = [
  'tram',
  'metro',
  'rail',
  'bus',
  'ferry',
  'cableTram',
  'aerialLift',
  'funicular',
  'trolleybus',
  'monorail',
  'coach',
] as const;
export const TransitModeSchema = z.enum(TRANSIT_MODES);

export const WALKING_SPEEDS = { SLOW: 0.8, NORMAL: 1.12, FAST: 1.5 } as const;
export const MAX_WALKING_DISTANCES = { SHORT: 400, MEDIUM: 800, LONG: 1500 } as const;

/**
 * Values a preference can send: a criterion's key or a toggle's state. Unknown names are dropped (never passed on: a
 * body could nest thousands of levels under one).
 */
export const ItineraryOptions = z.object({
  walkingSpeed: z.enum(['SLOW', 'NORMAL', 'FAST']).optional(),
  maxWalkingDistance: z.enum(['SHORT', 'MEDIUM', 'LONG']).optional(),
  fewerTransfers: z.boolean().optional(),
  wheelchair: z.boolean().optional(),
});
export type ItineraryOptions = z.infer<typeof ItineraryOptions>;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const ViaPlace = z.object({
  id: z.string().optional(),
  value: z.string().optional(),
  lat: latitude.optional(),
  lon: longitude.optional(),
  /** Minutes to stay at the via place before going on. */
  minimumStay: z.coerce.number().int().min(0).max(720).optional(),
});
export type ViaPlace = z.infer<typeof ViaPlace>;

/** tripType: '0' simple, '1' full (outbound and return), '2' the return leg of a full trip. */
export const TripType = z.enum(['0', '1', '2']);

export const TripRequest = z
  .object({
    fromId: z.string().optional(),
    fromValue: z.string().optional(),
    fromLat: latitude.optional(),
    fromLon: longitude.optional(),
    toId: z.string().optional(),
    toValue: z.string().optional(),
    toLat: latitude.optional(),
    toLon: longitude.optional(),
    tripType: TripType.default('0'),
    departureDateTime: z.string().optional(),
    arrivalDateTime: z.string().optional(),
    returnDateTime: z.string().optional(),
    via: z.array(ViaPlace).max(1).optional(),
    itineraryOptions: ItineraryOptions.optional(),
    excludedModes: z.array(TransitModeSchema).optional(),
    /** Return search: plan the way back from the arrival place of this outbound journey. */
    previousJourneySummaryCode: z.string().optional(),
    /** Range search window in minutes after the departure (later departures); 0 = the earliest only. */
    rangeMinutes: z.coerce.number().int().min(0).max(240).optional(),
  })
  // Unknown keys are dropped: only the fields above reach the planner and its in-flight key.
  .strip();
export type TripRequest = z.infer<typeof TripRequest>;

export const DetailedRequest = z.object({
  tripType: z.literal('0').default('0'),
  journeySummaryCode: z.string().min(1),
});
export type DetailedRequest = z.infer<typeof DetailedRequest>;

/**
 * Step-free searches only: whether a stop (or a ride's vehicle, or a whole journey) is known to be wheelchair
 * accessible, or its operator gives no information (GTFS 0). Known inaccessible ones are never part of the answer.
 */
export const Accessibility = z.enum(['accessible', 'unknown']);

export const PointRef = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** stopPoint, stopArea or the request's own place (address, user_position, …). */
  type: z.string(),
  accessibility: Accessibility.optional(),
  /** A stop's own IANA zone where it differs from the network's (GTFS stop_timezone): its times carry that offset. */
  timezone: z.string().optional(),
});
export type PointRef = z.infer<typeof PointRef>;

export const LineRef = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
});
export type LineRef = z.infer<typeof LineRef>;

/** [lat, lon] pairs. */
export const Geometry = z.array(z.tuple([z.number(), z.number()]));

export const IntermediateStop = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  arrivalDateTime: z.string(),
  departureDateTime: z.string(),
  /** The stop's own IANA zone where it differs from the network's: its times carry that offset. */
  timezone: z.string().optional(),
});

export const PublicTransportSection = z.object({
  type: z.literal('PUBLIC_TRANSPORT'),
  mode: TransitModeSchema,
  line: LineRef,
  direction: z.string(),
  headsign: z.string(),
  tripId: z.string(),
  /** The date the run starts on (its trip page's date): the day before for a run boarded after midnight. */
  runDate: z.string().optional(),
  from: PointRef,
  to: PointRef,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.number(),
  intermediateStops: z.array(IntermediateStop),
  geometry: Geometry,
  /** The vehicle (trip), step-free searches only. */
  accessibility: Accessibility.optional(),
  /** What the realtime feed says of this ride; absent: timetable only. Departure/arrival times above stay scheduled. */
  realtime: SectionRealtime.optional(),
});

export const WalkingSection = z.object({
  type: z.literal('WALKING'),
  from: PointRef,
  to: PointRef,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.number(),
  distance: z.number(),
  geometry: Geometry,
});

/** A change of vehicle inside one stop (its minimum change time) or between stops of one area. */
export const TransferSection = z.object({
  type: z.literal('TRANSFER'),
  from: PointRef,
  to: PointRef,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.number(),
});

export const WaitSection = z.object({
  type: z.literal('WAIT'),
  at: PointRef,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.number(),
});

export const JourneySection = z.discriminatedUnion('type', [
  PublicTransportSection,
  WalkingSection,
  TransferSection,
  WaitSection,
]);
export type JourneySection = z.infer<typeof JourneySection>;

export const Money = z
  .object({
    /** Minor units (cents). */
    amount: z.number().int(),
    /** ISO 4217 code, e.g. USD. */
    currency: z.string(),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

export const LegFare = z.object({
  /** Index into the journey's sections of the ride this price belongs to. */
  section: z.number().int(),
  /** Paid when boarding this ride: its fare, a transfer's step-up, or 0 for a free transfer; null when unknown. */
  price: Money.nullable(),
  /** The fare product (its name in the fare table), null when unknown. */
  product: z.string().nullable(),
  /** True when the ride continues a fare paid on an earlier ride. */
  transfer: z.boolean(),
});
export type LegFare = z.infer<typeof LegFare>;

export const JourneyFare = z
  .object({
    /** The journey's price for the default rider category (adult); null when any ride's fare is unknown. */
    total: Money.nullable(),
    /** One entry per public-transport section, in order. */
    legs: z.array(LegFare),
    /** False when a ride's fare cannot be determined ("fare unknown"): then there is no total, never a partial one. */
    complete: z.boolean(),
    /** gtfs: the feed's own fares; operator: the operator's fare table; mixed: both; null: no fares at all. */
    source: z.enum(['gtfs', 'operator', 'mixed']).nullable(),
    /** The rider category priced, when the fare table has several (e.g. "Adult"); null otherwise. */
    riderCategory: z.string().nullable(),
  })
  .meta({ id: 'JourneyFare' })
  .describe('The price of a journey: the cheapest valid combination of fares for its rides, transfers honoured.');
export type JourneyFare = z.infer<typeof JourneyFare>;

export const Journey = z.object({
  id: z.string(),
  journeySummaryCode: z.string(),
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  transfers: z.number(),
  walkingDistance: z.number(),
  walkingDuration: z.number(),
  modes: z.array(TransitModeSchema),
  sections: z.array(JourneySection),
  isDetailedTrip: z.boolean(),
  /** Step-free searches only: 'unknown' when a stop or vehicle of the journey has no accessibility information. */
  accessibility: Accessibility.optional(),
  /** Realtime warnings and alerts; absent without a realtime feed. */
  realtime: JourneyRealtime.optional(),
  /** The journey's price; absent for a journey on foot only (or from a backend that prices nothing). */
  fare: JourneyFare.optional(),
});
export type Journey = z.infer<typeof Journey>;

export const JourneyGroup = z.object({
  /** What the journeys of the group share, e.g. "fastest", "fewest-transfers", "later". */
  key: z.string(),
  journeys: z.array(Journey),
});

export const SearchResponse = z.object({
  groups: z.array(JourneyGroup),
  /** The timetable day used; with serviceDateShiftedFrom when the asked date lay outside the feed (stale feed). */
  serviceDate: z.string().optional(),
  serviceDateShiftedFrom: z.string().optional(),
  /**
   * A step-free search that found nothing although journeys exist without the preference: the stops and lines of
   * those journeys marked not wheelchair accessible (GTFS 2), which is why they were left out.
   */
  stepFreeObstacles: z
    .object({ stops: z.array(z.object({ id: z.string(), name: z.string() })), lines: z.array(LineRef) })
    .optional(),
  /** Service alerts in force about the journeys' lines, stops and trips, in the asked language (Accept-Language). */
  alerts: z.array(ServiceAlert).optional(),
  /**
   * Step-free searches only: true when the operators of the answer's stops publish no accessibility information at all
   * (no stop or trip of their feeds says accessible or not): the preference could not change the answer.
   */
  accessibilityNotPublished: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const DetailedResponse = SearchResponse.extend({});
export type DetailedResponse = z.infer<typeof DetailedResponse>;

export const PreferenceOption = z.object({
  id: z.string(),
  type: z.enum(['criterion', 'mode', 'toggle']),
  criteria: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  selectedKey: z.string().optional(),
  selected: z.boolean().optional(),
  modes: z.array(TransitModeSchema).optional(),
  bodyParam: z.object({ name: z.string() }).optional(),
});

export const PreferencesTemplate = z.object({
  sections: z.array(z.object({ sectionKey: z.string(), options: z.array(PreferenceOption) })),
});
export type PreferencesTemplate = z.infer<typeof PreferencesTemplate>;
