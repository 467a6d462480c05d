import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { NearbyRun, NearbyStopArea } from '../../contract/nearby.ts';
import type { LineSummary } from '../../contract/lines.ts';
import { clockTime } from '../../domain/departure-board.ts';
import { formatDistance } from '../../domain/trip-format.ts';
import { LineCodeBadge } from '../StopPage/LineCodeBadge.tsx';
import { nearbyList } from './nearby-screen.ts';
import { useNearbyTimes } from './nearby-times.ts';
import { NearbyTimes } from './NearbyTimes.tsx';
import { ShiftedMark } from './ShiftedNotice.tsx';

export interface NearbyStopListProps {
  stopAreas: NearbyStopArea[];
  timeZone: string;
  locale: string;
  nowMs: number;
  /** Stop page path per stop area id. */
  stopHref: (id: string) => string;
  /** The trip page of one departure's run. */
  tripHref?: (run: NearbyRun) => string;
}

function StopItem({
  area,
  lineById,
  ...props
}: { area: NearbyStopArea; lineById: Map<string, LineSummary> } & Omit<NearbyStopListProps, 'stopAreas'>) {
  const { t } = useTranslation();
  const selected = useStore(nearbyList.$selectedAreaId) === area.id;
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) item.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const select = () => nearbyList.$selectedAreaId.set(area.id);
  const times = useNearbyTimes(props.timeZone, props.locale);
  return (
    <li
      ref={item}
      className="nearby-stop"
      data-selected={selected ? '' : undefined}
      data-testid="nearby-stop"
      data-id={area.id}
      onMouseEnter={select}
    >
      <a className="nearby-stop__link" href={props.stopHref(area.id)} onFocus={select}>
        <span className="nearby-stop__name">{area.name}</span>
        <span className="nearby-stop__walk">
          {t('proximity.nearby.walk', {
            distance: formatDistance(area.distance, props.locale),
            minutes: area.walkMinutes,
          })}
        </span>
      </a>
      {area.next.length > 0 ? (
        <ul className="nearby-stop__next">
          {area.next.map((next) => {
            const line = lineById.get(next.lineId);
            return (
              <li key={`${next.lineId}|${next.direction}`}>
                {line && (
                  <LineCodeBadge
                    line={line}
                    label={t('proximity.board.lineLabel', { line: line.shortName || line.longName })}
                  />
                )}
                <span className="nearby-stop__headsign">{next.headsign}</span>
                <span className="nearby-stop__times">
                  <NearbyTimes
                    times={times(next, props.nowMs, area.walkMinutes, false)}
                    headsign={next.headsign}
                    tripHref={props.tripHref}
                  />
                  <ShiftedMark row={next} locale={props.locale} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <p className="nearby-stop__none" data-testid="nearby-stop-none">
            {area.nextLater
              ? t('nearby.noNext.later', { time: clockTime(area.nextLater, props.timeZone, props.locale) })
              : t('nearby.noNext.none')}
          </p>
          <ul className="nearby-stop__lines" aria-label={t('proximity.stop.lines')}>
            {area.lines.map((line) => (
              <li key={line.id}>
                <LineCodeBadge
                  line={line}
                  label={t('proximity.board.lineLabel', { line: line.shortName || line.longName })}
                />
              </li>
            ))}
          </ul>
        </>
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
