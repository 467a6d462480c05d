import { atom } from 'nanostores';
import { createNearbyList } from '../../stores/proximity-nearby.ts';
import { fetchNearby } from '../../stores/proximity-api.ts';

/**
 * The nearby screen's shared state: the list island and the map island are two React roots on one page, sharing these
 * instances (one module graph). A full navigation starts them afresh, so map search state never outlives a page.
 */
export const nearbyList = createNearbyList(fetchNearby);

/** Phones: the map fills the screen and the list is a sheet over it, peeking, half open or open. */
export const SHEET_STATES = ['peek', 'half', 'full'] as const;
export type SheetState = (typeof SHEET_STATES)[number];
export const $sheet = atom<SheetState>('half');
