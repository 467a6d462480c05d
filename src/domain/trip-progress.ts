/**
 * Where a run's vehicle is along its stops, as a pure rule: from the feed's vehicle position when it names a stop of
 * the run, else from the times the run keeps (predicted where known, else the timetable's). Skipped stops are passed,
 * never stood at.
 */

export interface ProgressStop {
  /** When the vehicle reaches and leaves the stop (epoch ms; predicted when known). */
  arrivalMs: number;
  departureMs: number;
  skipped: boolean;
}

/** What a GTFS-realtime vehicle position says: the stop (index in the run) its status refers to. */
export interface VehicleReport {
  stopIndex: number;
  /** STOPPED_AT, INCOMING_AT or IN_TRANSIT_TO (GTFS-realtime VehicleStopStatus). */
  status: string;
}

export type TripProgress =
  | { state: 'notStarted' }
  | { state: 'finished' }
  | { state: 'atStop'; from: number }
  | { state: 'between'; from: number; to: number };

function previousServed(stops: ProgressStop[], before: number): number {
  for (let i = before - 1; i >= 0; i--) if (!stops[i].skipped) return i;
  return -1;
}

function fromVehicle(stops: ProgressStop[], report: VehicleReport): TripProgress {
  const { stopIndex, status } = report;
  if (status === 'STOPPED_AT') return { state: 'atStop', from: stopIndex };
  const left = previousServed(stops, stopIndex);
  return left < 0 ? { state: 'notStarted' } : { state: 'between', from: left, to: stopIndex };
}

export function tripProgress(stops: ProgressStop[], nowMs: number, report?: VehicleReport): TripProgress {
  if (stops.length === 0) return { state: 'notStarted' };
  if (report && report.stopIndex >= 0 && report.stopIndex < stops.length) return fromVehicle(stops, report);
  const served = stops.map((stop, index) => ({ stop, index })).filter(({ stop }) => !stop.skipped);
  if (served.length === 0) return { state: 'notStarted' };
  const first = served[0];
  const last = served[served.length - 1];
  if (nowMs < first.stop.arrivalMs) return { state: 'notStarted' };
  if (nowMs > last.stop.departureMs || (nowMs >= last.stop.arrivalMs && last.index === first.index))
    return { state: 'finished' };
  for (let k = 0; k < served.length; k++) {
    const { stop, index } = served[k];
    if (nowMs >= stop.arrivalMs && nowMs <= stop.departureMs) return { state: 'atStop', from: index };
    const next = served[k + 1];
    if (next && nowMs > stop.departureMs && nowMs < next.stop.arrivalMs)
      return { state: 'between', from: index, to: next.index };
  }
  return { state: 'finished' };
}
