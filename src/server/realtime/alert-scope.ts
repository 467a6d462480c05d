import type { TransitNetwork } from '../network/model/types.ts';
import type { InformedEntity, RealtimeAlert } from './alert-index.ts';

/**
 * Which alerts concern a page: a line (its route, its trips, agency- or mode-wide alerts covering it), some stops (the
 * stops, the lines serving them as a whole, wide alerts covering those lines), or one trip.
 */
export type AlertScope =
  | { kind: 'all' }
  | { kind: 'line'; route: number }
  | { kind: 'stops'; stops: Set<number>; routes: Set<number> }
  | { kind: 'trip'; trip: number; route: number };

/** About a whole agency or mode (no route, stop or trip named). */
export function isWide(entity: InformedEntity): boolean {
  return entity.route === undefined && entity.stop === undefined && entity.trip === undefined;
}

function agencyMatches(network: TransitNetwork, route: number, agencyId: string): boolean {
  const id = network.agencies.ids[network.routes.agency[route]] ?? '';
  return id === agencyId || id.endsWith(`:${agencyId}`);
}

/** A wide entity covers a route when its agency and mode (those it names) are the route's. */
function wideCovers(network: TransitNetwork, entity: InformedEntity, route: number): boolean {
  if (entity.agencyId !== undefined && !agencyMatches(network, route, entity.agencyId)) return false;
  if (entity.routeType !== undefined && network.routes.routeType[route] !== entity.routeType) return false;
  return entity.agencyId !== undefined || entity.routeType !== undefined;
}

function matches(network: TransitNetwork, entity: InformedEntity, scope: AlertScope): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'line':
      if (isWide(entity)) return wideCovers(network, entity, scope.route);
      if (entity.route !== undefined) return entity.route === scope.route;
      return entity.trip !== undefined && entity.stop === undefined && network.trips.route[entity.trip] === scope.route;
    case 'stops':
      if (entity.stop !== undefined) return scope.stops.has(entity.stop);
      if (isWide(entity)) return [...scope.routes].some((route) => wideCovers(network, entity, route));
      return entity.trip === undefined && entity.route !== undefined && scope.routes.has(entity.route);
    case 'trip':
      if (entity.trip !== undefined) return entity.trip === scope.trip;
      if (isWide(entity)) return wideCovers(network, entity, scope.route);
      return entity.stop === undefined && entity.route === scope.route;
  }
}

export function alertsInScope(network: TransitNetwork, alerts: RealtimeAlert[], scope: AlertScope): RealtimeAlert[] {
  return alerts.filter((alert) => alert.informed.some((entity) => matches(network, entity, scope)));
}
