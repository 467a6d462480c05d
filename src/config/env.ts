import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { trustedProxies } from '../api/client-address.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

/** Environment variables the site reads (see the README table); names are the variables, values are strings. */
export const envSchema = z.object({
  API_KEY: optionalText,
  NETWORK_ID: optionalText,
  DOMAIN_NAME: optionalText,
  APP_CONFIG: optionalText,
  BFF_URL: optionalUrl,
  SSR_BFF_URL: optionalUrl,
  USER_WEB_URL: optionalUrl,
  IS_WIDGET: flag,
  SITE_CONFIG: optionalText,
  COBRANDING_PARTNERS: optionalText,
  PUBLIC_BASE_URL: optionalUrl,
  PUBLIC_HOSTS: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?(\s*,\s*[a-z0-9.-]+(:\d+)?)*$/i, 'a comma-separated list of host names (host or host:port)')
      .optional(),
  ),
  UPSTREAM_BUDGET_MS: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(100).max(60_000).optional()),
  /** Former name of UPSTREAM_BUDGET_MS, still read. */
  BFF_TIMEOUT_MS: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(100).max(120_000).optional()),
  DATABASE_PATH: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  TRUSTED_PROXIES: optionalText.superRefine((value, ctx) => {
    try {
      trustedProxies(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUSTED_PROXIES: /, '') });
    }
  }),
  DATABASE_POOL_SIZE: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).max(200).optional()),
  LOGIN_WIDGET_URL: optionalText,
  /** A Pelias-compatible geocoding API for addresses and landmarks (GEOCODER_API_KEY sent as api_key). */
  GEOCODER_URL: optionalUrl,
  GEOCODER_API_KEY: optionalText,
  GEOCODER_TIMEOUT_MS: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(50).max(10_000).optional()),
  GEOCODER_ATTRIBUTION: optionalText,
  /** HMAC secret of the signed unsubscribe links (read by the embedded backend, checked here at start). */
  LINK_SIGNING_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
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
    loginWidgetUrl: env.LOGIN_WIDGET_URL,
    geocoder: env.GEOCODER_URL
      ? { url: env.GEOCODER_URL, apiKey: env.GEOCODER_API_KEY, timeoutMs: env.GEOCODER_TIMEOUT_MS, attribution: env.GEOCODER_ATTRIBUTION }
      : undefined,
  };
}

let cached: RuntimeEnv | undefined;

/** The runtime environment, parsed once per process. */
export function getEnv(): RuntimeEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
