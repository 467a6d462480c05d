import type { Page } from '@playwright/test';

/** Times Sq-42 St → Coney Island-Stillwell Av, as a results query (real NYC places), leaving at `time` tomorrow (New York). */
export function tripQuery(time = '23:40', extra = ''): string {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(tomorrow);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
      .formatToParts(tomorrow)
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '') || '+00:00';
  const params = new URLSearchParams({
    fi: 'subway:127',
    fv: 'Times Sq-42 St',
    ffv: 'Times Sq-42 St',
    fpt: 'stopArea',
    flat: '40.75529',
    flon: '-73.987495',
    ti: 'subway:D43',
    tv: 'Coney Island-Stillwell Av',
    tfv: 'Coney Island-Stillwell Av',
    tpt: 'stopArea',
    tlat: '40.577422',
    tlon: '-73.981233',
    tt: '0',
    dt: `${day}T${time}${offset}`,
  });
  return `${params}${extra}`;
}

/** Counts the journey searches the browser itself sends (the server renders the first one). */
export function countClientSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/bff/api/trip-planner/v2/journeys/search')) count++;
  });
  return () => count;
}
