import { existsSync } from 'node:fs';
import { networkFilePath } from '../network/network-location.ts';
import { readNetworkFile } from '../network/network-file.ts';
import type { TransitNetwork } from '../network/types.ts';

/**
 * The compiled NYC network of data/ for tests and the benchmark, or null when it has not been built
 * (`npm run import-data`): the NYC tests then skip.
 */
export function loadNycNetwork(path = networkFilePath()): Promise<TransitNetwork> | null {
  if (!existsSync(path)) return null;
  const result = readNetworkFile(path);
  return result.ok ? Promise.resolve(result.network) : null;
}

/** Mulberry32: a small deterministic generator so random test queries are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A feed for the router's unit tests from two tables: `stops` (stop_id,stop_name,stop_lat,stop_lon rows) and
 * `stopTimes` (a stop_times.txt with its header, so a test may add columns). Each trip is a bus route of its own name,
 * running every day of January 2026 in America/New_York.
 */
export function busFeed(stops: string, stopTimes: string): Record<string, string> {
  const trips = [...new Set(stopTimes.trim().split('\n').slice(1).map((line) => line.split(',')[0]))];
  return {
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${stops.trim()}`,
    'routes.txt': `route_id,agency_id,route_short_name,route_type\n${trips.map((trip) => `${trip},T,${trip},3`).join('\n')}`,
    'calendar.txt': 'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20260101,20260131',
    'trips.txt': `route_id,service_id,trip_id\n${trips.map((trip) => `${trip},ALL,${trip}`).join('\n')}`,
    'stop_times.txt': stopTimes.trim(),
  };
}

/**
 * Three stops about 1.1 km apart (no walking between them): a slow direct bus A → C (08:00 → 08:40) and a faster
 * pair, a feeder A → B (08:00 → 08:05) then a fast bus B → C (08:10 → 08:20).
 */
export function directOrChangeFeed(): Record<string, string> {
  return busFeed(
    `A,Alpha,40.7000,-74.0000
B,Bravo,40.7100,-74.0000
C,Charlie,40.7200,-74.0000`,
    `trip_id,arrival_time,departure_time,stop_id,stop_sequence
slow,08:00:00,08:00:00,A,1
slow,08:40:00,08:40:00,C,2
feeder,08:00:00,08:00:00,A,1
feeder,08:05:00,08:05:00,B,2
fast,08:10:00,08:10:00,B,1
fast,08:20:00,08:20:00,C,2`,
  );
}
