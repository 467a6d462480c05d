import { z } from 'zod';
import { DEFAULT_JOURNEY_RANKING, journeyRankingSchema } from './journey-ranking-schema.ts';

/**
 * Site configuration (spec section 3): one JSON document validated once at start. Owned by the shell; other engineers
 * add their keys here with small edits. Every key is documented in the README table.
 */

const httpUrl = z.url({ protocol: /^https?$/ });
/** A CSS colour value; refuses characters that could escape the generated `:root { --color-x: … }` rule. */
const cssColor = z.string().regex(/^[#(),.%\w\s-]{1,64}$/, 'must be a CSS colour such as #0055a4 or rgb(0 85 164)');
const origin = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be an origin such as https://tiles.example.org (no path)');

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

const featureSchema = z.looseObject({ enabled: z.boolean().default(false) });

export const headerComponentSchema = z.object({
  /** Component name (top-logo, language-selector, …); an unknown name is logged and skipped when rendering. */
  name: z.string().min(1),
  slot: z.enum(['header', 'sidebar', 'inner-menu']),
  position: z.enum(['start', 'end']).default('start'),
  order: z.number().int().default(0),
  /** Devices the component shows on (desktop lg+, tablet md, mobile below). */
  devices: z.array(z.enum(DEVICES)).default([...DEVICES]),
  /** Per-device display variant, e.g. { "mobile": "icon" }. */
  variant: z.partialRecord(z.enum(DEVICES), z.string()).default({}),
  needsAuth: z.boolean().default(false),
  props: z.record(z.string(), z.unknown()).default({}),
});
export type HeaderComponentConfig = z.infer<typeof headerComponentSchema>;

export const siteConfigSchema = z.object({
  /** Brand shown in titles (`{page} - {siteName}`); the localized common.siteTitle when absent. */
  siteName: z.string().min(1).optional(),
  features: z
    .object({
      'trip-planner': z
        .looseObject({
          enabled: z.boolean().default(false),
          'next-previous': z.object({ time: z.number().int().positive().default(30) }).default({ time: 30 }),
          /** How the recommended journey is chosen (see journey-ranking-schema.ts); every weight has a default. */
          ranking: journeyRankingSchema.default(DEFAULT_JOURNEY_RANKING),
        })
        .default({ enabled: false, 'next-previous': { time: 30 }, ranking: DEFAULT_JOURNEY_RANKING }),
      /** externalUrl: the proximity list sends visitors to this nearby-stops service instead (`{lang}` filled in). */
      proximity: z.looseObject({ enabled: z.boolean().default(false), externalUrl: httpUrl.optional() }).optional(),
    })
    .catchall(featureSchema)
    .default({ 'trip-planner': { enabled: false, 'next-previous': { time: 30 }, ranking: DEFAULT_JOURNEY_RANKING } }),
  /** Colour name → value, emitted as CSS variables `--color-{name}` (Tailwind tokens read them). */
  colors: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'colour names are lowercase words'), cssColor).default({}),
  apiUrl: httpUrl.optional(),
  apiKey: z.string().optional(),
  storeURL: httpUrl.optional(),
  simURL: httpUrl.optional(),
  cmsURL: httpUrl.optional(),
  banners: z
    .object({ enabled: z.boolean().default(false), cookieDomain: z.string().optional() })
    .default({ enabled: false }),
  components: z.array(headerComponentSchema).default([]),
  /** Third-party consent script; the built-in consent panel is used when absent. */
  tarteaucitron: z.looseObject({ scriptUrl: httpUrl, privacyUrl: z.string().optional() }).optional(),
  /** Analytics tracker, loaded only after consent. */
  matomo: z.looseObject({ url: httpUrl, siteId: z.union([z.string(), z.number()]) }).optional(),
  /** ISO 4217 code of the fares (cart, demo shop); the spec's EUR when absent. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR or USD')
    .default('EUR'),
  priceRounding: z
    .object({ enabled: z.boolean().default(false), decimals: z.number().int().min(0).max(4).default(2) })
    .default({ enabled: false, decimals: 2 }),
  globalCdn: httpUrl.optional(),
  map: z
    .object({
      /** Basemap style; the map draws the network's own layers over a plain local style when absent (offline). */
      styleUrl: httpUrl.optional(),
      /** Extra origins the map loads tiles, glyphs and sprites from (added to the CSP connect-src and img-src). */
      origins: z.array(origin).default([]),
    })
    .default({ origins: [] }),
  widget: z
    .object({
      /** Origins allowed to embed the site in widget mode (CSP frame-ancestors). */
      allowedOrigins: z.array(origin).default([]),
    })
    .default({ allowedOrigins: [] }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
