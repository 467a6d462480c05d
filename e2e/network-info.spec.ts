import { expect, test } from '@playwright/test';

/** GET /api/v1/network and what pages make of it: the footer credit and the trip form's time zone. */

interface NetworkInfo {
  timezone: string;
  feeds: { id: string; startDate: string; endDate: string }[];
  bounds: { south: number; west: number; north: number; east: number };
  center: { lat: number; lon: number };
  attribution: { name: string; url: string };
}

const networkInfo = async (request: import('@playwright/test').APIRequestContext) => {
  const res = await request.get('/bff/api/v1/network');
  expect(res.status()).toBe(200);
  return (await res.json()) as NetworkInfo;
};

test('the API describes the loaded network and is documented', async ({ request }) => {
  const info = await networkInfo(request);
  expect(() => new Intl.DateTimeFormat('en', { timeZone: info.timezone })).not.toThrow();
  expect(info.feeds.length).toBeGreaterThan(0);
  for (const feed of info.feeds) expect(feed.startDate <= feed.endDate).toBe(true);
  expect(info.center.lat).toBeGreaterThanOrEqual(info.bounds.south);
  expect(info.center.lon).toBeLessThanOrEqual(info.bounds.east);
  expect(info.attribution.name).not.toBe('');
  const openapi = await (await request.get('/bff/openapi.json')).json();
  expect(openapi.paths['/api/v1/network'].get).toBeDefined();
});

test('the footer credits the timetable source, localized, without claiming endorsement', async ({ page, request }) => {
  const { attribution } = await networkInfo(request);
  await page.goto('/en');
  const credit = page.getByTestId('data-attribution');
  await expect(credit).toHaveText(
    `Timetables: ${attribution.name} — unofficial, not endorsed by ${attribution.name}, may be inaccurate or outdated`,
  );
  await expect(credit.getByRole('link', { name: attribution.name })).toHaveAttribute('href', attribution.url);
  await page.goto('/fr');
  await expect(page.getByTestId('data-attribution')).toContainText(`non approuvés par ${attribution.name}`);
});

test("the trip form shows the time in the network's zone, not the browser's", async ({ browser, request }) => {
  const { timezone } = await networkInfo(request);
  const browserZone = timezone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
  const context = await browser.newContext({ timezoneId: browserZone });
  const page = await context.newPage();
  await page.goto('/en/trip-planner');
  // The English page writes times on the 12-hour clock (9:05 PM), as its results do (domain/time-input.ts).
  const clock = (ms: number, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
      .format(ms)
      .replace(/\s/g, ' ');
  const time = page.getByRole('textbox', { name: 'Departure time', exact: true });
  await expect(time).toBeVisible();
  await expect
    .poll(async () => {
      const value = await time.inputValue();
      const now = Date.now();
      return [now - 60_000, now, now + 60_000].some((ms) => clock(ms, timezone) === value);
    })
    .toBe(true);
  await context.close();
});
