import { expect, test } from '@playwright/test';
import { countClientSearches, tripQuery } from './polish-fixtures.ts';

test.describe('results on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the heading makes room for the list from the first paint, before the list has arrived', async ({ page }) => {
    await page.goto(`/fr/trip-planner/results?${tripQuery()}`);
    const lead = page.locator('main header p');
    await expect(lead).toBeHidden();
    // The list comes last in the page: its lead must not wait for it, or everything above the list moves up while the
    // page is still arriving.
    await page.evaluate(() => document.querySelector('.trip-results')?.closest('astro-island')?.remove());
    await expect(page.locator('.trip-results')).toHaveCount(0);
    await expect(lead).toBeHidden();
  });

  test('the first journey shows without scrolling, then a full-height map with the selected journey card', async ({
    page,
  }) => {
    await page.goto(`/fr/trip-planner/results?${tripQuery()}`);
    const first = page.locator('.journey-card').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    // Above the bottom bar (64 px): fully in view before any scroll.
    expect(box.y + box.height).toBeLessThanOrEqual(844 - 64);
    await expect(first).toContainText('Direct');
    await expect(first.locator('sup.day-marker')).toHaveText('+1');
    await expect(page.getByTestId('stale-timetable')).toBeVisible();

    await page.getByRole('button', { name: 'Carte' }).click();
    await expect(page.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
    const map = (await page.getByTestId('map-area').boundingBox())!;
    expect(map.y).toBe(64);
    expect(map.height).toBe(844 - 64 - 64);
    const card = page.getByTestId('map-journey-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Trajet 1 sur');
    await page.screenshot({ path: 'test-results/polish-map-390.png' });
    await card.getByRole('button', { name: 'Trajet suivant' }).click();
    await expect(card).toContainText('Trajet 2 sur');
    // The chosen journey is in the URL: a reload shows it selected.
    await expect.poll(() => new URL(page.url()).searchParams.get('jsc')).toBeTruthy();
    await card.getByRole('button', { name: 'Liste' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.locator('.journey-card').nth(1).locator('.journey-card__select')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('shareable and stable answers (en, 1280)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('preferences travel in the URL and the results never search again behind the reader', async ({ page }) => {
    const searches = countClientSearches(page);
    // The visitor's own saved preferences differ from the link's: the page keeps the link's answer and offers theirs.
    await page.addInitScript(() =>
      localStorage.setItem('trip-planner.customPreferences', JSON.stringify({ walkingSpeed: { selectedKey: 'SLOW' } })),
    );
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00', '&ft=1')}`);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    const offer = page.getByTestId('saved-preferences');
    await expect(offer).toBeVisible({ timeout: 30_000 });
    const href = new URL((await offer.getByRole('link').getAttribute('href'))!, page.url());
    expect(href.searchParams.get('ws')).toBe('SLOW');
    expect(href.searchParams.has('ft')).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(searches()).toBe(0);

    // Modify the search: the form shows the link's preferences and a new search keeps them in the URL.
    await page.getByRole('link', { name: 'Change the search' }).click();
    await page.getByText('Preferences', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Fewer transfers' })).toBeChecked();
    await page.getByRole('combobox', { name: /Walking speed/ }).selectOption('FAST');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/trip-planner\/results\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get('ft'), url.searchParams.get('ws')]).toEqual(['1', 'FAST']);
  });

  test('a partner link with place ids only is completed on the server', async ({ page }) => {
    const response = await page.goto('/en/trip-planner/results?fi=subway:127&ti=subway:D43&tt=0');
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.searchParams.get('flat')).toBe('40.75529');
    expect(url.searchParams.get('tfv')).toContain('Coney Island-Stillwell Av');
    await expect(page.locator('.trip-search-summary')).toContainText('Times Sq-42 St');
    await expect(page.locator('.journey-card').first()).toBeVisible();
  });

  test('no journey found says what to change, each a working search', async ({ page }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00', '&m=bus,metro,rail')}`);
    const box = page.getByTestId('no-journey');
    await expect(box).toContainText('No journey found for this search.');
    // Later, the next day and the nearby stops find nothing either: only the suggestions that work are offered.
    await expect(box.locator('[data-suggestion]')).toHaveCount(2);
    await box.getByRole('link', { name: /without your preferences \(excluded modes\)/ }).click();
    await expect(page.locator('.journey-card').first()).toBeVisible();
    expect(new URL(page.url()).searchParams.has('m')).toBe(false);
  });

  test('no way back found: only the suggestions that find a way back', async ({ page }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
    const details = await page
      .locator('.journey-card')
      .first()
      .getByRole('link', { name: 'Details' })
      .getAttribute('href');
    const outbound = new URL(details!, page.url()).searchParams.get('jsc')!;
    const query = new URLSearchParams(tripQuery('09:00'));
    query.set('tt', '1');
    query.set('rt', query.get('dt')!.replace('T09:00', 'T18:00'));
    query.set('jsc', outbound);
    // Every mode switched off: the way back cannot be found (the outbound journey is already chosen).
    query.set('m', 'bus,metro,rail');
    await page.goto(`/en/trip-planner/returns?${query}`);
    const box = page.getByTestId('no-journey');
    await expect(box).toContainText('No journey found for this search.');
    const kinds = await box
      .locator('[data-suggestion]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-suggestion')));
    // Coming back later, the next day or on its own (modes still off) finds nothing either: not offered.
    expect(kinds).toEqual(['withoutPreferences', 'modify']);
    await box.locator('[data-suggestion="withoutPreferences"]').click();
    await page.waitForURL(/\/trip-planner\/returns\?/);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    const url = new URL(page.url());
    expect([url.searchParams.get('jsc'), url.searchParams.has('m')]).toEqual([outbound, false]);
  });

  test('the via place is named in the summary', async ({ page }) => {
    await page.goto(
      `/en/trip-planner/results?${tripQuery('09:00', '&v[0][i]=subway:R31&v[0][v]=Atlantic+Av&v[0][fv]=Atlantic+Av-Barclays+Ctr&v[0][lat]=40.6839&v[0][lon]=-73.9786')}`,
    );
    await expect(page.getByTestId('search-via')).toHaveText('Via Atlantic Av-Barclays Ctr');
  });

  test('every screen with times repeats the timetable notice, and so does the calendar file', async ({ page }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
    const notice = (await page.getByTestId('stale-timetable').innerText()).trim();
    expect(notice).toMatch(/^Timetables for .* are not available/);
    await page.locator('.journey-card').first().getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/trip-planner\/preview\?/);
    await expect(page.getByTestId('stale-timetable')).toHaveText(notice);
    const ics = decodeURIComponent(
      (await page.getByRole('link', { name: 'Add to calendar' }).first().getAttribute('href'))!,
    );
    expect(ics.replace(/\r\n /g, '').replace(/\\,/g, ',')).toContain(notice.slice(0, 40));
    await page.getByRole('link', { name: 'Roadmap' }).first().click();
    await page.waitForURL(/\/roadmap\//);
    await expect(page.getByTestId('stale-timetable')).toHaveText(notice);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('stale-timetable')).toBeVisible();
  });

  test('the map says honestly what it draws without a basemap', async ({ page }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
    await expect(page.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('.trip-map__notice')).toHaveText(
      'Basemap unavailable offline: only the journeys, stops and places of this search are drawn.',
    );
  });
});

