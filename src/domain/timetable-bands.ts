/**
 * Time-of-day bands of a day timetable, so a 300-trip grid opens on a readable slice. A trip belongs to the band of its
 * first departure; minutes count from the start of the service day, so 25:10 (after midnight) is in the night band.
 */
export const TIME_BANDS = [
  { id: 'early', from: 0, to: 6 * 60 },
  { id: 'morning', from: 6 * 60, to: 9 * 60 },
  { id: 'midday', from: 9 * 60, to: 12 * 60 },
  { id: 'afternoon', from: 12 * 60, to: 16 * 60 },
  { id: 'evening', from: 16 * 60, to: 20 * 60 },
  { id: 'night', from: 20 * 60, to: Infinity },
] as const;

export type TimeBandId = (typeof TIME_BANDS)[number]['id'];
export const TIME_BAND_IDS = TIME_BANDS.map((band) => band.id) as [TimeBandId, ...TimeBandId[]];

export function bandOf(minutes: number): TimeBandId {
  return TIME_BANDS.find((band) => minutes >= band.from && minutes < band.to)?.id ?? 'night';
}

/**
 * The band to open on: the one holding the first trip not yet finished when the date is today (nowMinutes given),
 * else the first band with trips. Null when there are no trips.
 */
export function defaultBand(
  trips: ReadonlyArray<{ first: number; last: number }>,
  nowMinutes: number | null,
): TimeBandId | null {
  if (trips.length === 0) return null;
  if (nowMinutes !== null) {
    const running = trips.find((trip) => trip.last >= nowMinutes);
    if (running) return bandOf(running.first);
    return bandOf(trips[trips.length - 1].first);
  }
  return bandOf(trips[0].first);
}

/** Bands that have trips, in day order (for the band links and earlier / later). */
export function bandsWithTrips(firsts: ReadonlyArray<number>): TimeBandId[] {
  const present = new Set(firsts.map(bandOf));
  return TIME_BAND_IDS.filter((id) => present.has(id));
}
