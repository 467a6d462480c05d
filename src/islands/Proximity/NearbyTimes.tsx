import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyRun } from '../../contract/nearby.ts';
import { liveTimes, type NearbyTime } from './nearby-times.ts';

export interface NearbyTimesProps {
  times: NearbyTime[];
  headsign: string;
  /** The trip page of a run; without it (or without the run) a time is plain text. */
  tripHref?: (run: NearbyRun) => string;
}

/** "4 min live, 12 min": each time a link to its run's trip page, the realtime word kept inside the link. */
export function NearbyTimes({ times, headsign, tripHref }: NearbyTimesProps) {
  const { t } = useTranslation();
  const liveWord = t('realtime.board.live');
  return times.map((time, i) => {
    const words = liveTimes([time.text], [time.live], (text) => text, liveWord);
    return (
      <Fragment key={i}>
        {i > 0 && ', '}
        {time.run && tripHref ? (
          <a
            href={tripHref(time.run)}
            className="nearby-time__trip"
            data-testid="nearby-trip-link"
            aria-label={t('tripRun.followLabel', { time: words, headsign })}
          >
            {words}
          </a>
        ) : (
          words
        )}
      </Fragment>
    );
  });
}
