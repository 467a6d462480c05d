/**
 * Splits a direction's trips into timetable sections that each read without a time inversion. Trips that overtake one
 * another (a limited-stop bus passing a local one, a faster run on the same stops) cannot share one grid: whatever the
 * column order, some stop shows a later trip leaving first. Trips are taken in `orderTrips` order and appended to a
 * section only when, at every stop they share, they leave no earlier than the section's latest trip there; trips keep
 * the section their stop sequence last went to when it fits, so a limited service stays in one block. Most directions
 * have a single section.
 */

export interface TripSection {
  /** Input trip indexes in display order. */
  trips: number[];
}

/**
 * `times[trip][row]` (seconds or null), `order` from orderTrips, `sequenceOf[trip]` a key of the trip's stop sequence.
 * Every section is inversion-free by construction: a trip joins only when it is at or after the section's frontier.
 */
export function splitIntoSections(
  times: ReadonlyArray<ReadonlyArray<number | null>>,
  order: ReadonlyArray<number>,
  sequenceOf: ReadonlyArray<number>,
): TripSection[] {
  const sections: Array<{ trips: number[]; frontier: Float64Array }> = [];
  const sectionOfSequence = new Map<number, number>();
  const rowCount = times.length > 0 ? times[0].length : 0;
  const fits = (frontier: Float64Array, trip: number) =>
    times[trip].every((time, row) => time === null || time >= frontier[row]);
  for (const trip of order) {
    const preferred = sectionOfSequence.get(sequenceOf[trip]);
    let target =
      preferred !== undefined && fits(sections[preferred].frontier, trip)
        ? preferred
        : sections.findIndex((s) => fits(s.frontier, trip));
    if (target < 0) {
      target = sections.length;
      sections.push({ trips: [], frontier: new Float64Array(rowCount).fill(-Infinity) });
    }
    const section = sections[target];
    section.trips.push(trip);
    times[trip].forEach((time, row) => {
      if (time !== null) section.frontier[row] = time;
    });
    sectionOfSequence.set(sequenceOf[trip], target);
  }
  return sections.map(({ trips }) => ({ trips }));
}
