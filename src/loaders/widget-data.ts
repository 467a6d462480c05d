import type { AstroGlobal } from 'astro';
import { ssrBffFor } from '../bff-client/ssr-bff.ts';
import { ssrNetworkInfo } from '../bff-client/network-info.ts';
import { WidgetDeparturesQuery, type WidgetKind } from '../contract/widget-params.ts';
import { networkTimeZone } from './trip-screen-data.ts';
import { loadStopPage, type StopPageLoad } from './stop-page-load.ts';
import { loadLinePage, type LinePageData } from './line-page-data.ts';

/**
 * What each widget shows, read by the page before anything renders: the page's response headers (its CSP with the
 * partner's frame-ancestors, the status) are fixed when rendering starts, so no widget component may await.
 */
export type WidgetData =
  | { kind: 'departures'; load: StopPageLoad }
  | { kind: 'timetable'; page: LinePageData }
  | { kind: 'trip'; timeZone: string };

export async function loadWidget(kind: WidgetKind, astro: AstroGlobal): Promise<WidgetData> {
  const timeZone = networkTimeZone(await ssrNetworkInfo());
  if (kind === 'trip') return { kind, timeZone };
  if (kind === 'timetable')
    return { kind, page: await loadLinePage(astro, astro.url.searchParams.get('line') ?? '', astro.locals.lang) };
  const query = WidgetDeparturesQuery.parse(Object.fromEntries(astro.url.searchParams));
  // The widget's own parameters are not the stop page's (date, time, line): the board always shows "now".
  const load = await loadStopPage(
    ssrBffFor(astro),
    query.stopType,
    query.stop,
    new URL(astro.url.pathname, astro.url),
    timeZone,
    astro.locals.lang,
  );
  return { kind, load };
}
