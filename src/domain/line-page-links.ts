import type { LinePageQuery } from '../contract/schedules-pages.ts';
import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';

/**
 * Links between states of a line page: each control is a plain link that keeps the other choices, so the page works
 * without JavaScript and every state has its own address. Defaults are left out to keep addresses short.
 */
export function linePageHref(
  lang: Lang,
  lineId: string,
  state: LinePageQuery,
  change: Partial<LinePageQuery> = {},
): string {
  return localizedPath(lang, 'schedules-line-id', { id: lineId }, lineStateQuery(state, change));
}

function lineStateQuery(state: LinePageQuery, change: Partial<LinePageQuery>): Record<string, string | undefined> {
  const next: LinePageQuery = { ...state, ...change };
  return {
    direction: next.direction,
    date: next.date,
    view: next.view === 'week' ? 'week' : undefined,
    band: next.band,
    stops: next.stops,
    expand: next.expand,
  };
}

/** Where a timetable's own links lead instead of the line page (the timetable widget): a path and what it keeps. */
export interface TimetableLinkBase {
  path: string;
  keep: Record<string, string>;
}

/** A timetable state's address on another page than the line page, keeping that page's own parameters. */
export function timetableStateHref(
  base: TimetableLinkBase,
  state: LinePageQuery,
  change: Partial<LinePageQuery> = {},
): string {
  const entries = Object.entries({ ...base.keep, ...lineStateQuery(state, change) }).filter(
    (entry): entry is [string, string] => Boolean(entry[1]),
  );
  return `${base.path}?${new URLSearchParams(entries).toString()}`;
}
