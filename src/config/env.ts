import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { trustedProxies } from '../gateway/client-address.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

const milliseconds = (min: number, max: number) =>
  optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(min).max(max).optional());

/**
 * Environment variables the site reads; names are the variables, values are strings. Each `.describe()` is the
 * setting's documentation: docs/configuration.md is generated from it (`npm run docs:config`).
 */
export const envSchema = z.object({
  HOST: optionalText.describe(
    'Address the server listens on. Default `0.0.0.0` for `npm start`, `127.0.0.1` for `npm run bff`. Read by `scripts/serve-site.mjs` and `scripts/bff.ts`.',
  ),
  PORT: optionalText.describe('Port the server listens on. Default `4321` for `npm start`, `4400` for `npm run bff`.'),
  SITE_CONFIG: optionalText.describe(
    'Path of a site configuration JSON file (keys under "Site configuration" below) replacing the shipped `src/config/site.json`.',
  ),
  COBRANDING_PARTNERS: optionalText.describe(
    'Co-branding partners: a JSON array, or the path of a file holding it (keys under "Co-branding partners" below); default the shipped `src/config/partners.json`. Widget interface: docs/widgets.md.',
  ),
  NETWORK_FILE: optionalText.describe(
    'Compiled network file, written by `npm run data` and read by the server (rebuilt by `npm start` when stale or corrupt). Default `data/network.bin`.',
  ),
  API_KEY: optionalText.describe(
    "Connected mode: key sent as `X-Api-Key` to the operator's BFF (never sent to browsers).",
  ),
  NETWORK_ID: optionalText.describe('Network identifier, filled into the login widget address (`{networkId}`).'),
  DOMAIN_NAME: optionalText.describe('Public domain of the site; counts as listed in `PUBLIC_HOSTS`.'),
  APP_CONFIG: optionalText.describe(
    "Name of the operator's app configuration (spec section 3); accepted, not read by this site.",
  ),
  BFF_URL: optionalUrl.describe(
    "Operator's BFF: `/bff` becomes a proxy to it (connected mode). Without it the embedded backend answers `/bff`.",
  ),
  SSR_BFF_URL: optionalUrl.describe('BFF address used by server-side rendering in connected mode. Default `BFF_URL`.'),
  USER_WEB_URL: optionalUrl.describe(
    "Connected mode: the operator's user-web (KAS) service answering the account calls `/me` and `/userinfo/update`; without it they answer 503 `user_web_url_missing`.",
  ),
  IS_WIDGET: flag.describe(
    '`true` or `1`: widget mode on every page (otherwise `?widget=true` per page). Default `false`.',
  ),
  PUBLIC_BASE_URL: optionalUrl.describe(
    'Public origin for absolute links (canonical, hreflang, sitemaps, embed code, mail links). `npm run bff` takes the origin of mail links from it alone (never from a request header).',
  ),
  PUBLIC_HOSTS: optionalText
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9.-]+(:\d+)?(\s*,\s*[a-z0-9.-]+(:\d+)?)*$/i,
          'a comma-separated list of host names (host or host:port)',
        )
        .optional(),
    )
    .describe(
      "Without `PUBLIC_BASE_URL`: comma-separated hosts (`host` or `host:port`) the site answers to; the request's host is used for absolute links only when listed (else the first one). With neither, only a loopback host is used and public pages leave canonical and hreflang out: the Host header is never trusted.",
    ),
  UPSTREAM_BUDGET_MS: milliseconds(100, 60_000).describe(
    "Time one page or `/bff` call may spend on outside services (operator's BFF, WordPress, login widget load), 100–60000. Past it the proxy answers 504 and the page renders without the missing part. Default `3000`.",
  ),
  BFF_TIMEOUT_MS: milliseconds(100, 120_000).describe(
    'Former name of `UPSTREAM_BUDGET_MS`, still read when that one is not set.',
  ),
  DATABASE_PATH: optionalText.describe(
    'SQLite file of the embedded accounts, sessions, favourites, carts, notifications, banners and CMS menus (created and migrated at start). Default `data/site.sqlite`.',
  ),
  DATABASE_URL: optionalText
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional())
    .describe(
      '`postgres://user:password@host:5432/db`: the same services on PostgreSQL instead of SQLite, shared by several site nodes with the sign-in throttle and rate limits (migrated at start; docs/deployment.md).',
    ),
  TRUSTED_PROXIES: optionalText
    .superRefine((value, ctx) => {
      try {
        trustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUSTED_PROXIES: /, '') });
      }
    })
    .describe(
      "Load balancers in front of the nodes (addresses or CIDR ranges, comma-separated): their `X-Forwarded-For` names the visitor for the sign-in throttle and rate limits (docs/deployment.md). `npm run bff` reads it too: list the site nodes there so that their server-rendered searches count as their visitors'.",
    ),
  DATABASE_POOL_SIZE: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(1).max(200).optional())
    .describe(
      "PostgreSQL connections per node, 1–200 (keep nodes × pool size below the server's `max_connections`). Default `10`.",
    ),
  TRUSTED_TYPES: z
    .enum(['enforce', 'report-only'])
    .default('enforce')
    .describe(
      "`enforce`: pages refuse HTML and script addresses that no Trusted Types policy vouched for (the site's own code, its maps and the embedded login widget all use policies). `report-only`: such writes are only reported to `/csp-report`; for a consent script, analytics tag or login widget of your own that writes HTML without a policy. Default `enforce`.",
    ),
  LOGIN_WIDGET_URL: optionalText.describe(
    "Login widget module script loaded by the account menu; `{environment}` and `{networkId}` are filled in, and the visitor's navigation context (`trip-planner`, `proximity`, `schedules`) goes in a `context` query parameter, or in `{context}` when the address has one. Another origin must also be allowed in the CSP `script-src`. Default the embedded `/login-widget/kas-login-widget.js`.",
  ),
  GEOCODER_URL: optionalUrl.describe(
    'Base address of a Pelias-compatible geocoding API (`https://api.geocode.earth`, `http://pelias:4000`): addresses and landmarks in place search, nearest address in reverse geocoding. Without it place search answers stops and lines only.',
  ),
  GEOCODER_API_KEY: optionalText.describe('Key of the geocoding API, sent as the `api_key` query parameter.'),
  GEOCODER_TIMEOUT_MS: milliseconds(50, 10_000).describe(
    'Time one geocoder call may take, its one retry included (50–10000); past it place search answers with the stops alone. Default `800`.',
  ),
  GEOCODER_ATTRIBUTION: optionalText.describe(
    'Credit shown under place results from the geocoder (what its data licences ask for). Default `© OpenStreetMap contributors, Who’s On First, OpenAddresses`.',
  ),
  LINK_SIGNING_SECRET: optionalText
    .pipe(z.string().min(32, 'at least 32 characters').optional())
    .describe(
      'HMAC secret (32+ characters) of the signed unsubscribe links (`/{lang}/unsubscribe?u=…&s=…`). Without it the site generates one and keeps it in its database (table `site_secrets`): the same for every node sharing the database and across restarts. Set it (the same on every node) to choose or rotate the key.',
    ),
});