test.describe('time zone note', () => {
  // Every kind of page that shows clock times says, with the one component, which zone they are in.
  const pages = [
    `/en/trip-planner/results?${tripQuery('09:00')}`,
    '/en/proximity/stopArea/subway:127',
    '/en/schedules/line/subway%3A1',
    '/en/proximity',
    '/en/trip-planner',
    // The partners' widgets too.
    '/en/widgets/departures?stop=subway%3A127',
    '/en/widgets/timetable?line=subway%3A7',
    '/en/widgets/trip',
  ];

  for (const [timezoneId, visible] of [
    ['Europe/Paris', true],
    ['America/New_York', false],
  ] as const) {
    test(`is ${visible ? 'shown once per page' : 'hidden'} to a visitor in ${timezoneId}`, async ({ browser }) => {
      // Eight full pages, maps and widgets included: more than a default test's minute on a busy machine.
      test.slow();
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        const note = page.locator('[data-time-zone-note]');
        await expect(note, path).toHaveCount(1);
        if (visible) await expect(note, path).toHaveText(/^Times are New York time \(GMT-[45]\)\.$/);
        else await expect(note, path).toBeHidden();
      }
      await context.close();
    });
  }

  test('is always said without JavaScript (nobody can tell the visitor zone)', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York', javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/fr/proximity/stopArea/subway:127', '/fr/schedules/line/subway%3A1']) {
      await page.goto(path);
      await expect(page.locator('.time-zone-note:visible'), path).toHaveText([
        /^Horaires à l’heure de New York \(UTC−[45]\)\.$/,
      ]);
    }
    await context.close();
  });
});

// Session 8: a round trip's outbound screens recalled only the outbound time; the chosen return time was nowhere.
test('a round trip recalls its return time on the outbound screens, not on the way back list', async ({ request }) => {
  const query = tripQuery('09:00').replace('tt=0', 'tt=1');
  const rt = new URLSearchParams(query).get('dt')!.replace('T09:00', 'T18:00');
  const results = await (await request.get(`/en/trip-planner/results?${query}&rt=${encodeURIComponent(rt)}`)).text();
  expect(results).toMatch(/data-testid="search-return">Return \w+day, \w+ \d{1,2} at 6:00\sPM<\/p>/);
  const oneWay = await (await request.get(`/fr/trip-planner/results?${tripQuery('09:00')}`)).text();
  expect(oneWay).not.toContain('data-testid="search-return"');
  // The returns screen's own line already is the way back's time.
  const jsc = /[?&;]jsc=([^&"]+)/.exec(results.replaceAll('&amp;', '&'))?.[1];
  expect(jsc).toBeTruthy();
  const returns = await request.get(`/fr/trip-planner/returns?${query}&rt=${encodeURIComponent(rt)}&jsc=${jsc}`, {
    maxRedirects: 0,
  });
  expect(returns.status()).toBe(200);
  const html = await returns.text();
  expect(html).not.toContain('data-testid="search-return"');
  expect(html).toMatch(/Départ \w+ \d{1,2} \w+ à 18:00/);
  const preview = await (
    await request.get(`/de/trip-planner/preview?${query}&rt=${encodeURIComponent(rt)}&jsc=${jsc}`)
  ).text();
  expect(preview).toMatch(/data-testid="search-return">Rückfahrt \w+, \d{1,2}\. \w+ um 18:00<\/p>/);
});
