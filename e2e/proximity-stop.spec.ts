import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './shell-fixtures.ts';

/** The stop page on the real NYC network: Times Sq-42 St (subway:127) and one of its platforms. */
const STOP = '/en/proximity/stopArea/subway:127';

/** The server draws the star disabled until its script has read the favourites: a click before would go nowhere. */
async function starHydrated(page: Page) {
  await expect(page.getByTestId('favorite-toggle')).toBeEnabled();
}

test('a station page is complete from the server: board by line × direction, line links, structured data', async ({
  page,
  baseURL,
}) => {
  await page.goto(STOP);
  await expect(page.locator('h1')).toHaveText('Times Sq-42 St');
  await expect(page).toHaveTitle(/^Times Sq-42 St - /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${STOP}`);
  const groups = page.getByTestId('board-group');
  expect(await groups.count()).toBeGreaterThan(8);
  // Each line × direction once, each with departures or an honest state.
  const keys = await groups.evaluateAll((items) =>
    items.map((item) => `${item.getAttribute('data-line')} ${item.querySelector('h3')?.textContent}`),
  );
  expect(new Set(keys).size).toBe(keys.length);
  await expect(groups.first().getByTestId('board-departure').first()).toContainText(/min|Now|\d:\d\d/);
  const lineLink = page.getByTestId('stop-lines').getByRole('link').first();
  await expect(lineLink).toHaveAttribute('href', /^\/en\/schedules\/line\/subway:/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'SubwayStation', name: 'Times Sq-42 St', geo: { latitude: 40.75529 } });
  await expect(page.getByTestId('leave-from-here')).toHaveAttribute(
    'href',
    /\/en\/trip-planner\?fi=subway%3A127&fv=Times/,
  );
  await page.getByTestId('leave-from-here').click();
  await expect(page).toHaveURL(/\/en\/trip-planner\?fi=subway/);
});

test('the server HTML gives crawlers the stop’s borough, lines, station and page in every language as JSON-LD (de, platform)', async ({
  request,
  baseURL,
}) => {
  const ldOf = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const blocks = [...(await response.text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
  };
  const station = await ldOf('/de/proximity/stopArea/subway:127');
  expect(station).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SubwayStation',
    '@id': `${baseURL}/de/proximity/stopArea/subway:127#place`,
    name: 'Times Sq-42 St',
    url: `${baseURL}/de/proximity/stopArea/subway:127`,
    description: 'Nächste Abfahrten, Fahrpläne und Linien an Times Sq-42 St.',
    geo: { '@type': 'GeoCoordinates', latitude: 40.75529, longitude: -73.987495 },
    address: { '@type': 'PostalAddress', addressLocality: 'Manhattan' },
  });
  const lines = station.additionalProperty as Array<{ name: string; value: string; url: string }>;
  expect(lines.map((line) => line.value)).toEqual(
    expect.arrayContaining(['1', '2', '3', '7', 'N', 'Q', 'R', 'W', 'S']),
  );
  expect(lines.find((line) => line.value === '1')).toMatchObject({
    name: 'Linie 1',
    url: `${baseURL}/de/schedules/line/subway:1`,
  });
  const pages = station.subjectOf as Array<{ '@type': string; inLanguage: string; url: string }>;
  expect(pages.map((page) => page.inLanguage)).toEqual(['fr', 'en', 'es', 'it', 'de']);
  expect(pages[0]).toEqual({
    '@type': 'WebPage',
    inLanguage: 'fr',
    url: `${baseURL}/fr/proximity/stopArea/subway:127`,
  });
  // The feed says nothing of step-free access at NYC stations: nothing is claimed.
  expect(station).not.toHaveProperty('amenityFeature');

  const platform = await ldOf('/en/proximity/stopPoint/subway:127N');
  expect(platform.containedInPlace).toEqual({
    '@id': `${baseURL}/en/proximity/stopArea/subway:127#place`,
    url: `${baseURL}/en/proximity/stopArea/subway:127`,
  });
  expect((platform.additionalProperty as Array<{ value: string }>).map((line) => line.value)).toEqual(['1', '2', '3']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('later, a chosen date and time, and a full-day timetable by hour all work', async ({ page }) => {
    await page.goto(STOP);
    await page.getByTestId('board-later').click();
    // Later pages by departures: the link carries the last departure it starts after.
    await expect(page).toHaveURL(/after=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A\d\d/);
    await expect(page.locator('#board-title')).toContainText('Departures after');
    await page.locator('input[name="date"]').fill('2026-12-01');
    await page.locator('input[name="time"]').fill('23:30');
    await page.getByRole('button', { name: 'Show departures' }).click();
    await expect(page).toHaveURL(/date=2026-12-01&time=23%3A30/);
    await expect(page.locator('#board-title')).toContainText('December 1, 2026');
    await page.getByTestId('timetable-link').first().click();
    await expect(page).toHaveURL(/line=subway%3A.+&direction=/);
    const timetable = page.getByTestId('stop-timetable');
    await expect(timetable.locator('tbody tr').first()).toBeVisible();
    expect(await timetable.locator('tbody tr').count()).toBeGreaterThan(15);
  });
});

