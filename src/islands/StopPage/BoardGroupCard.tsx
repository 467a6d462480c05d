import { useTranslation } from 'react-i18next';
import type { BoardDeparture, BoardGroup } from '../../contract/stop-board.ts';
import { clockTime, localDateTime, minutesUntil } from '../../domain/departure-board.ts';
import { LineCodeBadge } from './LineCodeBadge.tsx';
import { RealtimeFacts } from '../../ui/RealtimeFacts.tsx';

export interface BoardGroupCardProps {
  group: BoardGroup;
  timeZone: string;
  /** The stop's own zone where it differs from the network's: its times read on that clock, the zone named. */
  stopTimeZone?: string;
  locale: string;
  nowMs: number;
  lineHref: string;
  timetableHref: string;
  /** 3 on the stop page (under "Next departures"), 2 in the departures widget (under its h1). */
  headingLevel?: 2 | 3;
  /** The trip page of a departure's run; none for a run the timetable does not know (an extra one). */
  tripHref?: (departure: BoardDeparture) => string | undefined;
}

/** Minutes to go are worth saying within the hour; later departures show their clock time only. */
const MINUTES_SHOWN_BELOW = 60;

function DepartureRow({
  departure,
  group,
  timeZone,
  stopTimeZone,
  locale,
  nowMs,
  tripHref,
}: { departure: BoardDeparture } & Omit<BoardGroupCardProps, 'lineHref' | 'timetableHref'>) {
  const { t } = useTranslation();
  const realtime = departure.realtime;
  const gone = realtime?.status === 'cancelled' || realtime?.status === 'skipped';
  // The time to count down from: the prediction when the feed has one, else the timetable's.
  const effective = realtime?.expectedTime ?? departure.departureTime;
  const minutes = minutesUntil(effective, nowMs);
  // A departure already gone (an earlier page, a past date) shows its clock time, never "Now".
  const countdown = Date.parse(effective) >= nowMs - 60_000 && minutes < MINUTES_SHOWN_BELOW;
  const clock = clockTime(effective, timeZone, locale, stopTimeZone);
  const scheduledClock = clockTime(departure.departureTime, timeZone, locale, stopTimeZone);
  const href = realtime?.status === 'added' ? undefined : tripHref?.(departure);
  const wait = gone
    ? t(realtime.status === 'cancelled' ? 'realtime.board.cancelled' : 'realtime.board.skipped')
    : countdown
      ? minutes === 0
        ? t('proximity.board.due')
        : t('proximity.board.inMinutes', { count: minutes })
      : clock;
  return (
    <li
      className={`board-departure${gone ? ' board-departure--gone' : ''}`}
      data-testid="board-departure"
      data-realtime={realtime?.status}
    >
      <span className="board-departure__wait">{wait}</span>
      <span className="board-departure__facts">
        {!gone && countdown && <time dateTime={effective}>{clock}</time>}
        {!gone && !countdown && (
          <time dateTime={effective} className="sr-only">
            {clock}
          </time>
        )}
        {realtime ? (
          <RealtimeFacts
            realtime={realtime}
            scheduledClock={scheduledClock}
            scheduledIso={departure.departureTime}
            t={t}
          />
        ) : (
          <span className="board-departure__scheduled" title={t('proximity.board.scheduledTitle')}>
            {t('proximity.board.scheduled')}
          </span>
        )}
        {departure.headsign && departure.headsign !== group.headsign && (
          <span>{t('proximity.board.towards', { headsign: departure.headsign })}</span>
        )}
        {departure.platform && <span>{t('proximity.board.platform', { platform: departure.platform })}</span>}
        {departure.wheelchairAccessible === 1 && <span>{t('proximity.board.wheelchairYes')}</span>}
        {departure.wheelchairAccessible === 2 && <span>{t('proximity.board.wheelchairNo')}</span>}
        {departure.lastOfDay && <strong className="board-departure__last">{t('proximity.board.last')}</strong>}
        {href && (
          <a
            className="board-departure__trip"
            href={href}
            data-testid="departure-trip-link"
            aria-label={t('tripRun.followLabel', {
              time: scheduledClock,
              headsign: departure.headsign || group.headsign,
            })}
          >
            {t('tripRun.follow')}
          </a>
        )}
      </span>
    </li>
  );
}

/** One line × direction of the board: badge, direction, state and next departures. */
export function BoardGroupCard(props: BoardGroupCardProps) {
  const { group, timeZone, stopTimeZone, locale, nowMs, lineHref, timetableHref, headingLevel = 3, tripHref } = props;
  // Which day a departure falls on is read on the stop's own clock.
  const dayZone = stopTimeZone ?? timeZone;
  const { t } = useTranslation();
  const first = group.departures[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="board-group" data-testid="board-group" data-line={group.line.id} data-state={group.state}>
      <Heading className="board-group__title">
        <a href={lineHref} className="board-group__line" data-astro-prefetch>
          <LineCodeBadge
            line={group.line}
            label={t('proximity.board.lineLabel', { line: group.line.shortName || group.line.longName })}
          />
        </a>
        <span>
          {group.state === 'terminus'
            ? t('proximity.board.terminusTitle')
            : t('proximity.board.towards', { headsign: group.headsign })}
        </span>
      </Heading>
      {group.state === 'noMoreToday' && first && (
        <p className="board-group__state">
          {t('proximity.board.noMoreToday', {
            day:
              localDateTime(Date.parse(first.departureTime), dayZone).date ===
              localDateTime(nowMs + 86_400_000, dayZone).date
                ? t('proximity.board.tomorrow')
                : new Intl.DateTimeFormat(locale, {
                    timeZone: dayZone,
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  }).format(Date.parse(first.departureTime)),
            time: clockTime(first.departureTime, timeZone, locale, stopTimeZone),
          })}
        </p>
      )}
      {group.state === 'terminus' && (
        <p className="board-group__state">
          {t('proximity.board.terminus')}
          {group.arrivals.length > 0 &&
            ` ${t('proximity.board.nextArrivals', { times: group.arrivals.map((iso) => clockTime(iso, timeZone, locale, stopTimeZone)).join(', ') })}`}
        </p>
      )}
      {group.state === 'noService' && <p className="board-group__state">{t('proximity.board.noService')}</p>}
      {group.state === 'noEarlier' && <p className="board-group__state">{t('proximity.board.noEarlier')}</p>}
      {group.departures.length > 0 && (
        <ol className="board-group__departures">
          {group.departures.map((departure) => (
            <DepartureRow
              key={`${departure.tripId}|${departure.departureTime}`}
              departure={departure}
              group={group}
              timeZone={timeZone}
              stopTimeZone={stopTimeZone}
              locale={locale}
              nowMs={nowMs}
              tripHref={tripHref}
            />
          ))}
        </ol>
      )}
      {group.state !== 'terminus' && (
        <a className="board-group__timetable" href={timetableHref} data-testid="timetable-link">
          {t('proximity.board.timetableLink')}
        </a>
      )}
    </li>
  );
}
