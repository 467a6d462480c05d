import type { Journey } from '../../contract/trip-planner.ts';
import type { PriceRounding } from '../../domain/price-format.ts';
import { formatDistance, formatDuration, journeyEndZones } from '../../domain/trip-format.ts';
import type { TFunction } from 'i18next';
import { LineBadge } from './LineBadge.tsx';
import { JourneyTime } from './JourneyTime.tsx';
import { JourneyRealtimeSummary } from './JourneyRealtime.tsx';
import { JourneyPrice } from './JourneyPrice.tsx';

export interface JourneyCardProps {
  journey: Journey;
  locale: string;
  timeZone: string;
  t: TFunction;
  /** The day times count from ("+1" markers): the searched time on lists, else the journey's departure. */
  base?: string;
  /** The site's price rounding (priceRounding). */
  rounding?: PriceRounding;
}

/** Times, duration, price, transfers, walking and line badges of one journey. */
export function JourneySummary({
  journey,
  locale,
  timeZone,
  t,
  base = journey.departureDateTime,
  rounding,
}: JourneyCardProps) {
  const ends = journeyEndZones(journey);
  // A searched time (lists) is the network's; the journey's own departure reads on its first stop's clock.
  const clock = {
    base,
    baseZone: base === journey.departureDateTime ? ends.departure : undefined,
    locale,
    timeZone,
    t,
  };
  const transit = journey.sections.filter((s) => s.type === 'PUBLIC_TRANSPORT');
  return (
    <span className="journey-summary">
      <span className="journey-summary__times">
        <JourneyTime iso={journey.departureDateTime} zone={ends.departure} {...clock} />
        <span aria-hidden="true"> → </span>
        <span className="sr-only">{t('tripPlanner.to')} </span>
        <JourneyTime iso={journey.arrivalDateTime} zone={ends.arrival} {...clock} />
        <span className="journey-summary__duration">{formatDuration(journey.duration, locale)}</span>
      </span>
      <span className="journey-summary__lines">
        {transit.length === 0 ? <span>{t('tripPlanner.walkOnly')}</span> : null}
        {transit.map((section, index) => (
          <span key={index} className="journey-summary__leg">
            {index > 0 ? (
              <span aria-hidden="true" className="journey-summary__chevron">
                ›
              </span>
            ) : null}
            <LineBadge
              line={section.line}
              label={t('tripPlanner.lineLabel', { code: section.line.code, name: section.line.name })}
            />
          </span>
        ))}
      </span>
      <span className="journey-summary__facts">
        <JourneyPrice fare={journey.fare} locale={locale} rounding={rounding} t={t} />
        <span>
          {journey.transfers === 0 && transit.length > 0
            ? t('tripInfo.direct')
            : t('tripPlanner.transfers', { count: journey.transfers })}
        </span>
        {journey.accessibility === 'unknown' ? (
          <span className="accessibility-unknown">{t('stepFree.unknown')}</span>
        ) : null}
        {journey.walkingDistance > 0 ? (
          <span>
            {t('tripPlanner.walking', {
              distance: formatDistance(journey.walkingDistance, locale),
              duration: formatDuration(journey.walkingDuration, locale),
            })}
          </span>
        ) : null}
      </span>
      <JourneyRealtimeSummary journey={journey} locale={locale} timeZone={timeZone} t={t} />
    </span>
  );
}
