import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choosePlace } from './trip-fixtures.ts';
import { msUntilNetworkMidnight, networkDayLastingAtLeast } from './network-day.ts';

// Long journeys over large pages (a 374-line list, timetables): axe alone takes seconds on each.
test.slow();

/** Serious or critical axe findings on the current page (the map canvas is excluded: it is a picture). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`schedules at ${viewport.width} wide`, () => {
    test.use({ viewport });

    test('filters "B6", opens the line, reads the grid, switches direction and date', async ({ page }) => {
      await page.goto('/en/schedules');
      const list = page.locator('[data-line-groups]');
      await expect(list.getByRole('link', { name: /^Q\b/ }).first()).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find a line' }).fill('B6');
      await expect(list.locator('[data-line-id="subway:Q"]')).toBeHidden();
      await expect(page.getByRole('status')).toContainText('lines');
      await list.locator('[data-line-id="bus:B6"] a').click();
      await page.waitForURL(/\/en\/schedules\/line\/bus(:|%3A)B6$/);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bus B6');
      const table = page.locator('table.tt').first();
      await expect(table.locator('caption')).toContainText('B6 to');
      expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(5);
      expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThan(3);
      // The grid scrolls inside its own box: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // English times as everywhere on the site (boards, journeys): 6:35 AM.
      await expect(table.locator('td time[datetime]').first()).toHaveText(/^\d{1,2}:\d\d\s[AP]M$/);
      // The stop diagram lists the stops with their connections, linking to the stop pages.
      await expect(page.locator('.diagram a.stop').first()).toHaveAttribute('href', /\/en\/proximity\/stopArea\//);

      const other = page.locator('[data-direction]:not([aria-current])').first();
      const otherId = await other.getAttribute('data-direction');
      await other.click();
      await page.waitForURL(new RegExp(`direction=${otherId}`));
      await expect(page.locator(`[data-direction="${otherId}"]`)).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('table.tt').first()).toBeVisible();

      await page.getByRole('link', { name: 'Tomorrow' }).click();
      await page.waitForURL(/date=\d{4}-\d{2}-\d{2}/);
      await expect(page.getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator(`[data-direction="${otherId}"]`)).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('table.tt').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Where each grid's caption text lies, against its scroll box. */
  const captionsOutside = (page: Page) =>
    page.locator('.tt-scroll').evaluateAll((boxes) =>
      boxes.flatMap((box) => {
        const caption = box.querySelector('caption');
        if (!caption) return [];
        const range = document.createRange();
        range.selectNodeContents(caption);
        const rects = [...range.getClientRects()];
        const frame = box.getBoundingClientRect();
        const outside = rects.some((r) => r.left < frame.left - 1 || r.right > frame.right + 1);
        return outside
          ? [
              `${caption.textContent} (${Math.round(Math.min(...rects.map((r) => r.left)))}..${Math.round(Math.max(...rects.map((r) => r.right)))} px)`,
            ]
          : [];
      }),
    );

  // Session 8: a caption is as wide as its table; its text ran hundreds of pixels past the box and scrolled away.
  for (const view of ['', '?view=week']) {
    test(`timetable captions stay readable inside their box, also once the times are scrolled (subway 1${view})`, async ({
      page,
    }) => {
      await page.goto(`/en/schedules/line/subway:1${view}`);
      await expect(page.locator('.tt caption').first()).toBeVisible();
      expect(await captionsOutside(page)).toEqual([]);
      await page
        .locator('.tt-scroll')
        .evaluateAll((boxes) => boxes.forEach((box) => box.scrollTo({ left: box.scrollWidth })));
      expect(await captionsOutside(page)).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form and the line grid work as plain HTML', async ({ page }) => {
    await page.goto('/en/schedules');
    await page.getByRole('searchbox', { name: 'Find a line' }).fill('B6');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/q=B6/);
    await expect(page.locator('[data-line-id="bus:B6"]')).toBeVisible();
    await expect(page.locator('[data-line-id="subway:Q"]')).toBeHidden();
    await page.locator('[data-line-id="bus:B6"] a').click();
    await expect(page.locator('table.tt td time').first()).toBeVisible();
    await page.locator('[data-stops="all"]').click();
    await page.waitForURL(/stops=all/);
    expect(await page.locator('table.tt').first().locator('tbody tr').count()).toBeGreaterThan(40);
  });
});

function nextTuesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

