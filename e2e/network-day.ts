/**
 * The network's day (New York), for specs whose expectations are about "today": a realtime node routes on the
 * predictions of its own today only, so a spec must not see that day change between building its feed and its last
 * check. CI runs at any hour: specs wait out a midnight that is too close instead.
 */
const ZONE = 'America/New_York';

/** Today's date (YYYY-MM-DD) in the network's zone. */
export function networkToday(nowMs = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    nowMs,
  );
}

/** Milliseconds until the next midnight in the network's zone (exact after 02:00, when clocks change; earlier it is hours away anyway). */
export function msUntilNetworkMidnight(nowMs = Date.now()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(nowMs);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return 86_400_000 - ((value('hour') * 60 + value('minute')) * 60 + value('second')) * 1000 - (nowMs % 1000);
}

/**
 * When the network's midnight is less than `budgetMs` away (what the spec may still take), waits until a few seconds
 * past it and returns the new day; otherwise returns today at once. The caller's hook timeout must allow budgetMs.
 */
export async function networkDayLastingAtLeast(
  budgetMs: number,
  log: (line: string) => void = console.log,
): Promise<string> {
  const left = msUntilNetworkMidnight();
  if (left < budgetMs) {
    log(
      `[e2e] midnight in New York is ${Math.ceil(left / 1000)} s away: waiting it out so "today" stays one day for the whole spec`,
    );
    await new Promise((resolve) => setTimeout(resolve, left + 5_000));
  }
  return networkToday();
}

/** The first Tuesday strictly after a date (YYYY-MM-DD): a weekday with the full timetable, never the day itself. */
export function tuesdayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
