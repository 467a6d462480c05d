import { z } from 'zod';
import { LinePageQuery } from './schedules-pages.ts';
import type { QueryProblem } from '../domain/bad-request-detail.ts';
import { brokenParam } from './repeated-param.ts';

/**
 * The widgets' stable interface (docs/widgets.md): `/{lang}/widgets/{kind}?…`. Every parameter is URL-encoded; unknown
 * ones (utm_…, widget=true) are ignored, a known one with a bad value answers the 400 error page. The generator builds
 * these URLs with `src/domain/widget-url.ts` (no zod in the browser); this schema is the rule the server applies.
 */

export const WIDGET_KINDS = ['trip', 'departures', 'timetable'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Partner ids: lowercase words joined by hyphens (they appear in paths: /{lang}/cobranding/demo/{id}). */
export const PARTNER_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Colours as `#rrggbb` only: they go into a style rule, and a fixed shape leaves nothing to escape. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** Network ids as the route table accepts them (subway:127, bus_m:area:400001). */
// GTFS ids are free text; the route table's id rule (route-table.ts) allows the same characters.
const NETWORK_ID = /^[\w.:,|@~+-]{1,200}$/;

const partner = z.string().regex(PARTNER_ID, 'is not a partner id');
const colour = z.string().regex(HEX_COLOUR, 'must be a colour such as #0b5cad');
const networkId = z.string().regex(NETWORK_ID, 'is not a network id');

/** Parameters every widget understands: the partner (framing, campaign, branding) and two colours. */
export const WIDGET_COMMON_PARAMS = {
  partner,
  /** Buttons, links and the board's accents. */
  primary: colour,
  /** The widget's page background. */
  background: colour,
} as const;

/** Per-kind parameters; `stop` and `line` are required by their kind (checked by `widgetQueryProblem`). */
export const WIDGET_KIND_PARAMS = {
  departures: {
    stop: networkId,
    stopType: z.enum(['stopArea', 'stopPoint'], { error: 'must be stopArea or stopPoint' }),
  },
  // The line page's own choices (direction, date, band, stops, expand, view) keep their rules.
  timetable: { line: networkId, ...LinePageQuery.shape },
  // The trip form takes the trip planner's own short parameters (fi, fv, flat, flon, ti, …), checked by page-query.
  trip: {},
} as const satisfies Record<WidgetKind, Record<string, z.ZodType>>;

const REQUIRED: Record<WidgetKind, readonly string[]> = { departures: ['stop'], timetable: ['line'], trip: [] };

export function isWidgetKind(value: unknown): value is WidgetKind {
  return typeof value === 'string' && (WIDGET_KINDS as readonly string[]).includes(value);
}

/** The parameter a widget of this kind needs and lacks, or null. */
export function missingWidgetParam(kind: WidgetKind, params: URLSearchParams): string | null {
  return REQUIRED[kind].find((name) => !params.get(name)) ?? null;
}

export type WidgetParamProblem = QueryProblem;

/** The first broken widget parameter (common, per kind, or a required one missing), or null. */
export function widgetParamsProblem(kind: WidgetKind, params: URLSearchParams): WidgetParamProblem | null {
  const rules: Record<string, z.ZodType> = { ...WIDGET_COMMON_PARAMS, ...WIDGET_KIND_PARAMS[kind] };
  const broken = brokenParam(params, rules);
  if (broken) return broken;
  const missing = missingWidgetParam(kind, params);
  return missing
    ? { param: missing, message: `${missing} is required by the ${kind} widget`, reason: 'required', kind }
    : null;
}

export const WidgetDeparturesQuery = z.object({
  stop: networkId,
  stopType: WIDGET_KIND_PARAMS.departures.stopType.default('stopArea'),
});
export type WidgetDeparturesQuery = z.infer<typeof WidgetDeparturesQuery>;
