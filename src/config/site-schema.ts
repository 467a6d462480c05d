import { z } from 'zod';
import { DEFAULT_JOURNEY_RANKING } from '../domain/journey-cost.ts';
import { journeyRankingSchema } from './journey-ranking-schema.ts';

/**
 * Site configuration (spec section 3): one JSON document validated once at start. Each `.describe()` is the key's
 * documentation: docs/configuration.md is generated from it (`npm run docs:config`), and a unit test keeps the two in
 * step, so a new key needs its description here.
 */

const httpUrl = z.url({ protocol: /^https?$/ });
/** A CSS colour value; refuses characters that could escape the generated `:root { --color-x: … }` rule. */
const cssColor = z.string().regex(/^[#(),.%\w\s-]{1,64}$/, 'must be a CSS colour such as #0055a4 or rgb(0 85 164)');
const origin = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be an origin such as https://tiles.example.org (no path)');

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

const featureSchema = z.looseObject({
  enabled: z
    .boolean()
    .default(false)
    .describe(
      "Switch of any other feature (spec section 3), e.g. `schedules`, or `demo-shop`: the demo shop page `/{lang}/demo-shop` with the embedded store's catalogue and cart (the header cart links there when no `storeURL` is set; 404 when off). The feature's other options sit beside it.",
    ),
});

export const headerComponentSchema = z.object({
  name: z
    .string()
    .min(1)
    .describe(
      'Component name, kebab, camel or Pascal case (`top-logo`, `language-selector`, `sidebar-link`, `cms-menu`, `account-menu`, `cart-summary`, `notifications-menu`, `social-networks`, `mobile-apps-badges`, `additional-logos`, `sponsor-logos`, `contextual-link`, …; `src/components/chrome/registry.ts`). An unknown name is logged once and skipped.',
    ),
  slot: z
    .enum(['header', 'sidebar', 'inner-menu'])
    .describe(
      "Where it shows: `header` (fixed top bar), `sidebar` (left rail from 960 px, bottom bar on phones), `inner-menu` (panel behind the header's menu button).",
    ),
  position: z.enum(['start', 'end']).default('start').describe('Side of its slot.'),
  order: z.number().int().default(0).describe('Order within its slot and side.'),
  devices: z
    .array(z.enum(DEVICES))
    .default([...DEVICES])
    .describe('Devices the component shows on: `desktop` (≥ 1280 px), `tablet` (≥ 960 px), `mobile`.'),
  variant: z
    .partialRecord(z.enum(DEVICES), z.string())
    .default({})
    .describe('Per-device display variant, e.g. `{ "mobile": "icon" }` for icon-only links or a mark-only logo.'),
  needsAuth: z.boolean().default(false).describe('Hidden from visitors who are not signed in.'),
  props: z
    .record(z.string(), z.unknown())
    .default({})
    .describe(
      'The component\'s own options. Links take `route` (a route name, localized) or `link`; `label` is a translation key or text; `icon` a name of `src/icons/`. `account-menu`: `groups: [{ title, items: [{ label, icon, route | link | specific: "logout" }] }]`; `social-networks`: `links: [{ network, url }]`; `mobile-apps-badges`: `appStoreUrl`, `googlePlayUrl`; `additional-logos` / `sponsor-logos`: `logos: [{ url, link, alt }]`; `contextual-link`: `context` (trip-planner, proximity or schedules).',
    ),
});
export type HeaderComponentConfig = z.infer<typeof headerComponentSchema>;

export const siteConfigSchema = z.object({
  siteName: z
    .string()
    .min(1)
    .optional()
    .describe('Brand in page titles (`{page} - {siteName}`). Default the localized `common.siteTitle`.'),
  features: z
    .object({
      'trip-planner': z
        .looseObject({
          enabled: z.boolean().default(false).describe('Feature switch of the trip planner.'),
          'next-previous': z
            .object({
              time: z
                .number()
                .int()
                .positive()
                .default(30)
                .describe('Minutes the earlier/later buttons shift the departure.'),
            })
            .default({ time: 30 }),
          ranking: journeyRankingSchema
            .default(DEFAULT_JOURNEY_RANKING)
            .describe(
              'How the recommended journey is chosen among the exact answers, by a generalized cost in minutes: transferMinutes and ' +
                'fewerTransfersMinutes (what one change is worth), walkFactor, waitFactor and originWaitFactor (weights of a minute ' +
                'walking, waiting between rides and waiting before leaving, against one on board), stayAboardMinutes (a journey ' +
                'leaving a vehicle for a stop that vehicle reaches this much later is never recommended).',
            ),
        })
        .default({ enabled: false, 'next-previous': { time: 30 }, ranking: DEFAULT_JOURNEY_RANKING }),
      proximity: z
        .looseObject({
          enabled: z.boolean().default(false).describe('Feature switch of the nearby screen.'),
          externalUrl: httpUrl
            .optional()
            .describe('An outside nearby-stops service: the proximity list redirects there (`{lang}` filled in).'),
        })
        .optional(),
    })
    .catchall(featureSchema)
    .default({ 'trip-planner': { enabled: false, 'next-previous': { time: 30 }, ranking: DEFAULT_JOURNEY_RANKING } }),
  colors: z
    .record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'colour names are lowercase words'), cssColor)
    .default({})
    .describe(
      'Colour name → CSS colour, emitted as `--color-{name}` (e.g. `primary`, `accent`; Tailwind tokens read them).',
    ),
  apiUrl: httpUrl.optional().describe('Operator API base address (spec section 3); accepted, not read by this site.'),
  apiKey: z
    .string()
    .optional()
    .describe(
      "Operator API key (spec section 3); accepted, not read by this site (the key sent to the operator's BFF is `API_KEY`).",
    ),
  storeURL: httpUrl
    .optional()
    .describe('Ticket shop: the header cart links to `{storeURL}/cart` when the cart has items, else to `storeURL`.'),
  simURL: httpUrl.optional().describe('SIM address (spec section 3); accepted, not read by this site.'),
  cmsURL: httpUrl
    .optional()
    .describe(
      'A WordPress with the "WP-REST-API V2 Menus" plugin whose menus replace the embedded ones (the `cms_menu_items` table).',
    ),
  banners: z
    .object({
      enabled: z
        .boolean()
        .default(false)
        .describe('Announcement banners (rows of the `banners` table, and network-wide realtime alerts).'),
      cookieDomain: z
        .string()
        .optional()
        .describe(
          "Domain set on the session, account-display and recent-places cookies, so the operator's other sites on that domain share them.",
        ),
    })
    .default({ enabled: false }),
  components: z.array(headerComponentSchema).default([]),
  tarteaucitron: z
    .looseObject({ scriptUrl: httpUrl, privacyUrl: z.string().optional() })
    .optional()
    .describe(
      '`{ scriptUrl, privacyUrl }` of a third-party consent script; the built-in consent panel is used when absent.',
    ),
  matomo: z
    .looseObject({ url: httpUrl, siteId: z.union([z.string(), z.number()]) })
    .optional()
    .describe('`{ url, siteId }` of the analytics tracker, loaded only after consent.'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR or USD')
    .default('EUR')
    .describe(
      "ISO 4217 code of the fares: the embedded store prices in it; amounts are written per page language with the spec's symbols (EUR €, USD $, GBP £, XPF XPF).",
    ),
  priceRounding: z
    .object({
      enabled: z.boolean().default(false).describe('Round fares to `decimals`.'),
      decimals: z.number().int().min(0).max(4).default(2).describe('Fare decimals (0–4).'),
    })
    .default({ enabled: false, decimals: 2 }),
  globalCdn: httpUrl.optional().describe('CDN of shared images (added to the CSP `img-src`).'),
  map: z
    .object({
      styleUrl: httpUrl
        .optional()
        .describe(
          "Basemap style; its origin is added to the CSP. Without it, and whenever it cannot load (offline), the map draws the network's layers over a plain built-in style.",
        ),
      origins: z
        .array(origin)
        .default([])
        .describe(
          'Extra origins the map loads tiles, glyphs and sprites from (added to the CSP `connect-src` and `img-src`).',
        ),
    })
    .default({ origins: [] }),
  widget: z
    .object({
      allowedOrigins: z
        .array(origin)
        .default([])
        .describe("Origins allowed to frame the site in widget mode (CSP `frame-ancestors`), besides the partners'."),
      embedAnywhere: z
        .boolean()
        .default(true)
        .describe(
          "Any web site may frame a widget that names no partner (the generator's \"No partner\" code). Widgets carry no account action and a framing site cannot give them the visitor's session (SameSite=Lax cookies); partner-branded widgets (`partner=…`) stay with their partner's origins and account pages are never framed. false: every widget only on `allowedOrigins` and the partners' origins.",
        ),
    })
    .default({ allowedOrigins: [], embedAnywhere: true }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
