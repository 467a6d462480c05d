import { z } from 'zod';

/**
 * When the server looks for new timetables (feeds by URL in GTFS_FEEDS): never, every so often, or once a day at a
 * time of the network's zone. Parsed when the server starts (src/config/check-config.ts), so a bad value stops the
 * start naming the variable.
 */
export type RefreshSchedule =
  | { kind: 'off' }
  | { kind: 'every'; ms: number }
  | { kind: 'daily'; hour: number; minute: number };

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000 };
/** Shorter than this, the operator would be asked more often than a compile takes on a large network. */
const MIN_INTERVAL_MS = 5 * 60_000;

export function parseRefreshSchedule(text: string | undefined): RefreshSchedule | string {
  const value = (text ?? 'off').trim().toLowerCase();
  if (value === 'off' || value === '') return { kind: 'off' };
  const every = /^(\d+)\s*([mh])$/.exec(value);
  if (every) {
    const ms = Number(every[1]) * UNIT_MS[every[2]];
    return ms >= MIN_INTERVAL_MS ? { kind: 'every', ms } : `"${text}": at least 5m between two refreshes`;
  }
  const daily = /^daily@([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (daily) return { kind: 'daily', hour: Number(daily[1]), minute: Number(daily[2]) };
  return `"${text}" is not off, an interval (30m, 6h) or daily@HH:MM`;
}

export const refreshConfigSchema = z.object({
  DATA_REFRESH: z
    .preprocess(blankAsMissing, z.string().optional())
    .transform((text, ctx) => {
      const schedule = parseRefreshSchedule(text);
      if (typeof schedule === 'string') {
        ctx.addIssue({ code: 'custom', message: schedule });
        return { kind: 'off' } as RefreshSchedule;
      }
      return schedule;
    })
    .describe(
      "When the server looks for new timetables: `off` (default), an interval (`30m`, `6h`; 5 minutes at least) or `daily@HH:MM` in the network's time zone (`daily@04:30`). `SIGHUP` to the `npm start` process (or to `npm run bff`, the backend run alone) refreshes at once. A refresh runs `npm run data -- --refresh` in a child process: feeds by URL are asked with a conditional GET (an unchanged feed costs one small request), a new version is validated (errors refuse it, the previous version keeps serving), compiled, then loaded and swapped in while requests in flight finish on the previous network. Each feed's version, fetch time and last refusal: `GET /bff/api/v1/network` → `feeds[]`, and `/readyz`.",
    ),
  DATA_REFRESH_ROLE: z
    .preprocess(blankAsMissing, z.enum(['compile', 'load']).default('compile'))
    .describe(
      'What a refresh does on this node: `compile` (default) fetches, validates and compiles the feeds itself, then swaps the new network in; `load` only swaps in a newer network file that another node compiled and published at `NETWORK_FILE` (a shared folder: the file is renamed into place whole). See docs/deployment.md.',
    ),
});

/** Milliseconds from `nowMs` to the next refresh; undefined when refreshing is off. `zoneOffsetMs`: the zone's offset then. */
export function nextRefreshDelayMs(schedule: RefreshSchedule, nowMs: number, timeZone: string): number | undefined {
  if (schedule.kind === 'off') return undefined;
  if (schedule.kind === 'every') return schedule.ms;
  // The wall time in the zone now, and the wanted one today or tomorrow: the difference is the wait.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const nowS = part('hour') * 3600 + part('minute') * 60 + part('second');
  const wantedS = schedule.hour * 3600 + schedule.minute * 60;
  const waitS = wantedS > nowS ? wantedS - nowS : 86_400 - nowS + wantedS;
  return waitS * 1000;
}
