import type { NearbyRun } from '../../contract/nearby.ts';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../../domain/departure-board.ts';
import { nearbyWait } from '../../domain/nearby-wait.ts';

/** "4 min live, 12 min": each wait, marked when it is a realtime prediction (the word, not a colour). */
export function liveTimes(
  times: string[],
  live: boolean[] | undefined,
  text: (iso: string) => string,
  liveWord: string,
): string {
  return times.map((iso, i) => (live?.[i] ? `${text(iso)} ${liveWord}` : text(iso))).join(', ');
}

export interface TimedRow {
  departureTimes: string[];
  live?: boolean[];
  runs?: NearbyRun[];
}

/** One departure as a nearby list says it: its words, whether they are a prediction, and its run when known. */
export interface NearbyTime {
  text: string;
  live: boolean;
  run?: NearbyRun;
}

/**
 * The departures of a row as the nearby lists say them, from a stop `walkMinutes` away: "Now" and "4 min" only for
 * those one can still walk to, the clock time after the hour; `tooSoon` ones (leaving before one could get there) are
 * said as such, or left out when `reachableOnly`; gone ones are left out. Empty when nothing is left to say.
 */
export function useNearbyTimes(timeZone: string, locale: string) {
  const { t } = useTranslation();
  return (row: TimedRow, nowMs: number, walkMinutes: number, reachableOnly: boolean): NearbyTime[] => {
    const kept: NearbyTime[] = [];
    row.departureTimes.forEach((iso, i) => {
      const wait = nearbyWait(iso, nowMs, walkMinutes);
      if (wait.kind === 'gone' || (reachableOnly && wait.kind === 'tooSoon')) return;
      let text: string;
      if (wait.kind === 'now') text = t('proximity.board.due');
      else if (wait.kind === 'minutes') text = t('proximity.board.inMinutes', { count: wait.minutes });
      else if (wait.kind === 'tooSoon') text = t('nearby.tooSoon', { time: clockTime(iso, timeZone, locale) });
      else text = clockTime(iso, timeZone, locale);
      const run = row.runs?.[i];
      kept.push({ text, live: !!row.live?.[i], ...(run ? { run } : {}) });
    });
    return kept;
  };
}