test('the subway 1 reached from a roadmap links back to that roadmap', async ({ page }) => {
  await page.goto('/en');
  await choosePlace(page, 'From', 'Times Sq', /^Times Sq-42 St/);
  await choosePlace(page, 'To', 'South Ferry', /^South Ferry/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/trip-planner\/results\?/);
  // A weekday morning, not whenever the suite runs: late at night the first journey can ride another line.
  const results = new URL(page.url());
  results.searchParams.set('dt', `${nextTuesday()}T10:00-05:00`);
  await page.goto(results.href);
  await page.locator('.journey-card').first().getByRole('link', { name: 'Roadmap' }).click();
  await page.waitForURL(/\/trip-planner\/roadmap\//);
  const roadmap = page.url();
  await page.locator('a.roadmap-step__line[href*="subway:1?"]').first().click();
  await page.waitForURL(/\/schedules\/line\/subway(:|%3A)1/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subway 1');
  const back = page.getByTestId('back-link');
  expect(new URL((await back.getAttribute('href'))!, page.url()).href).toBe(roadmap);
  // Switching direction on the line page keeps the way back to the roadmap.
  await page.locator('[data-direction]:not([aria-current])').first().click();
  await page.waitForURL(/direction=/);
  await page.getByTestId('back-link').click();
  await page.waitForURL(roadmap);
});

test('week view, map on demand, favourite star and an unknown line', async ({ page, request }) => {
  await page.goto('/en/schedules/line/subway%3A1?view=week');
  await expect(page.locator('[data-block="weekdays"] .tt-scroll table.tt')).toBeVisible();
  await expect(page.locator('[data-block="sunday"]')).toBeVisible();
  // Every trip column names its trip to screen readers, as the day grid does (session 8: empty headers).
  // (The copies drawn for paper only are never shown on screen.)
  const unnamed = await page
    .locator('[data-week] .tt-scroll thead th')
    .evaluateAll((cells) => cells.filter((cell) => !cell.textContent?.trim()).length);
  expect(unnamed).toBe(0);
  await expect(page.locator('[data-block="weekdays"] .tt-scroll thead th').nth(1)).toContainText(
    /^Departure \d{1,2}:\d\d [AP]M to Van Cortlandt Park-242 St/,
  );
  // The map code is fetched only when the map is opened.
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (/maplibre/i.test(r.url())) mapRequests.push(r.url());
  });
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.locator('[data-line-map][data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Add line 1 to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove line 1 from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('favorites.lines'))).toContain('subway:1');
  await page.goto('/en/schedules');
  const favorites = page.locator('[data-favorite-lines]');
  await expect(favorites).toBeVisible();
  await expect(favorites.locator('[data-line-id="subway:1"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const missing = await request.get('/en/schedules/line/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found: /en/schedules/line/nope');
  // Other languages say it in theirs, as the 404 page of a failed route validation does (it said it in English).
  const missingFr = await request.get('/fr/schedules/line/nope');
  expect(missingFr.status()).toBe(404);
  expect(await missingFr.text()).toContain('Page introuvable (adresse non valide) : /fr/schedules/line/nope');
});

test('search engines get canonical, hreflang, breadcrumbs and a cacheable answer', async ({ request }) => {
  const response = await request.get('/de/schedules/line/bus%3AB6');
  // A request with cookies stays private.
  expect(
    (await request.get('/de/schedules/line/bus%3AB6', { headers: { cookie: 'theme=dark' } })).headers()[
      'cache-control'
    ],
  ).toBe('private, no-cache');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  // A shared copy says "Today" by the network's date: fresh plus stale never reach past New York's midnight.
  const [, fresh, stale] = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(response.headers()['cache-control'])!;
  expect(Number(fresh) + Number(stale)).toBeLessThanOrEqual(Math.ceil(msUntilNetworkMidnight() / 1000) + 5);
  const html = await response.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/de\/schedules\/line\/bus(:|%3A)B6"/);
  for (const lang of ['fr', 'en', 'es', 'it', 'de', 'x-default']) expect(html).toContain(`hreflang="${lang}"`);
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/<meta name="description" content="Fahrplan Bus B6/);
});

test("today's timetables put last night's trips after midnight in a table of their own, named in five languages", async ({
  page,
  request,
}) => {
  // Today's line and stop timetables list the day before's trips still running after midnight ("00:40" of last night).
  const today = await networkDayLastingAtLeast(90_000);
  const night = new Date(`${today}T12:00:00Z`);
  night.setUTCDate(night.getUTCDate() - 1);
  const longDate = (date: Date) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  const titles = { fr: 'Nuit du ', en: 'Night of ', es: 'Noche del ', it: 'Notte di ', de: 'Nacht vom ' };
  for (const [lang, title] of Object.entries(titles)) {
    const html = await (await request.get(`/${lang}/schedules/line/subway:1?band=early`)).text();
    expect(html, lang).toMatch(new RegExp(`<h3[^>]*data-night-before-title[^>]*>${title}`));
  }

  await page.goto('/en/schedules/line/subway:1?band=early');
  const nightPart = page.locator('[data-night-before]');
  await expect(nightPart.first().getByRole('heading', { level: 3 })).toHaveText(
    `Night of ${longDate(night)} (service started the day before)`,
  );
  // The table on screen (the narrower copies drawn for paper are hidden).
  await expect(nightPart.first().locator('.tt-scroll caption')).toContainText(`Night of ${longDate(night)}`);
  // Every trip of last night leaves after midnight, before 6:00, on today's clock; the day's own trips follow, titled.
  const nightTimes = await nightPart
    .locator('.tt-scroll td time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(nightTimes.length).toBeGreaterThan(0);
  for (const time of nightTimes) expect(time.slice(0, 10)).toBe(today);
  await expect(page.locator('[data-day-title]')).toHaveText(`Trips of ${longDate(new Date(`${today}T12:00:00Z`))}`);
  expect(
    await page.evaluate(
      () =>
        document
          .querySelector('[data-night-before]')!
          .compareDocumentPosition(document.querySelector('[data-day-title]')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  ).toBeTruthy();

  // The stop page's full-day timetable of the same line says the same.
  await page.goto('/en/proximity/stopArea/subway:127?line=subway:1&direction=0');
  const stopNight = page.getByTestId('stop-timetable').locator('[data-night-before]');
  await expect(stopNight.getByRole('heading', { level: 3 })).toHaveText(
    `Night of ${longDate(night)} (service started the day before)`,
  );
  await expect(stopNight.locator('tbody tr').first()).toBeVisible();
});

// Session 8: Italian said 'Orari nell’ora di New York' ('times in the hour of New York').
test('the time zone note reads naturally in Italian', async ({ request }) => {
  const html = await (await request.get('/it/schedules/line/subway:1')).text();
  expect(html).toMatch(/Orari secondo l’ora di New York \(GMT-[45]\)\./);
});

test('printing a line timetable prints the timetable, not the fixed header, announcements and bottom bar over every sheet', async ({
  page,
}) => {
  // About an A4 sheet's printable width: below the desktop breakpoint, as a real printout is laid out.
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.goto('/en/schedules/line/subway%3A1');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Subway 1' })).toBeVisible();
  await expect(page.locator('[data-chrome-header]')).toBeHidden();
  await expect(page.locator('[data-chrome-sidebar]')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeHidden();
  // Fixed elements repeat on each printed sheet: none is left.
  const fixed = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => getComputedStyle(e).position === 'fixed' && e.getBoundingClientRect().height > 0)
      .map((e) => e.tagName),
  );
  expect(fixed).toEqual([]);
});

test('a printed day timetable keeps every time on the sheet: a wide block prints as narrower tables (en, A4 width)', async ({
  page,
}) => {
  // A4 portrait inside the print dialog's margins; the midday band has the widest English times ("10:35 AM").
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.goto('/en/schedules/line/subway%3A1?band=midday');
  const screenTimes = await page.locator('.tt-scroll table.tt td time').count();
  expect(screenTimes).toBeGreaterThan(300);
  // Paper holds the whole day unless the visitor keeps the band on screen (e2e/schedules-print.spec.ts): kept here.
  await page.getByRole('checkbox', { name: /^Print only the times on screen/ }).check();
  await page.emulateMedia({ media: 'print' });
  // On paper: every time of the block drawn once, none past the sheet's printable width (the old single table ran on
  // to ~2,000 px and Chromium cut it at the edge: the last dozen trips were lost).
  const printed = await page.evaluate(() =>
    [...document.querySelectorAll('table.tt td time')]
      .map((time) => time.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => Math.round(box.right)),
  );
  expect(printed).toHaveLength(screenTimes);
  expect(Math.max(...printed)).toBeLessThanOrEqual(718);
  await expect(page.locator('.tt-print caption').first()).toContainText(/\(part 1 of \d\)$/);
  // On screen the parts are not drawn: one table per block, scrolled sideways.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.tt-print').first()).toBeHidden();
});
