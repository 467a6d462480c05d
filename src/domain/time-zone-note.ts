/**
 * "Times are New York time": the traveller's browser may sit in another zone than the network's, and every time on
 * the site is the network's. The note names the zone by its city and its UTC offset on the day shown.
 */

/** 'America/New_York' → 'New York'; 'Etc/UTC' → 'UTC'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset as the locale writes it, e.g. 'UTC−5' / 'GMT-5'. */
export function zoneOffsetLabel(timeZone: string, locale: string, at: Date = new Date()): string {
  const key = `${locale}|${timeZone}`;
  let format = offsetFormats.get(key);
  // Kept per locale and zone: building the formatter costs far more than using it, and every page shows the note.
  if (!format)
    offsetFormats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })));
  const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Minutes east of UTC of `timeZone` at `at`. */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** Whether a visitor in `visitorZone` reads other clock times than the network's on that day (same offset: no note). */
export function visitorNeedsZoneNote(
  networkZone: string,
  visitorZone: string | undefined,
  at: Date = new Date(),
): boolean {
  if (!visitorZone || visitorZone === networkZone) return false;
  try {
    return zoneOffsetMinutes(networkZone, at) !== zoneOffsetMinutes(visitorZone, at);
  } catch {
    return true;
  }
}
