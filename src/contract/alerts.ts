import { z } from 'zod';
import { LANGS } from '../i18n/langs.ts';

/**
 * Service alerts from the GTFS-realtime feeds (GET /api/v1/alerts): the ones in force now about a line, a stop area,
 * a stop point or a trip (or all of them), with their text in the asked language when the feed translates it.
 */

const Id = z.string().min(1).max(200);

export const AlertsQuery = z.object({
  line: Id.optional(),
  stopArea: Id.optional(),
  stopPoint: Id.optional(),
  trip: Id.optional(),
  /** Page language; the feed's default text (else English, else any) when it has no translation in it. */
  lang: z.enum(LANGS).default('en'),
});
export type AlertsQuery = z.infer<typeof AlertsQuery>;

export const AlertEffect = z.enum([
  'NO_SERVICE',
  'REDUCED_SERVICE',
  'SIGNIFICANT_DELAYS',
  'DETOUR',
  'ADDITIONAL_SERVICE',
  'MODIFIED_SERVICE',
  'OTHER_EFFECT',
  'UNKNOWN_EFFECT',
  'STOP_MOVED',
  'NO_EFFECT',
  'ACCESSIBILITY_ISSUE',
]);
export type AlertEffect = z.infer<typeof AlertEffect>;

export const ServiceAlert = z.object({
  id: z.string(),
  /** GTFS-realtime enum names. */
  effect: AlertEffect,
  cause: z.string(),
  severity: z.string(),
  header: z.string(),
  description: z.string(),
  /** Sanitized http(s) link for more, or null. */
  url: z.string().nullable(),
  /** Language of the header text chosen ('' when the feed does not tag it). */
  language: z.string(),
  activePeriods: z.array(z.object({ start: z.string().nullable(), end: z.string().nullable() })),
  /** What it is about, as network ids. */
  lineIds: z.array(z.string()),
  stopPointIds: z.array(z.string()),
  tripIds: z.array(z.string()),
  /** About a whole agency or mode rather than named lines, stops or trips (the banner strip shows these). */
  networkWide: z.boolean(),
});
export type ServiceAlert = z.infer<typeof ServiceAlert>;

export const AlertsResponse = z.object({
  alerts: z.array(ServiceAlert),
});
export type AlertsResponse = z.infer<typeof AlertsResponse>;
