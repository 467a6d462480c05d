import { describe, expect, it } from 'vitest';
import { compressRuns, uniformHeadway } from './timetable-compression.ts';

/** Trips leaving the first stop at `starts` (minutes), each taking the same 4 + 6 minutes to the next stops. */
const run = (starts: number[], signature = '') =>
  starts.map((start) => ({ minutes: [start, start + 4, start + 10], signature }));
const kinds = (columns: ReturnType<typeof compressRuns>) =>
  columns.map((column) => (column.kind === 'trip' ? `t${column.trip}` : `every${column.headway}x${column.hidden}`));

describe('"then every N min" compression', () => {
  it('folds a clock-face run of five departures, keeping its first and last', () => {
    expect(kinds(compressRuns(run([480, 490, 500, 510, 520])))).toEqual(['t0', 'every10x3', 't4']);
  });

  it('leaves a run of four alone', () => {
    expect(kinds(compressRuns(run([480, 490, 500, 510])))).toEqual(['t0', 't1', 't2', 't3']);
  });

  it('leaves a regular headway that is not clock-face alone (every 7 min repeats at other minutes each hour)', () => {
    expect(kinds(compressRuns(run([480, 487, 494, 501, 508, 515])))).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
  });

  it('stops a run where running times change or a stop is skipped', () => {
    const trips = run([480, 495, 510, 525, 540, 555, 570]);
    trips[6] = { minutes: [570, 575, 581], signature: '' };
    expect(kinds(compressRuns(trips))).toEqual(['t0', 'every15x4', 't5', 't6']);
    expect(
      uniformHeadway({ minutes: [480, null, 490], signature: '' }, { minutes: [490, 494, 500], signature: '' }),
    ).toBeNull();
  });

  it('never folds trips with different notes or destinations', () => {
    const trips = [...run([480, 490, 500], 'A'), ...run([510, 520], 'B')];
    expect(kinds(compressRuns(trips))).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });

  it('folds two runs with different headways separately', () => {
    const trips = run([360, 390, 420, 450, 480, 490, 500, 510, 520, 530]);
    expect(kinds(compressRuns(trips))).toEqual(['t0', 'every30x3', 't4', 't5', 'every10x3', 't9']);
  });
});
