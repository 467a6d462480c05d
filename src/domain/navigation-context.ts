import { safeRedirectPath } from './safe-redirect.ts';
import { contextOfRoute, type NavigationContextName } from './route-table.ts';

/** The spec's context store, kept for the browser session (cookie `nav-context`) and used by back links. */
export interface NavigationContext {
  context: NavigationContextName | null;
  lastTripPlannerRoute: string | null;
  lastProximityRoute: string | null;
  lastSchedulesRoute: string | null;
  lineCameFromRoadmap: boolean;
  /** The page shown before this one: name and path with query. */
  previous: { name: string; path: string } | null;
}

export const EMPTY_NAVIGATION_CONTEXT: NavigationContext = {
  context: null,
  lastTripPlannerRoute: null,
  lastProximityRoute: null,
  lastSchedulesRoute: null,
  lineCameFromRoadmap: false,
  previous: null,
};

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
  if (name === 'schedules-line-id' && previous?.path !== path) {
    next.lineCameFromRoadmap = previous?.name === 'trip-planner-roadmap-journeyId';
    // Reached from another context: an older schedules page is not where "back" should go.
    if (previous && contextOfRoute(previous.name) !== 'schedules') next.lastSchedulesRoute = null;
  }
  return next;
}

/** Where the back link of a stop detail or line page goes, or null when nothing was remembered. */
export function backTarget(state: NavigationContext, name: string): string | null {
  if (name === 'schedules-line-id') {
    if (state.lineCameFromRoadmap) return state.lastTripPlannerRoute;
    return state.lastSchedulesRoute ?? state.lastProximityRoute ?? state.lastTripPlannerRoute;
  }
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
    const context = value.context === 'proximity' || value.context === 'schedules' || value.context === 'trip-planner' ? value.context : null;
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
      previous,
    };
  } catch {
    return { ...EMPTY_NAVIGATION_CONTEXT };
  }
}
