import { useTranslation } from 'react-i18next';
import type { BoardGroup, StopBoardResponse } from '../../contract/stop-board.ts';
import { arrangeBoard } from '../../domain/board-arrangement.ts';
import { clockTime, formatServiceDate, timeLocale } from '../../domain/departure-board.ts';
import { IslandI18n } from '../../i18n/IslandI18n.tsx';
import type { Lang } from '../../i18n/index.ts';
import { BoardGroupCard } from './BoardGroupCard.tsx';
import { isoDateOf, tripPagePath } from '../../domain/trip-page.ts';

export interface StopBoardProps {
  lang: Lang;
  board: StopBoardResponse;
  /** The server's render time: minutes to go count from it. */
  nowMs: number;
  /** The board shows "now" (no date or time chosen): its page refreshes it every 30 s while visible (board-refresh.ts). */
  live: boolean;
  /** Line page per line id, and full-day timetable per `${lineId}|${direction}` (built on the server). */
  lineHrefs: Record<string, string>;
  timetableHrefs: Record<string, string>;
  /** Level of each line × direction heading: 3 under the stop page's "Next departures" h2, 2 under a widget's h1. */
  groupHeadingLevel?: 2 | 3;
  /**
   * The stop page's arrangement: only these lines (empty: all), and the cards with nothing soon collapsed at the end.
   * Absent (a widget): every card in the board's order.
   */
  arrangement?: { lines: string[] };
}

function StopBoardView(props: StopBoardProps) {
  const { t } = useTranslation();
  const locale = timeLocale(props.lang);
  const { board, nowMs } = props;

  const { active, quiet } = props.arrangement
    ? arrangeBoard(board.groups, { lines: props.arrangement.lines, fromMs: Date.parse(board.fromDatetime) })
    : { active: board.groups, quiet: [] };
  const card = (group: BoardGroup) => (
    <BoardGroupCard
      key={`${group.line.id}|${group.direction}|${group.state}`}
      group={group}
      timeZone={board.timezone}
      stopTimeZone={board.stopTimezone}
      locale={locale}
      nowMs={nowMs}
      lineHref={props.lineHrefs[group.line.id]}
      timetableHref={props.timetableHrefs[`${group.line.id}|${group.direction}`]}
      headingLevel={props.groupHeadingLevel}
      tripHref={(departure) =>
        tripPagePath(
          props.lang,
          departure.tripId,
          departure.runDate ?? isoDateOf(departure.departureTime),
          departure.stopPointId,
        )
      }
    />
  );

  return (
    <div className="stop-board" data-testid="stop-board" data-live={props.live ? '' : undefined}>
      {board.realtime?.state === 'unavailable' && (
        <p className="prox-notice prox-notice--warning" data-testid="realtime-unavailable">
          {t('realtime.board.unavailable')}
        </p>
      )}
      {/* The zone the times are in is said once for the page (TimeZoneNote on the stop page). */}
      <p className="stop-board__legend">
        {board.realtime?.state === 'live' ? t('realtime.board.legendLive') : t('proximity.board.scheduledLegend')}
        {board.realtime?.state === 'live' &&
          board.realtime.updatedAt &&
          ` ${t('realtime.board.updatedAt', { time: clockTime(board.realtime.updatedAt, board.timezone, locale) })}`}
      </p>
      {board.serviceDateShiftedFrom && (
        <p className="prox-notice prox-notice--warning" data-testid="service-date-shifted">
          {t('proximity.board.shifted', {
            asked: formatServiceDate(board.serviceDateShiftedFrom, locale),
            used: formatServiceDate(board.serviceDate, locale),
          })}
        </p>
      )}
      {board.groups.length === 0 ? (
        <p>{t('proximity.board.empty')}</p>
      ) : (
        <>
          {active.length > 0 && <ul className="stop-board__groups">{active.map(card)}</ul>}
          {quiet.length > 0 && (
            <details className="stop-board__quiet" data-testid="board-quiet">
              <summary>
                {t('proximity.board.quietTitle', {
                  count: quiet.length,
                  lines: quiet
                    .map((group) => group.line.shortName || group.line.longName)
                    .filter((name, i, all) => all.indexOf(name) === i)
                    .join(', '),
                })}
              </summary>
              <ul className="stop-board__groups">{quiet.map(card)}</ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The departure board of the stop page and the departures widget, rendered on the server only (no hydration): a live
 * board is replaced by the server's newer one every 30 s (board-refresh.ts).
 */
export default function StopBoard(props: StopBoardProps) {
  return (
    <IslandI18n lang={props.lang}>
      <StopBoardView {...props} />
    </IslandI18n>
  );
}
