/**
 * The slots of each pattern running on one service day (CSR over patterns, slot order kept so FIFO still holds),
 * optionally only the trips a step-free search may ride. Built in one pass over the trips, cached per day.
 */
export interface ActiveTrips {
  start: Uint32Array;
  slots: Uint32Array;
  /**
   * Arrival and departure of the active trips, trip-major and interleaved: the j-th active trip of pattern p arrives
   * at position i at `times[2 * (rowStart[p] + j * length(p) + i)]` and leaves at the next cell. A scan rides along
   * one row of this compact copy (one cache line serves both times of a stop) instead of the whole timetable, where
   * the trips of other days sit in between; the trip searches read it too (a range search's consecutive departures
   * ride neighbouring trips, whose rows are then still in cache). One copy only: the timetable's cache misses, not
   * arithmetic, bound a range query.
   */
  rowStart: Uint32Array;
  times: Int32Array;
  /** Per pattern: earliest and latest departure of any active trip at any position (UNREACHED-free bounds). */
  minDeparture: Int32Array;
  maxDeparture: Int32Array;
}

/** One service day as the search sees it: its trips and the shift of its times relative to the query's day. */
export interface SearchDay {
  offset: number;
  trips: ActiveTrips;
}
