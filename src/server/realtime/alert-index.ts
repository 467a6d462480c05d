import type { TransitNetwork } from '../network/model/types.ts';
import { GtfsRealtime, toNumber, type Alert, type FeedEntity, type TranslatedString } from './gtfs-rt.ts';
import { resolveId } from './network-ids.ts';

/** Service alerts of one feed snapshot, their informed entities resolved to network indexes. */

export interface LocalizedText {
  /** BCP 47 language of the text ('' when the feed does not say). */
  language: string;
  text: string;
}

export interface InformedEntity {
  agencyId?: string;
  route?: number;
  stop?: number;
  trip?: number;
  routeType?: number;
  directionId?: number;
}

export interface RealtimeAlert {
  /** `${feedId}:${entity id}`. */
  id: string;
  activePeriods: Array<{ startMs?: number; endMs?: number }>;
  /** GTFS-realtime enum names, e.g. "SIGNIFICANT_DELAYS", "CONSTRUCTION", "WARNING". */
  effect: string;
  cause: string;
  severity: string;
  header: LocalizedText[];
  description: LocalizedText[];
  url: LocalizedText[];
  informed: InformedEntity[];
  /** Informed entities that named something this network does not know (kept out of `informed`). */
  unresolved: number;
}

function texts(value: TranslatedString | null | undefined): LocalizedText[] {
  return (value?.translation ?? [])
    .filter((t) => t.text)
    .map((t) => ({ language: (t.language ?? '').toLowerCase(), text: t.text! }));
}

function enumName(values: Record<string, number | string>, value: number | null | undefined, fallback: string): string {
  const name = value === null || value === undefined ? undefined : values[value];
  return typeof name === 'string' ? name : fallback;
}

function alertOf(network: TransitNetwork, feedId: string, entityId: string, alert: Alert): RealtimeAlert {
  const { lookup } = network;
  const informed: InformedEntity[] = [];
  let unresolved = 0;
  for (const selector of alert.informedEntity ?? []) {
    const entity: InformedEntity = {};
    if (selector.agencyId) entity.agencyId = selector.agencyId;
    if (selector.routeType !== null && selector.routeType !== undefined && Object.hasOwn(selector, 'routeType'))
      entity.routeType = selector.routeType;
    if (Object.hasOwn(selector, 'directionId') && selector.directionId !== null)
      entity.directionId = selector.directionId;
    const route = resolveId(lookup.route, feedId, selector.routeId);
    const stop = resolveId(lookup.stop, feedId, selector.stopId);
    const trip = resolveId(lookup.trip, feedId, selector.trip?.tripId);
    // A stop id naming a station (parent_station) informs every stop point of its area.
    const area = stop === undefined ? resolveId(lookup.area, feedId, selector.stopId) : undefined;
    if (
      (selector.routeId && route === undefined) ||
      (selector.stopId && stop === undefined && area === undefined) ||
      (selector.trip?.tripId && trip === undefined)
    ) {
      unresolved++;
      continue;
    }
    if (route !== undefined) entity.route = route;
    if (trip !== undefined) entity.trip = trip;
    if (stop !== undefined) informed.push({ ...entity, stop });
    else if (area !== undefined) {
      const { stopStart, stops } = network.stopAreas;
      for (let k = stopStart[area]; k < stopStart[area + 1]; k++) informed.push({ ...entity, stop: stops[k] });
    } else informed.push(entity);
  }
  return {
    id: `${feedId}:${entityId}`,
    activePeriods: (alert.activePeriod ?? []).map((period) => {
      const start = toNumber(period.start);
      const end = toNumber(period.end);
      return { startMs: start ? start * 1000 : undefined, endMs: end ? end * 1000 : undefined };
    }),
    effect: enumName(GtfsRealtime.Alert.Effect, alert.effect, 'UNKNOWN_EFFECT'),
    cause: enumName(GtfsRealtime.Alert.Cause, alert.cause, 'UNKNOWN_CAUSE'),
    severity: enumName(GtfsRealtime.Alert.SeverityLevel, alert.severityLevel, 'UNKNOWN_SEVERITY'),
    header: texts(alert.headerText),
    description: texts(alert.descriptionText),
    url: texts(alert.url),
    informed,
    unresolved,
  };
}

export function indexAlerts(network: TransitNetwork, feedId: string, entities: FeedEntity[]): RealtimeAlert[] {
  const alerts: RealtimeAlert[] = [];
  for (const entity of entities) {
    if (!entity.alert || entity.isDeleted) continue;
    const alert = alertOf(network, feedId, entity.id, entity.alert);
    // An alert whose every selector named unknown things informs nothing here: kept out rather than shown network-wide.
    if (alert.informed.length === 0 && alert.unresolved > 0) continue;
    alerts.push(alert);
  }
  return alerts;
}
