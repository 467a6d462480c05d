import { SEED_BANNERS_SQL } from './seed-banners.ts';
import { SEED_MENUS_SQL } from './seed-menus.ts';
import { SEED_STORE_SQL } from './seed-store.ts';

/** First-start content of the embedded services, applied once as a migration. */
export const SEED_CONTENT_SQL = [SEED_BANNERS_SQL, SEED_MENUS_SQL, SEED_STORE_SQL].join('\n');
