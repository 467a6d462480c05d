import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The nearby screen on the real NYC network, centred on Times Square by a partner-style link. */
const NEARBY = '/en/proximity?lat=40.7557&lon=-73.9870';

const pointsRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/bff/api/v1/proximity/points') urls.push(request.url());
  });
  return urls;
};

/** Astro drops an island's `ssr` attribute once it has hydrated: a click before that would go nowhere. */
async function panelHydrated(page: Page) {
  await expect(page.locator('astro-island:has([data-testid="nearby-panel"])')).not.toHaveAttribute('ssr', '', {
    timeout: 20_000,
  });
}

async function mapReady(page: Page) {
  await expect(page.locator('[data-testid="nearby-map"] [data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
}

test('Times Square: markers on the map, the list with Times Sq-42 St and departures, a click opens its stop page', async ({
  page,
}) => {
  const requests = pointsRequests(page);
  await page.goto(NEARBY);
  const stops = page.getByTestId('nearby-stop');
  await expect(stops.first()).toBeVisible();
  await expect(page.getByTestId('nearby-stops')).toContainText('Times Sq-42 St');
  expect(await page.getByTestId('nearby-departure').count()).toBeGreaterThan(3);
  await mapReady(page);
  await expect.poll(() => requests.length).toBe(1);
  // Spec section 7: the call names the four map corners.
  expect(new URL(requests[0]).searchParams.getAll('coord')).toHaveLength(4);
  // Markers are drawn by a symbol layer on the canvas: read the rendered features.
  await expect
    .poll(async () => Number(await page.getByTestId('nearby-map').getAttribute('data-points')))
    .toBeGreaterThan(20);
  const timesSquare = stops.filter({ hasText: 'Times Sq-42 St' }).first();
  await timesSquare.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/proximity\/stopArea\/subway:127$/);
  await expect(page.getByTestId('board-group').first()).toBeVisible();
});

test('scripted pans: one points request per settled move, none inside the loaded padding', async ({ page }) => {
  // WebGL is drawn in software here: every pan repaints the map, so this test gets more time on a loaded machine.
  test.setTimeout(120_000);
  const requests = pointsRequests(page);
  await page.goto(NEARBY);
  await mapReady(page);
  await expect.poll(() => requests.length).toBe(1);
  // The map pans 100 px per arrow key, as a keyboard user moves it.
  await page.locator('[data-testid="nearby-map"] canvas').focus();
  const pan = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };
  // Small moves inside the padded box (half the view on every side), several in a row: nothing asked.
  await pan('ArrowRight', 2);
  await pan('ArrowDown', 1);
  await pan('ArrowLeft', 1);
  await page.waitForTimeout(2500);
  expect(requests).toHaveLength(1);
  // One drag far away (farther than the padding): asked once, after it settles.
  const box = (await page.locator('[data-testid="nearby-map"] canvas').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x - 300, y);
  await page.mouse.down();
  await page.mouse.move(x + 300, y, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(2500);
  expect(requests).toHaveLength(2);
});

test('bad centres are explained in one line, not a crash: 400 (malformed) or 404 (no such place), the page still useful', async ({
  page,
}) => {
  for (const [path, status] of [
    ['/en/proximity?lat=abc&lon=-73.98', 400],
    ['/en/proximity?lat=40.75', 400],
    ['/en/proximity?id=subway:nope', 404],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByTestId('centre-problem'), path).toBeVisible();
    // The network's centre and its stops, as without a centre in the link.
    await expect(page.getByTestId('nearby-stops'), path).toBeVisible();
  }
  await page.goto('/en/proximity?id=subway:127');
  await expect(page.getByTestId('centre-problem')).toHaveCount(0);
  await expect(page.getByTestId('nearby-stops')).toContainText('Times Sq-42 St');
});

test('around me: a refused position is said in one line; a given one re-centres the list', async ({
  browser,
  baseURL,
}) => {
  const refused = await browser.newContext({ baseURL });
  const page = await refused.newPage();
  await page.goto(NEARBY);
  await panelHydrated(page);
  await page.getByTestId('around-me').click();
  // Headless Chromium refuses the prompt, or leaves it unanswered (the 10 s timeout): either is said in one line, a
  // refusal pointing to the place box.
  await expect(page.getByTestId('geo-failed').or(page.getByTestId('geo-denied'))).toContainText(
    /Your position is not available \(it took too long\)|Your browser does not share your position with this site\./,
    { timeout: 20_000 },
  );
  await refused.close();

  const granted = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: { latitude: 40.7527, longitude: -73.9772 },
  });
  const located = await granted.newPage();
  await located.goto(NEARBY);
  await panelHydrated(located);
  await located.getByTestId('around-me').click();
  await expect(located.getByTestId('nearby-stops')).toContainText('Grand Central-42 St');
  await expect(located.getByTestId('nearby-announcement')).toContainText('your position');
  await granted.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the list is complete', async ({ page }) => {
    await page.goto(NEARBY);
    await expect(page.getByTestId('nearby-stops')).toContainText('Times Sq-42 St');
    expect(await page.getByTestId('nearby-departure').count()).toBeGreaterThan(3);
    // Controls that need the island are not offered at all (a disabled-looking 'Around me' promised what it could not do).
    await expect(page.getByTestId('around-me')).toHaveCount(0);
    await expect(page.locator('.nearby-panel__handle')).toBeHidden();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the map fills the screen under a list sheet, and axe finds nothing serious', async ({ page }) => {
    await page.goto(NEARBY);
    // The preview that stands in for the map until it is asked for is as accessible as the map.
    await expect(page.getByTestId('show-map')).toBeVisible();
    const before = await new AxeBuilder({ page }).analyze();
    expect(before.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await page.getByTestId('show-map').click();
    await mapReady(page);
    const map = await page.getByTestId('nearby-map').boundingBox();
    expect(map!.height).toBeGreaterThan(600);
    const sheet = await page.locator('main').boundingBox();
    expect(sheet!.height).toBeLessThan(844 * 0.6);
    // Each direction is readable: it may wrap, never cut sideways to a few letters.
    const clipped = await page
      .locator('.nearby-departure__headsign')
      .evaluateAll((items) =>
        items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent),
      );
    expect(clipped).toEqual([]);
    // ... and gets most of the row: beside the waits ('24 min, 47 min, 05:28') it had ~55 px ('SELEC T BU…').
    const narrow = await page.locator('.nearby-departure').evaluateAll((rows) =>
      rows
        .map((row) => ({ row: row.clientWidth, head: row.querySelector('.nearby-departure__headsign')! }))
        .filter(({ row, head }) => head.clientWidth < row * 0.6 || head.scrollHeight > head.clientHeight + 1)
        .map(({ head }) => `${head.textContent} (${head.clientWidth} px)`),
    );
    expect(narrow).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    // The map's notices belong to the map's region (session 8: outside any landmark).
    expect(
      results.violations.filter((v) => v.id === 'region').flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
    ).toEqual([]);
  });
});

test('the proximity API: JSON compressed with br or gzip as accepted, documented, validated', async ({ request }) => {
  const points = '/bff/api/v1/proximity/points?coord=40.74,-74.00&coord=40.77,-73.97';
  const br = await request.get(points, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect((await br.json()).points.length).toBeGreaterThan(100);
  const gzip = await request.get(points, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const nearby = await request.get('/bff/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870', {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(nearby.headers()['content-encoding']).toBe('gzip');
  expect((await nearby.json()).stopAreas.map((area: { name: string }) => area.name)).toContain('Times Sq-42 St');
  const paths = (await (await request.get('/bff/openapi.json')).json()).paths;
  for (const path of [
    '/api/v1/proximity/nearby',
    '/api/v1/proximity/stopAreas',
    '/api/v1/stopBoards/{type}/{id}',
    '/api/v1/stopBoards/{type}/{id}/timetable',
  ]) {
    expect(paths[path], path).toBeDefined();
  }
  const bad = await request.get('/bff/api/v1/proximity/nearby?lat=north&lon=2');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe('invalid_request');
  expect((await request.get('/bff/api/v1/stopBoards/stopArea/subway:nope')).status()).toBe(404);
});
