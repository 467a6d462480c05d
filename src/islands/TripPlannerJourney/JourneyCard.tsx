import type { Journey } from '../../contract/trip-planner.ts';
import { formatClock, formatDistance, formatDuration } from '../../domain/trip-format.ts';
import type { TFunction } from 'i18next';
import { LineBadge } from './LineBadge.tsx';

export interface JourneyCardProps {
  journey: Journey;
  locale: string;
  timeZone: string;
  t: TFunction;
}

/** Times, duration, transfers, walking and line badges of one journey. */
export function JourneySummary({ journey, locale, timeZone, t }: JourneyCardProps) {
  const transit = journey.sections.filter((s) => s.type === 'PUBLIC_TRANSPORT');
  return (
    <span className="journey-summary">
      <span className="journey-summary__times">
        <time dateTime={journey.departureDateTime}>{formatClock(journey.departureDateTime, locale, timeZone)}</time>
        <span aria-hidden="true"> → </span>
        <span className="sr-only">{t('tripPlanner.to')} </span>
        <time dateTime={journey.arrivalDateTime}>{formatClock(journey.arrivalDateTime, locale, timeZone)}</time>
        <span className="journey-summary__duration">{formatDuration(journey.duration, locale)}</span>
      </span>
      <span className="journey-summary__lines">
        {transit.length === 0 ? <span>{t('tripPlanner.walkOnly')}</span> : null}
        {transit.map((section, index) => (
          <span key={index} className="journey-summary__leg">
            {index > 0 ? <span aria-hidden="true" className="journey-summary__chevron">›</span> : null}
            <LineBadge line={section.line} label={t('tripPlanner.lineLabel', { code: section.line.code, name: section.line.name })} />
          </span>
        ))}
      </span>
      <span className="journey-summary__facts">
        <span>{t('tripPlanner.transfers', { count: journey.transfers })}</span>
        {journey.accessibility === 'unknown' ? <span className="accessibility-unknown">{t('stepFree.unknown')}</span> : null}
        {journey.walkingDistance > 0 ? (
          <span>{t('tripPlanner.walking', { distance: formatDistance(journey.walkingDistance, locale), duration: formatDuration(journey.walkingDuration, locale) })}</span>
        ) : null}
      </span>
    </span>
  );
}
