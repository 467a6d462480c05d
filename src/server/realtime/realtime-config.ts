import { z } from 'zod';

/**
 * GTFS-realtime feeds to poll, from the environment. Parsed with zod when the server starts
 * (src/config/check-config.ts), so a bad value stops the start with a message naming the variable. Each `.describe()`
 * is the variable's documentation (docs/configuration.md is generated from it).
 */

export interface RealtimeSource {
  /** Namespace of the static feed the entities belong to. */
  feedId: string;
  url: string;
  headers: Record<string, string>;
}

export interface RealtimeConfig {
  sources: RealtimeSource[];
  pollMs: number;
  timeoutMs: number;
  /** A snapshot older than this is no longer used: answers fall back to the timetable and say so. */
  maxAgeMs: number;
}

const FEED_ID = /^[A-Za-z0-9_-]+$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const seconds = (min: number, max: number, fallback: number) =>
  z.preprocess(blankAsMissing, z.coerce.number().int().min(min).max(max).default(fallback));

function entries(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const feedList = z.preprocess(blankAsMissing, z.string().optional()).transform((text, ctx) => {
  const sources: Array<{ feedId: string; url: string }> = [];
  for (const entry of entries(text)) {
    const at = entry.indexOf('=');
    const feedId = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at < 1 || !FEED_ID.test(feedId)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}": expected feedId=url with a GTFS_FEEDS id (letters, digits, _ or -)`,
      });
      continue;
    }
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      ctx.addIssue({ code: 'custom', message: `"${feedId}": "${url}" is not an http(s) URL` });
      continue;
    }
    sources.push({ feedId, url });
  }
  return sources;
});

const headerList = z.preprocess(blankAsMissing, z.string().optional()).transform((text, ctx) => {
  const headers = new Map<string, Record<string, string>>();
  for (const entry of entries(text)) {
    const match = /^([^:=]+):([^=]+)=(.*)$/.exec(entry);
    if (!match || !FEED_ID.test(match[1].trim()) || !HEADER_NAME.test(match[2].trim())) {
      ctx.addIssue({
        code: 'custom',
        message: `an entry does not read feedId:Header-Name=value (values are not repeated here)`,
      });
      continue;
    }
    const feedHeaders = headers.get(match[1].trim()) ?? {};
    feedHeaders[match[2].trim()] = match[3].trim();
    headers.set(match[1].trim(), feedHeaders);
  }
  return headers;
});

export const realtimeConfigSchema = z.object({
  REALTIME_FEEDS: feedList.describe(
    'GTFS-realtime sources polled by the server, comma-separated `feedId=url`: `feedId` is a `GTFS_FEEDS` id (`subway`, `bus_m`) so trip, route and stop ids resolve in that feed; one id may list several urls (the MTA splits its subway trip updates by line group and publishes alerts apart). Trip updates reach departure boards and journey search, alerts the alerts API and pages, vehicle positions the line maps. The query string (keys) never shows in logs or `/bff/api/v1/network`. Without it answers use the timetable only.',
  ),
  REALTIME_FEED_HEADERS: headerList.describe(
    'Request headers per feed id for operators that want a key in a header, comma-separated `feedId:Header-Name=value` (e.g. `subway:x-api-key=…`).',
  ),
  REALTIME_POLL_SECONDS: seconds(5, 3600, 30).describe(
    'Poll interval per source in seconds (5–3600); each poll is a conditional GET (`If-None-Match` / `If-Modified-Since`); after failures the wait doubles up to 10 min, with jitter.',
  ),
  REALTIME_TIMEOUT_SECONDS: seconds(1, 120, 10).describe(
    'A source answering slower than this (seconds, 1–120) counts as a failure.',
  ),
  REALTIME_MAX_AGE_SECONDS: seconds(30, 86_400, 300).describe(
    'A failing source\'s last good snapshot is used this long (seconds, 30–86400); after it answers fall back to the timetable and say so (`realtime.state: "unavailable"`). Each source\'s state: `GET /bff/api/v1/network` → `realtime[]`.',
  ),
});

export function parseRealtimeConfig(source: Record<string, string | undefined>): RealtimeConfig {
  const env = realtimeConfigSchema.parse(source);
  return {
    sources: env.REALTIME_FEEDS.map(({ feedId, url }) => ({
      feedId,
      url,
      headers: env.REALTIME_FEED_HEADERS.get(feedId) ?? {},
    })),
    pollMs: env.REALTIME_POLL_SECONDS * 1000,
    timeoutMs: env.REALTIME_TIMEOUT_SECONDS * 1000,
    maxAgeMs: env.REALTIME_MAX_AGE_SECONDS * 1000,
  };
}

/** A source's address as status pages show it: without its query string, which often holds an API key. */
export function publicSourceUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