test('the board of today highlights the next departure in the timetable and refreshes in the browser', async ({
  page,
}) => {
  await page.goto(STOP);
  await page.getByTestId('timetable-link').first().click();
  await expect(page.getByTestId('timetable-next')).toHaveCount(1);
  await expect(page.getByTestId('stop-board')).toHaveAttribute('data-live', '');
});

test('an id written with encodeURIComponent (subway%3A127) opens the same stop, canonical to the plain address', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/en/proximity/stopArea/subway%3A127');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Times Sq-42 St - ');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${STOP}">`);
});

test('a malformed date, time or line in the link answers 400 with the next departures and a notice', async ({
  page,
}) => {
  for (const query of ['date=2026-02-30', 'time=25:00', 'line=%3Cscript%3E&direction=0']) {
    const response = await page.goto(`${STOP}?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(
      page.getByRole('status').filter({ hasText: 'is not valid: showing the next departures instead' }),
      query,
    ).toBeVisible();
    await expect(page.getByTestId('board-group').first(), query).toBeVisible();
  }
  expect((await page.goto(`${STOP}?date=2026-12-01&time=08:00`))?.status()).toBe(200);
});

test('unknown types and ids are 404 Page Not Found, in the page language', async ({ page }) => {
  const expected: Array<[string, string]> = [
    ['/en/proximity/stopArea/subway:nope', 'Page Not Found: /en/proximity/stopArea/subway:nope'],
    // Like the 404 page of a parameter failing its rule (it said it in English).
    ['/fr/proximity/bikePark/subway:127', 'Page introuvable (adresse non valide) : /fr/proximity/bikePark/subway:127'],
  ];
  for (const [path, message] of expected) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.statusText()).toBe('Not Found');
    await expect(page.getByTestId('error-message')).toHaveText(message);
  }
});

test('the favourite star works anonymous (local storage, synchronized at sign-in) and signed in (server)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en/proximity/stopPoint/subway:127N');
  const star = page.getByTestId('favorite-toggle');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await starHydrated(page);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('favorites.stoppoints') ?? '[]')[0]?.stopPoint.id),
  ).toBe('subway:127N');

  await signUp(page, baseURL!);
  // The favourites page synchronizes what local storage holds into the account and links back to the stop page.
  await page.goto('/en/account/favorites');
  await expect(page.locator('a[href="/en/proximity/stopPoint/subway:127N"]')).toBeVisible();
  await expect
    .poll(async () =>
      (await (await page.request.get('/bff/api/v1/favorites')).json()).favoriteStopPoints.map(
        (f: { stopPoint: { id: string } }) => f.stopPoint.id,
      ),
    )
    .toContain('subway:127N');

  await page.goto(STOP);
  await starHydrated(page);
  await page.getByTestId('favorite-toggle').click();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  const favourites = await (await page.request.get('/bff/api/v1/favorites')).json();
  expect(
    favourites.favoritePointOfInterests.map((f: { pointOfInterest: { id: string } }) => f.pointOfInterest.id),
  ).toContain('subway:127');
  await page.goto('/en/account/favorites');
  await expect(page.locator(`a[href="${STOP}"]`)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stop page fits the screen and passes axe', async ({ page }) => {
    await page.goto(STOP);
    await expect(page.getByTestId('board-group').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

// Session 8: the map's notices ('basemap unavailable') sat outside any landmark: the region was the canvas alone.
test('the stop map and the journey map are regions that hold their notices', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const outsideRegions = async () =>
    (await new AxeBuilder({ page }).withRules(['region']).analyze()).violations.flatMap((v) =>
      v.nodes.map((n) => n.target.join(' ')),
    );
  await page.goto('/en/proximity/stopArea/subway:127');
  await expect(page.locator('.stop-map [data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  expect(await outsideRegions()).toEqual([]);
  await page.goto(
    '/en/trip-planner/results?fi=subway%3A127&fv=Times+Sq-42+St&flat=40.75529&flon=-73.987495&ti=subway%3AD43&tv=Coney+Island&tlat=40.577422&tlon=-73.981233',
  );
  await expect(page.locator('#trip-map [data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  expect(await outsideRegions()).toEqual([]);
});
