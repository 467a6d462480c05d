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
const english = (hhmm: string) =>
  clock.format(Date.UTC(2000, 0, 1, +hhmm.slice(0, 2) % 24, +hhmm.slice(3, 5))).replace(/\s/g, ' ');

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
  return [...tally(expected)]
    .filter(([time, count]) => (printed.get(time) ?? 0) < count)
    .map(([time, count]) => `${time} ×${count - (printed.get(time) ?? 0)}`);
}

for (const format of ['Letter', 'A4'] as const) {
  test(`the biggest bus line's week prints every departure of every day on ${format}`, async ({ page, request }) => {
    // B6: the most trips of any bus line in the feed (2,330), and regular runs folded into "every N min" on screen.
    const week = await (await request.get('/bff/api/v1/lines/bus:B6/week?direction=0')).json();
    const expected: string[] = week.blocks.flatMap(
      (block: { sections: Array<Array<{ times: Array<string | null> }>> }) =>
        block.sections.flatMap((section) =>
          section.flatMap((column) => column.times.filter((time): time is string => time !== null).map(english)),
        ),
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

  test(`a line's day prints the whole day of the chosen direction on ${format}, or only the band on screen when asked`, async ({
    page,
    request,
  }) => {
    const day = await (await request.get('/bff/api/v1/lines/subway:1/timetable?direction=1')).json();
    const allDay: string[] = day.sections.flatMap((section: { trips: Array<{ times: Array<string | null> }> }) =>
      section.trips.flatMap((trip) =>
        trip.times.filter((time): time is string => time !== null).map((time) => english(time.slice(11, 16))),
      ),
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the line page's controls at ${viewport.width} wide`, () => {
    test.use({ viewport });

    test('are never cut off without a cue, and the chosen time of day is in sight', async ({ page }) => {
      await page.goto('/en/schedules/line/bus:M15?band=evening');
      // Each control row: all its chips inside the row's box, or the row scrolls and fades out where chips are hidden.
      const cut = await page.locator('nav [role="group"].chip-row').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const box = row.getBoundingClientRect();
          const items = [...row.querySelectorAll(':scope > .chip, :scope > span, :scope > form')].map((item) => ({
            item,
            r: item.getBoundingClientRect(),
          }));
          const right = items.filter(({ r }) => r.right > Math.min(box.right, window.innerWidth) + 1);
          const left = items.filter(({ r }) => r.left < box.left - 1);
          const style = getComputedStyle(row);
          const fade = (side: string) =>
            style.overflowX === 'auto' &&
            style.maskImage !== 'none' &&
            parseFloat(style.getPropertyValue(`--chip-fade-${side}`)) > 0;
          const uncued = [
            ...(right.length > 0 && !fade('end') ? right : []),
            ...(left.length > 0 && !fade('start') ? left : []),
          ];
          return uncued.length === 0
            ? []
            : [`${row.getAttribute('aria-label')}: ${uncued.map(({ item }) => item.textContent?.trim()).join(', ')}`];
        }),
      );
      expect(cut).toEqual([]);
      // Both directions are in sight, and so is the chosen time of day.
      for (const direction of await page.locator('[data-direction]').all())
        await expect(direction).toBeInViewport({ ratio: 1 });
      await expect(page.locator('[data-band="evening"]')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('the week view shows the seven days from the date on, never a past week', async ({ page }) => {
      // A Saturday: the weekday block holds the coming Monday to Friday, the title names the seven days.
      await page.goto('/en/schedules/line/bus:M15?view=week&date=2026-12-05');
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: 'Week from Saturday, December 5, 2026 to Friday, December 11, 2026',
        }),
      ).toBeVisible();
      // Today's week on the subway, whose published timetable ended before: the dates are today's, the notice says why.
      await page.goto('/en/schedules/line/subway:1?view=week');
      const today = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'America/New_York',
      }).format(new Date());
      await expect(page.locator('#week-title')).toContainText(`Week from ${today} to`);
      await expect(page.getByTestId('date-shift')).toHaveText(/does not cover these dates/);
    });
  });
}