export interface RuntimeEnv {
  apiKey?: string;
  networkId?: string;
  domainName?: string;
  appConfig?: string;
  /** Connected mode: the operator's BFF the /bff proxy forwards to; embedded backend when absent. */
  bffUrl?: string;
  /** BFF address used by server-side rendering (defaults to bffUrl). */
  ssrBffUrl?: string;
  /** Connected mode: the operator's user-web (KAS) service answering the account calls `/me` and `/userinfo/update`. */
  userWebUrl?: string;
  /** Forces widget mode for every page (otherwise `widget=true` in the query turns it on per page). */
  isWidget: boolean;
  /** Path of a site configuration JSON file replacing the shipped src/config/site.json. */
  siteConfigPath?: string;
  /** Path of the co-branding partners JSON file replacing the shipped src/config/partners.json. */
  partnersPath?: string;
  publicBaseUrl?: string;
  /** Hosts the site answers to publicly (PUBLIC_HOSTS): the request's host is used for absolute links only when listed. */
  publicHosts?: string[];
  /** Time one page or API request may spend on outside services (operator's BFF, WordPress), default 3000 ms. */
  upstreamBudgetMs?: number;
  /** SQLite file of the embedded account and store services, default data/site.sqlite. */
  databasePath?: string;
  /** PostgreSQL shared by several site nodes; replaces the SQLite file when set. */
  databaseUrl?: string;
  /** Connections each node keeps at most in its PostgreSQL pool (default 10). */
  databasePoolSize?: number;
  /** Load balancers (addresses or CIDR ranges) whose X-Forwarded-For names the visitor. */
  trustedProxies?: string;
  /** Trusted Types in the pages' CSP: enforced (default) or only reported. */
  trustedTypes: 'enforce' | 'report-only';
  /** Login widget module script; default the embedded one served by the site. */
  loginWidgetUrl?: string;
  /** Pelias-compatible geocoder: addresses and landmarks in place search, nearest address in reverse geocoding. */
  geocoder?: { url: string; apiKey?: string; timeoutMs?: number; attribution?: string };
}

export function parseEnv(source: Record<string, string | undefined>): RuntimeEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new ConfigError('environment variable', result.error.issues);
  const env = result.data;
  return {
    apiKey: env.API_KEY,
    networkId: env.NETWORK_ID,
    domainName: env.DOMAIN_NAME,
    appConfig: env.APP_CONFIG,
    bffUrl: env.BFF_URL,
    ssrBffUrl: env.SSR_BFF_URL ?? env.BFF_URL,
    userWebUrl: env.USER_WEB_URL,
    isWidget: env.IS_WIDGET,
    siteConfigPath: env.SITE_CONFIG,
    partnersPath: env.COBRANDING_PARTNERS,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    publicHosts: env.PUBLIC_HOSTS?.split(',').map((host) => host.trim()),
    upstreamBudgetMs: env.UPSTREAM_BUDGET_MS ?? env.BFF_TIMEOUT_MS,
    databasePath: env.DATABASE_PATH,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    trustedProxies: env.TRUSTED_PROXIES,
    trustedTypes: env.TRUSTED_TYPES,
    loginWidgetUrl: env.LOGIN_WIDGET_URL,
    geocoder: env.GEOCODER_URL
      ? {
          url: env.GEOCODER_URL,
          apiKey: env.GEOCODER_API_KEY,
          timeoutMs: env.GEOCODER_TIMEOUT_MS,
          attribution: env.GEOCODER_ATTRIBUTION,
        }
      : undefined,
  };
}

let cached: RuntimeEnv | undefined;

/** The runtime environment, parsed once per process. */
export function getEnv(): RuntimeEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
