import { existsSync } from 'node:fs';
import { networkFilePath } from '../server/network/model/network-location.ts';
import { readNetworkFile } from '../server/network/model/network-file.ts';
import type { TransitNetwork } from '../server/network/model/types.ts';

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
  const trips = [
    ...new Set(
      stopTimes
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ),
  ];
  return {
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nT,Test,https://t.example,America/New_York',
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${stops.trim()}`,
    'routes.txt': `route_id,agency_id,route_short_name,route_type\n${trips.map((trip) => `${trip},T,${trip},3`).join('\n')}`,
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20260101,20260131',
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

/**
 * A 4 × 4 grid of stops 500 m apart (walks between neighbours), a bus along every row and column in both directions,
 * each with its own headway (5–14 min) and speed from 06:00 to 11:00, a third of them pausing for two hours: many
 * departures per window, changes, walks that beat waiting, and runs whose journeys leave after the window.
 */
export function gridFeed(seed: number): Record<string, string> {
  const random = seededRandom(seed);
  const stop = (r: number, c: number) => `S${r}${c}`;
  const stops = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      stops.push(`${stop(r, c)},Stop ${r}${c},${(40.7 + r * 0.0045).toFixed(4)},${(-74 + c * 0.0059).toFixed(4)}`);
  const lines: string[][] = [];
  for (let i = 0; i < 4; i++) {
    const row = [0, 1, 2, 3].map((c) => stop(i, c));
    const column = [0, 1, 2, 3].map((r) => stop(r, i));
    lines.push(row, [...row].reverse(), column, [...column].reverse());
  }
  const rows = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  const clock = (s: number) =>
    `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  for (const [l, line] of lines.entries()) {
    const headway = (5 + Math.floor(random() * 10)) * 60;
    const hop = (2 + Math.floor(random() * 4)) * 60;
    // The lines of the first row and column (all of stop S00's) and every third other line pause from 07:30 to 09:30:
    // runs then find journeys leaving long after their window.
    const pauses = l < 4 || l % 3 === 0;
    for (let start = 6 * 3600 + Math.floor(random() * headway), n = 0; start < 11 * 3600; start += headway, n++) {
      if (pauses && start > 7.5 * 3600 && start < 9.5 * 3600) continue;
      line.forEach((s, i) => rows.push(`L${l}n${n},${clock(start + i * hop)},${clock(start + i * hop)},${s},${i + 1}`));
    }
  }
  return busFeed(stops.join('\n'), rows.join('\n'));
}
