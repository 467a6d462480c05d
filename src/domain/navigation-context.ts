import { safeRedirectPath } from './safe-redirect.ts';
import { contextOfRoute, type NavigationContextName } from './route-table.ts';

/** The spec's context store, kept for the browser session (cookie `nav-context`) and used by back links. */
export interface NavigationContext {
  context: NavigationContextName | null;
  lastTripPlannerRoute: string | null;
  lastProximityRoute: string | null;
  lastSchedulesRoute: string | null;
  lineCameFromRoadmap: boolean;
  /** The context of the page a stop detail or line page was entered from: its back link returns to that context. */
  detailCameFrom: NavigationContextName | null;
  /** The page shown before this one: name and path with query. */
  previous: { name: string; path: string } | null;
}

export const EMPTY_NAVIGATION_CONTEXT: NavigationContext = {
  context: null,
  lastTripPlannerRoute: null,
  lastProximityRoute: null,
  lastSchedulesRoute: null,
  lineCameFromRoadmap: false,
  detailCameFrom: null,
  previous: null,
};

/** The pages with a back link: a stop detail and a line timetable. */
const DETAIL_ROUTES = new Set(['proximity-type-id', 'schedules-line-id']);

const LAST_ROUTE_OF = {
  'trip-planner': 'lastTripPlannerRoute',
  proximity: 'lastProximityRoute',
  schedules: 'lastSchedulesRoute',
} as const satisfies Record<NavigationContextName, keyof NavigationContext>;

/**
 * The context after showing route `name` at `path` (path + query). Leaving a context remembers the page left, so a stop
 * detail or line page can link back to it; entering the trip-planner context (or home) clears the remembered
 * trip-planner route (spec section 2, context tracking by route name).
 */
export function nextNavigationContext(state: NavigationContext, name: string, path: string): NavigationContext {
  const next: NavigationContext = { ...state, previous: { name, path } };
  const previous = state.previous;
  // Another state of the same page (a line page's direction, date or band): not a place to go back to.
  const pathname = (full: string) => full.split('?')[0];
  if (previous && pathname(previous.path) === pathname(path)) return next;
  if (previous && previous.path !== path) {
    const left = contextOfRoute(previous.name);
    if (left === 'trip-planner' && previous.name !== 'index') next.lastTripPlannerRoute = previous.path;
    if (left === 'proximity') next.lastProximityRoute = previous.path;
    if (left === 'schedules') next.lastSchedulesRoute = previous.path;
  }
  const entered = contextOfRoute(name);
  if (entered) next.context = entered;
  if (entered === 'trip-planner') next.lastTripPlannerRoute = null;
  // Each context's last page is remembered, the oldest possibly from long ago: the back link follows the way the
  // visitor actually came (a line page's stop, the results), not the first remembered context that is set.
  if (DETAIL_ROUTES.has(name)) next.detailCameFrom = previous ? contextOfRoute(previous.name) : null;
  if (name === 'schedules-line-id' && previous?.path !== path) {
    next.lineCameFromRoadmap = previous?.name === 'trip-planner-roadmap-journeyId';
    // Reached from another context: an older schedules page is not where "back" should go.
    if (previous && contextOfRoute(previous.name) !== 'schedules') next.lastSchedulesRoute = null;
  }
  return next;
}

/** Where the back link of a stop detail or line page goes, or null when nothing was remembered. */
export function backTarget(state: NavigationContext, name: string): string | null {
  if (name === 'schedules-line-id' && state.lineCameFromRoadmap) return state.lastTripPlannerRoute;
  // Reached from a page of a context (home included, which remembers no page): back to that context's last page.
  if (DETAIL_ROUTES.has(name) && state.detailCameFrom) return state[LAST_ROUTE_OF[state.detailCameFrom]];
  if (name === 'schedules-line-id')
    return state.lastSchedulesRoute ?? state.lastProximityRoute ?? state.lastTripPlannerRoute;
  if (name === 'proximity-type-id') return state.lastProximityRoute ?? state.lastTripPlannerRoute;
  return null;
}

/** Parses the cookie value; anything malformed starts a fresh context. */
export function parseNavigationContext(raw: string | undefined): NavigationContext {
  if (!raw) return { ...EMPTY_NAVIGATION_CONTEXT };
  try {
    const value = JSON.parse(raw) as Partial<NavigationContext>;
    // A cookie can be planted (a sibling subdomain): only same-origin paths become back links.
    const path = (p: unknown) => (typeof p === 'string' && safeRedirectPath(p, '') === p ? p : null);
    const contextName = (name: unknown) =>
      name === 'proximity' || name === 'schedules' || name === 'trip-planner' ? name : null;
    const context = contextName(value.context);
    const previous =
      value.previous && typeof value.previous.name === 'string' && path(value.previous.path)
        ? { name: value.previous.name, path: value.previous.path }
        : null;
    return {
      context,
      lastTripPlannerRoute: path(value.lastTripPlannerRoute),
      lastProximityRoute: path(value.lastProximityRoute),
      lastSchedulesRoute: path(value.lastSchedulesRoute),
      lineCameFromRoadmap: value.lineCameFromRoadmap === true,
      detailCameFrom: contextName(value.detailCameFrom),
      previous,
    };
  } catch {
    return { ...EMPTY_NAVIGATION_CONTEXT };
  }
}
