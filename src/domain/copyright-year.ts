/**
 * The year of the footer's copyright line (spec "Footer": the current year) as the network's clock reads it, not the
 * server's: a server on UTC would show next year from 19:00 on New Year's Eve in New York.
 */
export function yearIn(timeZone: string, nowMs: number = Date.now()): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(nowMs));
  } catch {
    // An unknown zone name: the server's year rather than no footer.
    return new Date(nowMs).getFullYear();
  }
}
