import { useTranslation } from 'react-i18next';
import type { NearbyDeparture, NearbyRun } from '../../contract/nearby.ts';
import { formatDistance } from '../../domain/trip-format.ts';
import { LineCodeBadge } from '../StopPage/LineCodeBadge.tsx';
import { useNearbyTimes } from './nearby-times.ts';
import { NearbyTimes } from './NearbyTimes.tsx';
import { ShiftedMark } from './ShiftedNotice.tsx';

export interface DeparturesNearYouProps {
  departures: NearbyDeparture[];
  timeZone: string;
  locale: string;
  nowMs: number;
  stopHref: (id: string) => string;
  /** The trip page of one departure's run. */
  tripHref?: (run: NearbyRun) => string;
}

/** How many rows show before "more" (the list below holds every stop anyway). */
const ROWS_SHOWN = 8;

/** One row per line × direction from its nearest stop within 500 m, soonest first: what leaves around here, now. */
export function DeparturesNearYou({ departures, timeZone, locale, nowMs, stopHref, tripHref }: DeparturesNearYouProps) {
  const { t } = useTranslation();
  const times = useNearbyTimes(timeZone, locale);
  // Only departures one can still walk to: the server's list was, but the clock has run since it came.
  const rows = departures
    .map((row) => ({ row, shown: times(row, nowMs, row.walkMinutes, true) }))
    .filter(({ shown }) => shown.length > 0);
  if (rows.length === 0) return <p className="nearby-empty">{t('proximity.nearby.noDepartures')}</p>;
  return (
    <ol className="nearby-departures" data-testid="departures-near-you">
      {rows.slice(0, ROWS_SHOWN).map(({ row, shown }) => (
        <li key={`${row.line.id}|${row.direction}`} className="nearby-departure" data-testid="nearby-departure">
          <LineCodeBadge
            line={row.line}
            label={t('proximity.board.lineLabel', { line: row.line.shortName || row.line.longName })}
          />
          <span className="nearby-departure__where">
            <span className="nearby-departure__headsign">{row.headsign}</span>
            <a className="nearby-departure__stop" href={stopHref(row.stopArea.id)}>
              {t('proximity.nearby.from', { stop: row.stopArea.name })} ·{' '}
              {t('proximity.nearby.walk', { distance: formatDistance(row.distance, locale), minutes: row.walkMinutes })}
            </a>
          </span>
          <span className="nearby-departure__times">
            <NearbyTimes times={shown} headsign={row.headsign} tripHref={tripHref} />
            <ShiftedMark row={row} locale={locale} />
          </span>
        </li>
      ))}
    </ol>
  );
}
