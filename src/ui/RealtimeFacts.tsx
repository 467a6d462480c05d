import type { TFunction } from 'i18next';
import type { DepartureRealtime } from '../contract/realtime.ts';
import { delayMinutesLabel } from '../domain/realtime-delays.ts';
import './realtime.css';

/** "6 min late", "<1 min early" (spec §9), "on time". */
export function delayText(t: TFunction, delaySeconds: number): string {
  if (delaySeconds === 0) return t('realtime.board.onTime');
  const label = delayMinutesLabel(delaySeconds);
  const late = delaySeconds > 0;
  if ('lessThanAMinute' in label) return t(late ? 'realtime.board.lateUnderMinute' : 'realtime.board.earlyUnderMinute');
  return t(late ? 'realtime.board.late' : 'realtime.board.early', { count: label.minutes });
}

export interface RealtimeFactsProps {
  realtime: DepartureRealtime;
  /** The timetable's clock time and ISO instant. */
  scheduledClock: string;
  scheduledIso: string;
  /** Passed in: the trip planner renders these on the server without an i18n provider. */
  t: TFunction;
}

/**
 * What the feed says of one departure, in words (never by colour alone): a "live" mark, the delay, and the timetable's
 * time struck through when it moved; or that the trip is cancelled / does not stop here.
 */
export function RealtimeFacts({ realtime, scheduledClock, scheduledIso, t }: RealtimeFactsProps) {
  if (realtime.status === 'cancelled' || realtime.status === 'skipped') {
    return (
      <strong className="board-departure__disruption" data-testid="departure-disruption">
        {t(realtime.status === 'cancelled' ? 'realtime.board.cancelledAt' : 'realtime.board.skippedAt', {
          time: scheduledClock,
        })}
      </strong>
    );
  }
  if (realtime.status === 'added') {
    return (
      <>
        <span className="board-departure__live" title={t('realtime.board.liveTitle')} data-testid="departure-live">
          {t('realtime.board.live')}
        </span>
        <span className="board-departure__delay" data-testid="departure-delay">
          {t('realtime.board.added')}
        </span>
      </>
    );
  }
  const delay = realtime.delaySeconds ?? 0;
  return (
    <>
      <span className="board-departure__live" title={t('realtime.board.liveTitle')} data-testid="departure-live">
        {t('realtime.board.live')}
      </span>
      <span
        className={`board-departure__delay board-departure__delay--${realtime.status}`}
        data-testid="departure-delay"
      >
        {delayText(t, delay)}
      </span>
      {delay !== 0 && (
        <del className="board-departure__was">
          <time dateTime={scheduledIso}>{t('realtime.board.scheduledWas', { time: scheduledClock })}</time>
        </del>
      )}
    </>
  );
}
