/**
 * Earlier / later on a departure board page by departures, never by a fixed shift: a fixed hour skipped the trains
 * between a card's last departure shown and the next hour. Each card shows a few departures of its line × direction;
 * "later" starts after the earliest of the cards' last departures shown, "earlier" ends before the earliest of their
 * first ones, so no card ever skips a departure (a card further ahead may show some of its departures again).
 */
export interface PagedDeparture {
  departureTime: string;
  /** A prediction moves the departure: the board orders and pages by it. */
  realtime?: { expectedTime?: string };
}

export interface PagedGroup {
  departures: PagedDeparture[];
}

/** The instant a departure is paged by: the prediction when there is one, else the timetable's. */
export function departureInstant(departure: PagedDeparture): string {
  return departure.realtime?.expectedTime ?? departure.departureTime;
}

function earliest(instants: string[]): string | undefined {
  let best: string | undefined;
  for (const iso of instants) if (best === undefined || Date.parse(iso) < Date.parse(best)) best = iso;
  return best;
}

/** The next page starts strictly after this instant (undefined: no departure shown, page by time instead). */
export function laterCursor(groups: readonly PagedGroup[]): string | undefined {
  return earliest(
    groups.flatMap((group) => (group.departures.length ? [departureInstant(group.departures.at(-1)!)] : [])),
  );
}

/** The earlier page ends strictly before this instant (undefined: no departure shown, page by time instead). */
export function earlierCursor(groups: readonly PagedGroup[]): string | undefined {
  return earliest(groups.flatMap((group) => (group.departures.length ? [departureInstant(group.departures[0]!)] : [])));
}

/** The board's start for a page after `cursor`: one second later (timetables count whole seconds), as UTC ISO. */
export function startAfter(cursor: string): string {
  return new Date(Date.parse(cursor) + 1000).toISOString();
}
