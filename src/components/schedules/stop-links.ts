import type { Lang } from '../../i18n/index.ts';
import { localizedPath } from '../../domain/route-table.ts';

/** The stop page (proximity detail) of a stop area: where transfer badges and stop names of line pages lead. */
export function stopPageHref(lang: Lang, stopAreaId: string): string {
  return localizedPath(lang, 'proximity-type-id', { type: 'stopArea', id: stopAreaId });
}
