import type { TFunction } from 'i18next';
import type { SearchResponse } from '../../contract/trip-planner.ts';

/**
 * Why a step-free search found nothing: the journeys found without the preference use stops or vehicles marked not
 * wheelchair accessible. (The generic "no journey" advice is the results list's own.)
 */
export function StepFreeNotice({
  obstacles,
  t,
  locale,
}: {
  obstacles: NonNullable<SearchResponse['stepFreeObstacles']>;
  t: TFunction;
  locale: string;
}) {
  const list = (names: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return (
    <div className="notice notice--warning step-free-notice">
      <p>{t('stepFree.noJourney')}</p>
      <ul>
        {obstacles.stops.length ? (
          <li>{t('stepFree.stops', { list: list(obstacles.stops.map((s) => s.name)) })}</li>
        ) : null}
        {obstacles.lines.length ? (
          <li>{t('stepFree.lines', { list: list(obstacles.lines.map((l) => l.code)) })}</li>
        ) : null}
      </ul>
      <p>{t('stepFree.retry')}</p>
    </div>
  );
}
