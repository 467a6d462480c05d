import type { TFunction } from 'i18next';
import { dayMarker, daysAfter, formatClock } from '../../domain/trip-format.ts';

export interface JourneyTimeProps {
  iso: string;
  /** The trip's first moment: a time on a later calendar day gets a "+1" marker. */
  base: string;
  locale: string;
  timeZone: string;
  t: TFunction;
}

/** A clock time in the network's zone, with "+1" (and a spoken "next day") when it falls after midnight of the base day. */
export function JourneyTime({ iso, base, locale, timeZone, t }: JourneyTimeProps) {
  const days = daysAfter(base, iso, timeZone);
  return (
    <time dateTime={iso}>
      {formatClock(iso, locale, timeZone)}
      {days > 0 ? (
        <>
          <sup className="day-marker" aria-hidden="true">
            {dayMarker(days)}
          </sup>
          <span className="sr-only"> ({t('tripInfo.dayLater', { count: days })})</span>
        </>
      ) : null}
    </time>
  );
}
