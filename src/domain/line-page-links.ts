import type { LinePageQuery } from '../contract/schedules-pages.ts';
import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';

/**
 * Links between states of a line page: each control is a plain link that keeps the other choices, so the page works
 * without JavaScript and every state has its own address. Defaults are left out to keep addresses short.
 */
export function linePageHref(lang: Lang, lineId: string, state: LinePageQuery, change: Partial<LinePageQuery> = {}): string {
  const next: LinePageQuery = { ...state, ...change };
  return localizedPath(lang, 'schedules-line-id', { id: lineId }, {
    direction: next.direction,
    date: next.date,
    view: next.view === 'week' ? 'week' : undefined,
    band: next.band,
    stops: next.stops,
    expand: next.expand,
  });
}
