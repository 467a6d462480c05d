import type { Lang } from '../i18n/index.ts';
import { localizedPath } from './route-table.ts';

/**
 * The stop and place page `/{lang}/proximity/{type}/{id}`: `stopArea` is a station or a street stop (both sides), what the
 * map, the nearby list, line pages and the sitemap link to; `stopPoint` is one platform or one side of the street, what a
 * stop-point favourite links to. Ids are the network's own (`subway:127`, `bus_m:area:400001`).
 */
export const STOP_PAGE_TYPES = ['stopArea', 'stopPoint'] as const;
export type StopPageType = (typeof STOP_PAGE_TYPES)[number];

export function isStopPageType(value: string): value is StopPageType {
  return (STOP_PAGE_TYPES as readonly string[]).includes(value);
}

/** The page's path, the id's colons left readable (`subway:127`): the same path as its canonical link. */
export function stopPagePath(lang: Lang, type: StopPageType, id: string): string {
  return localizedPath(lang, 'proximity-type-id', { type, id });
}
