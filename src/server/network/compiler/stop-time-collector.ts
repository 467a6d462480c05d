import type { GtfsFrequency } from '../../gtfs/frequencies.ts';
import type { GtfsSource } from '../../gtfs/source.ts';
import { forEachStopTime } from '../../gtfs/stop-times.ts';
import type { GtfsTrip } from '../../gtfs/trips.ts';
import { GrowableArray } from './growable-array.ts';
import { interpolateTimes, type FeedStopTimes, type TripRun } from './trip-patterns.ts';

export interface FeedTripRuns {
  times: FeedStopTimes;
  runs: TripRun[];
}

const PROGRESS_EVERY = 500_000;

/**
 * Streams one feed's stop_times into flat typed arrays (about 21 bytes a row instead of a JS object), then orders the
 * rows of each trip by stop_sequence with a counting sort and cuts them into per-trip runs. Trips with fewer than two
 * usable stops or without first/last times are dropped; frequencies.txt trips become one run per headway.
 */
export async function collectTripRuns(
  source: GtfsSource,
  trips: GtfsTrip[],
  stopFor: (stopId: string) => number | undefined,
  frequencies: GtfsFrequency[],
  progress: (rows: number) => void,
): Promise<FeedTripRuns> {
  const tripIndex = new Map(trips.map((trip, index) => [trip.id, index]));
  const rowTrip = new GrowableArray(Uint32Array, 1 << 16);
  const rowStop = new GrowableArray(Uint32Array, 1 << 16);
  const rowSeq = new GrowableArray(Uint32Array, 1 << 16);
  const rowArrival = new GrowableArray(Int32Array, 1 << 16);
  const rowDeparture = new GrowableArray(Int32Array, 1 << 16);
  const rowRules = new GrowableArray(Uint8Array, 1 << 16);
  let lastTripId = '';
  let lastTrip = -1;
  const total = await forEachStopTime(source, (row) => {
    if (row.tripId !== lastTripId) {
      lastTripId = row.tripId;
      lastTrip = tripIndex.get(row.tripId) ?? -1;
    }
    const stop = stopFor(row.stopId);
    if (lastTrip < 0 || stop === undefined) return;
    rowTrip.push(lastTrip);
    rowStop.push(stop);
    rowSeq.push(row.stopSequence);
    rowArrival.push(row.arrival);
    rowDeparture.push(row.departure);
    rowRules.push((Math.min(row.pickupType, 3) << 2) | Math.min(row.dropOffType, 3));
    if (rowTrip.length % PROGRESS_EVERY === 0) progress(rowTrip.length);
  });
  progress(total);

  const rows = rowTrip.length;
  const tripRowStart = new Uint32Array(trips.length + 1);
  for (let r = 0; r < rows; r++) tripRowStart[rowTrip.get(r) + 1]++;
  for (let t = 0; t < trips.length; t++) tripRowStart[t + 1] += tripRowStart[t];
  const fill = tripRowStart.slice(0, trips.length);
  const order = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) order[fill[rowTrip.get(r)]++] = r;

  const frequenciesByTrip = new Map<number, GtfsFrequency[]>();
  for (const frequency of frequencies) {
    const trip = tripIndex.get(frequency.tripId);
    if (trip !== undefined) frequenciesByTrip.set(trip, [...(frequenciesByTrip.get(trip) ?? []), frequency]);
  }

  // The rows again, now ordered by trip then stop_sequence; the per-row arrays above are dropped after this.
  const times: FeedStopTimes = {
    stops: new Uint32Array(rows),
    arrival: new Int32Array(rows),
    departure: new Int32Array(rows),
    pickup: new Uint8Array(rows),
    dropOff: new Uint8Array(rows),
  };
  const runs: TripRun[] = [];
  for (let t = 0; t < trips.length; t++) {
    const from = tripRowStart[t];
    const n = tripRowStart[t + 1] - from;
    if (n < 2) continue;
    const tripRows = Array.from(order.subarray(from, from + n)).sort((a, b) => rowSeq.get(a) - rowSeq.get(b));
    tripRows.forEach((r, i) => {
      times.stops[from + i] = rowStop.get(r);
      times.arrival[from + i] = rowArrival.get(r);
      times.departure[from + i] = rowDeparture.get(r);
      times.pickup[from + i] = rowRules.get(r) >> 2;
      times.dropOff[from + i] = rowRules.get(r) & 3;
    });
    if (!interpolateTimes(times.arrival.subarray(from, from + n), times.departure.subarray(from, from + n))) continue;
    const run: TripRun = { trip: t, shift: 0, expanded: false, start: from, length: n };
    const tripFrequencies = frequenciesByTrip.get(t);
    if (!tripFrequencies) {
      runs.push(run);
      continue;
    }
    for (const frequency of tripFrequencies) {
      for (let start = frequency.startTime; start < frequency.endTime; start += frequency.headwaySecs) {
        runs.push({ ...run, shift: start - times.departure[from], expanded: true });
      }
    }
  }
  return { times, runs };
}
