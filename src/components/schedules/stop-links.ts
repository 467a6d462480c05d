import type { Lang } from '../../i18n/index.ts';
import { stopPagePath } from '../../domain/stop-page.ts';

/** The stop page (proximity detail) of a stop area: where transfer badges and stop names of line pages lead. */
export function stopPageHref(lang: Lang, stopAreaId: string): string {
  return stopPagePath(lang, 'stopArea', stopAreaId);
}
