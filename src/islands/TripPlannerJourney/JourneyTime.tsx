import type { TFunction } from 'i18next';
import { dayMarker, daysAfter, formatStopClock } from '../../domain/trip-format.ts';

export interface JourneyTimeProps {
  iso: string;
  /** The trip's first moment: a time on a later calendar day gets a "+1" marker. */
  base: string;
  locale: string;
  timeZone: string;
  /** The zone of the time's stop where it is not the network's: read on that clock, the zone named. */
  zone?: string;
  /** The zone of the base's stop where it is not the network's. */
  baseZone?: string;
  t: TFunction;
}

/** A clock time in the network's zone (a stop's own zone named), with "+1" (and a spoken "next day") when it falls after midnight of the base day. */
export function JourneyTime({ iso, base, locale, timeZone, zone, baseZone, t }: JourneyTimeProps) {
  const days = daysAfter(base, iso, timeZone, { base: baseZone, at: zone });
  return (
    <time dateTime={iso}>
      {formatStopClock(iso, locale, timeZone, zone)}
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
