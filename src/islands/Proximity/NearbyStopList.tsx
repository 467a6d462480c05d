import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { NearbyStopArea } from '../../contract/nearby.ts';
import type { LineSummary } from '../../contract/lines.ts';
import { clockTime, minutesUntil } from '../../domain/departure-board.ts';
import { formatDistance } from '../../domain/trip-format.ts';
import { LineCodeBadge } from '../StopPage/LineCodeBadge.tsx';
import { nearbyList } from './nearby-screen.ts';

export interface NearbyStopListProps {
  stopAreas: NearbyStopArea[];
  timeZone: string;
  locale: string;
  nowMs: number;
  /** Stop page path per stop area id. */
  stopHref: (id: string) => string;
}

/** "4 min" within the hour, the clock time after. */
/** "4 min live, 12 min": each wait, marked when it is a realtime prediction (the word, not a colour). */
export function liveTimes(times: string[], live: boolean[] | undefined, text: (iso: string) => string, liveWord: string): string {
  return times.map((iso, i) => (live?.[i] ? `${text(iso)} ${liveWord}` : text(iso))).join(', ');
}

export function waitText(iso: string, nowMs: number, timeZone: string, locale: string, minutesLabel: (count: number) => string): string {
  const minutes = minutesUntil(iso, nowMs);
  return minutes < 60 ? minutesLabel(minutes) : clockTime(iso, timeZone, locale);
}

function StopItem({ area, lineById, ...props }: { area: NearbyStopArea; lineById: Map<string, LineSummary> } & Omit<NearbyStopListProps, 'stopAreas'>) {
  const { t } = useTranslation();
  const selected = useStore(nearbyList.$selectedAreaId) === area.id;
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) item.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const select = () => nearbyList.$selectedAreaId.set(area.id);
  const minutes = (count: number) => (count === 0 ? t('proximity.board.due') : t('proximity.board.inMinutes', { count }));
  return (
    <li ref={item} className="nearby-stop" data-selected={selected ? '' : undefined} data-testid="nearby-stop" data-id={area.id} onMouseEnter={select}>
      <a className="nearby-stop__link" href={props.stopHref(area.id)} onFocus={select}>
        <span className="nearby-stop__name">{area.name}</span>
        <span className="nearby-stop__walk">{t('proximity.nearby.walk', { distance: formatDistance(area.distance, props.locale), minutes: area.walkMinutes })}</span>
      </a>
      {area.next.length > 0 ? (
        <ul className="nearby-stop__next">
          {area.next.map((next) => {
            const line = lineById.get(next.lineId);
            return (
              <li key={`${next.lineId}|${next.direction}`}>
                {line && <LineCodeBadge line={line} label={t('proximity.board.lineLabel', { line: line.shortName || line.longName })} />}
                <span className="nearby-stop__headsign">{next.headsign}</span>
                <span className="nearby-stop__times">{liveTimes(next.departureTimes, next.live, (iso) => waitText(iso, props.nowMs, props.timeZone, props.locale, minutes), t('realtime.board.live'))}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="nearby-stop__lines" aria-label={t('proximity.stop.lines')}>
          {area.lines.map((line) => (
            <li key={line.id}>
              <LineCodeBadge line={line} label={t('proximity.board.lineLabel', { line: line.shortName || line.longName })} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The stop areas nearest the centre: name, distance and walk, and the next departures per line × direction. */
export function NearbyStopList({ stopAreas, ...props }: NearbyStopListProps) {
  const lineById = new Map(stopAreas.flatMap((area) => area.lines.map((line) => [line.id, line] as const)));
  return (
    <ol className="nearby-stops" data-testid="nearby-stops">
      {stopAreas.map((area) => (
        <StopItem key={area.id} area={area} lineById={lineById} {...props} />
      ))}
    </ol>
  );
}
