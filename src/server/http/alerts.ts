import type { Hono } from 'hono';
import { AlertEffect, AlertsQuery, AlertsResponse, type ServiceAlert } from '../../contract/alerts.ts';
import type { Journey } from '../../contract/trip-planner.ts';
import { isLang } from '../../i18n/langs.ts';
import { isAlertActive, pickTranslation } from '../../domain/alert-text.ts';
import { isAbsoluteHttpUrl, safeLinkHref } from '../../domain/safe-link.ts';
import { epochMsToIso } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { RealtimeAlert } from '../realtime/alert-index.ts';
import { alertsInScope, isWide, type AlertScope } from '../realtime/alert-scope.ts';
import type { AppDeps } from './deps.ts';
import { documentRoute } from './openapi.ts';
import {
  areaStops,
  findArea,
  findRoute,
  findStop,
  parseQuery,
  requireNetwork,
  stopRoutes,
} from './transit-presenters.ts';
import { ApiError } from './api-error.ts';

/** GET /api/v1/alerts: the service alerts in force now, for a line, a stop area, a stop point or a trip. */

function scopeOf(network: TransitNetwork, query: AlertsQuery): AlertScope {
  if (query.line) return { kind: 'line', route: findRoute(network, query.line) };
  if (query.trip) {
    const trip = network.lookup.trip.get(query.trip);
    if (trip === undefined) throw new ApiError(404, 'unknown_trip', `Unknown trip: ${query.trip}`);
    return { kind: 'trip', trip, route: network.trips.route[trip] };
  }
  const stops = query.stopArea
    ? areaStops(network, findArea(network, query.stopArea))
    : query.stopPoint
      ? [findStop(network, query.stopPoint)]
      : undefined;
  if (!stops) return { kind: 'all' };
  return { kind: 'stops', stops: new Set(stops), routes: new Set(stops.flatMap((stop) => stopRoutes(network, stop))) };
}

function unique(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}

/**
 * A feed's "more information" link, through the site's one link gate (safe-link.ts): an absolute http(s) address
 * without control characters or a user part (`https://mta.info@evil.example`), else none. A relative one is dropped too:
 * it would name a page of this site, not of the agency.
 */
export function alertLink(url: string | undefined): string | null {
  const safe = safeLinkHref(url);
  return safe && isAbsoluteHttpUrl(safe) ? safe : null;
}

export function presentAlert(network: TransitNetwork, alert: RealtimeAlert, lang: string): ServiceAlert {
  const header = pickTranslation(alert.header, lang);
  const url = pickTranslation(alert.url, lang)?.text;
  const effect = AlertEffect.safeParse(alert.effect);
  return {
    id: alert.id,
    effect: effect.success ? effect.data : 'UNKNOWN_EFFECT',
    cause: alert.cause,
    severity: alert.severity,
    header: header?.text ?? '',
    description: pickTranslation(alert.description, lang)?.text ?? '',
    url: alertLink(url),
    language: header?.language ?? '',
    activePeriods: alert.activePeriods.map((period) => ({
      start: period.startMs !== undefined ? epochMsToIso(network.timezone, period.startMs) : null,
      end: period.endMs !== undefined ? epochMsToIso(network.timezone, period.endMs) : null,
    })),
    lineIds: unique(
      alert.informed.map((e) =>
        e.route !== undefined
          ? network.routes.ids[e.route]
          : e.trip !== undefined
            ? network.routes.ids[network.trips.route[e.trip]]
            : undefined,
      ),
    ),
    stopPointIds: unique(alert.informed.map((e) => (e.stop !== undefined ? network.stops.ids[e.stop] : undefined))),
    tripIds: unique(alert.informed.map((e) => (e.trip !== undefined ? network.trips.ids[e.trip] : undefined))),
    networkWide: alert.informed.some(isWide),
  };
}

/** Alerts in force now within a scope, most severe effects first (no service, then delays, …). */
export function activeAlerts(network: TransitNetwork, deps: AppDeps, scope: AlertScope, lang: string): ServiceAlert[] {
  const view = deps.realtime?.view();
  if (!view) return [];
  const nowMs = Date.now();
  const order = AlertEffect.options;
  return alertsInScope(network, view.alerts, scope)
    .filter((alert) => isAlertActive(alert.activePeriods, nowMs))
    .map((alert) => presentAlert(network, alert, lang))
    .filter((alert) => alert.header || alert.description)
    .sort((a, b) => order.indexOf(a.effect) - order.indexOf(b.effect));
}

/** Alerts in force about a journey's rides: their trips and lines as a whole, and the stops where one boards or alights. */
export function journeyAlerts(network: TransitNetwork, deps: AppDeps, journey: Journey, lang: string): ServiceAlert[] {
  const found = new Map<string, ServiceAlert>();
  for (const section of journey.sections) {
    if (section.type !== 'PUBLIC_TRANSPORT') continue;
    const trip = network.lookup.trip.get(section.tripId);
    const stops = [section.from.id, section.to.id]
      .map((id) => network.lookup.stop.get(id))
      .filter((stop): stop is number => stop !== undefined);
    const scopes: AlertScope[] = [{ kind: 'stops', stops: new Set(stops), routes: new Set() }];
    if (trip !== undefined) scopes.push({ kind: 'trip', trip, route: network.trips.route[trip] });
    for (const scope of scopes)
      for (const alert of activeAlerts(network, deps, scope, lang)) found.set(alert.id, alert);
  }
  return [...found.values()];
}

/** The page language an API caller asks for (Accept-Language's first tag when the site speaks it), else English. */
export function requestLanguage(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? '').split(',')[0].trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : 'en';
}

export function registerAlerts(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/alerts',
    tag: 'network',
    summary:
      'Service alerts in force now (GTFS-realtime), about a line, a stop area, a stop point or a trip (all of them without a filter), in the asked language when the feed translates them',
    query: AlertsQuery,
    response: AlertsResponse,
    errors: { 404: 'Unknown line, stop or trip' },
  });
  app.get('/api/v1/alerts', (c) => {
    const network = requireNetwork(deps);
    const query = parseQuery(c, AlertsQuery);
    return c.json({
      alerts: activeAlerts(network, deps, scopeOf(network, query), query.lang),
    } satisfies AlertsResponse);
  });
}
