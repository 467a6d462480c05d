import { field, intField, readTable } from './read-table.ts';
import type { GtfsSource } from './source.ts';

export interface GtfsTransfer {
  fromStopId: string;
  toStopId: string;
  /** 0 recommended, 1 timed, 2 minimum time, 3 not possible (4, 5 are in-seat: ignored by the network). */
  type: number;
  /** Seconds, -1 when absent. */
  minTransferTime: number;
}

/** transfers.txt (stop-to-stop rows only; trip- or route-specific rows are kept as plain stop pairs). */
export function readTransfers(source: GtfsSource): Promise<GtfsTransfer[]> {
  return readTable(source, 'transfers', (row) => {
    const fromStopId = field(row, 'from_stop_id');
    const toStopId = field(row, 'to_stop_id');
    if (!fromStopId || !toStopId) return null;
    return {
      fromStopId,
      toStopId,
      type: intField(row, 'transfer_type', 0),
      minTransferTime: intField(row, 'min_transfer_time', -1),
    };
  });
}
