/** Favourites one account may hold (422 `favorites_limit_reached` past it). No zod here: browser code imports it. */
export const MAX_FAVORITES_PER_USER = 500;
