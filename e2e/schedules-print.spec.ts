import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Printed timetables, checked in Chromium's own print to PDF (Letter and A4, the print dialog's margins) and read back
// with pdftotext: every departure must reach the paper, none cut off at a sheet's edge.
test.slow();

const MARGIN = { top: '0.4in', bottom: '0.4in', left: '0.4in', right: '0.4in' };
const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' });
/** "17:05" (past 24:00 too) → "5:05 PM", spaces normalized as in the PDF text below. */
const english = (hhmm: string) => clock.format(Date.UTC(2000, 0, 1, +hhmm.slice(0, 2) % 24, +hhmm.slice(3, 5))).replace(/\s/g, ' ');

async function pdfText(page: Page, format: 'Letter' | 'A4'): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const file = join(mkdtempSync(join(tmpdir(), 'timetable-pdf-')), `${format}.pdf`);
  writeFileSync(file, await page.pdf({ format, margin: MARGIN }));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\s\u202f\u00a0]+/g, ' ');
}

function tally(times: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const time of times) counts.set(time, (counts.get(time) ?? 0) + 1);
  return counts;
}

/** The times of `expected` the PDF text holds fewer times than the timetable does ([] when every one is printed). */
function missing(text: string, expected: string[]): string[] {
  const printed = tally(text.match(/\b\d{1,2}:\d\d [AP]M\b/g) ?? []);
  return [...tally(expected)].filter(([time, count]) => (printed.get(time) ?? 0) < count).map(([time, count]) => `${time} ×${count - (printed.get(time) ?? 0)}`);
}

for (const format of ['Letter', 'A4'] as const) {
  test(`the biggest bus line's week prints every departure of every day on ${format}`, async ({ page, request }) => {
    // B6: the most trips of any bus line in the feed (2,330), and regular runs folded into "every N min" on screen.
    const week = await (await request.get('/bff/api/v1/lines/bus:B6/week?direction=0')).json();
    const expected: string[] = week.blocks.flatMap((block: { sections: Array<Array<{ times: Array<string | null> }>> }) =>
      block.sections.flatMap((section) => section.flatMap((column) => column.times.filter((time): time is string => time !== null).map(english))),
    );
    expect(expected.length).toBeGreaterThan(3000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/schedules/line/bus:B6?view=week&direction=0');
    const text = await pdfText(page, format);
    expect(missing(text, expected)).toEqual([]);
    // Each printed part repeats the stop names, and says which part it is.
    expect(text).toContain(`${week.stops[0].name}`);
    expect(text).toMatch(/\(part 1 of \d+\)/);
  });

  test(`a line's day prints the whole day of the chosen direction on ${format}, or only the band on screen when asked`, async ({ page, request }) => {
    const day = await (await request.get('/bff/api/v1/lines/subway:1/timetable?direction=1')).json();
    const allDay: string[] = day.sections.flatMap((section: { trips: Array<{ times: Array<string | null> }> }) =>
      section.trips.flatMap((trip) => trip.times.filter((time): time is string => time !== null).map((time) => english(time.slice(11, 16)))),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/schedules/line/subway:1?direction=1&band=midday');
    const shown = await page.locator('[data-band-copy] .tt-scroll td time').count();
    expect(shown).toBeLessThan(allDay.length / 2);
    expect(missing(await pdfText(page, format), allDay)).toEqual([]);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('checkbox', { name: 'Print only the times on screen (9:00–12:00)' }).check();
    const bandOnly = await pdfText(page, format);
    const printed = bandOnly.match(/\b\d{1,2}:\d\d [AP]M\b/g) ?? [];
    expect(printed.length).toBeGreaterThanOrEqual(shown);
    expect(printed.length).toBeLessThan(allDay.length / 2);
  });
}
