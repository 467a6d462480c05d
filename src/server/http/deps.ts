import type { Store } from '../store/repositories.ts';
import type { TransitNetwork } from '../network/model/types.ts';
import type { SignInThrottle } from '../identity/sign-in-throttle.ts';
import type { JourneyPlannerRunner } from '../planner-pool/planner-runner.ts';
import type { RateLimits } from './rate-limits.ts';
import type { RealtimeFeeds } from '../realtime/realtime-feeds.ts';
import type { Geocoder } from '../geocoder/pelias-client.ts';
import type { FeedStatus } from '../gtfs/feed-status.ts';
import type { RefreshOutcome } from '../network/refresh/network-refresher.ts';

/** What the import knows of each feed (version, fetch, last refusal) and how the last refresh went. */
export interface DataStatus {
  feeds: FeedStatus[];
  lastRefresh?: RefreshOutcome;
}

/**
 * What the HTTP layer needs from the rest of the backend, injected by createApp(deps) so tests can build an app
 * from a tiny in-memory feed. Each part is added by the module that owns it.
 */
export interface AppDeps {
  /** Used in absolute links the API returns; never trusted for security decisions. */
  publicBaseUrl?: string;
  /** Accounts, sessions, favourites, carts, notifications, banners, CMS menus (store engineer). */
  store?: Store;
  /** Sign-in brute-force brake; one per app by default, injected by tests to use small limits. */
  signInThrottle?: SignInThrottle;
  /** ISO 4217 code the embedded store prices its catalogue and carts in (site configuration `currency`); EUR when absent. */
  currency?: string;
  /** The compiled transit network (data engineer); without it the network API answers 503. */
  network?: TransitNetwork;
  /** HMAC secret of the signed unsubscribe links (LINK_SIGNING_SECRET); those calls answer 503 without it. */
  linkSigningSecret?: string;
  /** Runs journey searches (the worker-thread pool in production); in-process on `network` when absent. */
  journeyPlanner?: JourneyPlannerRunner;
  /** Addresses and landmarks (GEOCODER_URL, a Pelias API); place search and reverse geocoding use the stops alone without it. */
  geocoder?: Geocoder;
  /** Per-client token buckets (journey search, place search, sign-in, sign-up); no limits when absent (tests). */
  rateLimits?: RateLimits;
  /** GTFS-realtime pollers (REALTIME_FEEDS); answers are timetable-only when absent. */
  realtime?: RealtimeFeeds;
  /** Each feed's version, fetch and last refusal (the network answer and /readyz show them); absent in tests. */
  dataStatus?: () => DataStatus;
}
