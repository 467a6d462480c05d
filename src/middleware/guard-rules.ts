import { localizedPath, type RouteDef } from '../domain/route-table.ts';
import { safeRedirectPath } from '../domain/safe-redirect.ts';
import { internalHref, isWidgetQuery } from '../domain/internal-link.ts';
import type { Lang } from '../i18n/index.ts';
import { canRestoreTripRoute } from './trip-restore.ts';
import { isFormSubmission } from '../domain/trip-form-fields.ts';
import { JOURNEY_UNAVAILABLE_PARAM } from '../domain/journey-unavailable.ts';

/** Trip-planner pages that only make sense with a chosen journey; redirected to the results when not restorable. */
const JOURNEY_DETAIL_ROUTES = new Set([
  'trip-planner-preview',
  'trip-planner-summary',
  'trip-planner-returns',
  'trip-planner-return-preview',
  'trip-planner-return-summary',
  'trip-planner-roadmap-journeyId',
]);

export interface GuardInput {
  lang: Lang;
  route: RouteDef;
  url: URL;
  signedIn: boolean;
}

/** Where the navigation rules of spec section 2 send this request, or null to show the page. */
export function guardRedirect({ lang, route, url, signedIn }: GuardInput): string | null {
  const widget = isWidgetQuery(url.searchParams);
  if (route.needsAuth && !signedIn) {
    // The requested path already carries widget=true when framed; the home page in between must stay chrome-less too
    // (the spec's root path, with widget mode kept the way every internal link keeps it).
    const query = new URLSearchParams({ redirect: `${url.pathname}${url.search}` });
    return internalHref(`/?${query.toString()}`, widget);
  }
  if (route.name === 'index' && signedIn && url.searchParams.has('redirect')) {
    // After login the visitor comes back signed in: follow the redirect, same-origin paths only.
    const target = safeRedirectPath(
      url.searchParams.get('redirect'),
      internalHref(localizedPath(lang, 'index'), widget),
    );
    return target === `${url.pathname}${url.search}` ? null : target;
  }
  if (route.name.startsWith('trip-planner')) {
    // The trip form sent without JavaScript names its places as text: the results page finds them (no fi yet).
    const typedSearch = route.name === 'trip-planner-results' && isFormSubmission(url.searchParams);
    if (!url.searchParams.get('fi') && !typedSearch) {
      // A roadmap link without its search (an old or hand-made one) goes home too (spec), saying the journey is gone.
      const home = localizedPath(lang, 'index');
      return internalHref(
        route.name === 'trip-planner-roadmap-journeyId' ? `${home}?${JOURNEY_UNAVAILABLE_PARAM}=1` : home,
        widget,
      );
    }
    if (JOURNEY_DETAIL_ROUTES.has(route.name) && !canRestoreTripRoute(route.name, url)) {
      const gone = route.name === 'trip-planner-roadmap-journeyId' && !url.searchParams.has(JOURNEY_UNAVAILABLE_PARAM);
      return `${localizedPath(lang, 'trip-planner-results')}${url.search}${gone ? `&${JOURNEY_UNAVAILABLE_PARAM}=1` : ''}`;
    }
  }
  return null;
}
