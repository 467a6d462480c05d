import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../src/test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from '../src/server/realtime/gtfs-rt.ts';
import { networkDayLastingAtLeast } from './network-day.ts';
import { startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';

/**
 * Trip pages on the real NYC network: a site node polls GTFS-realtime fixtures (protobuf, served by a local server this
 * test starts) about the next three M15 runs at a stop: the first runs 7 min late with its bus on its way to the stop,
 * the second is cancelled, the third skips the stop. The node listens on a free port (E2E_PORT + 1 is the widget
 * tests' partner host, and the two specs may run at once).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Allen St/Grand St, on the M15. */
const STOP = 'bus_m:area:401791';
const LINE = 'bus:M15';
const SPEC_BUDGET_MS = 6 * 60_000;
const raw = (id: string) => id.slice(id.indexOf(':') + 1);

interface Run {
  tripId: string;
  stopPointId: string;
  departureTime: string;
  date: string;
}

let fixtures: FixtureServer;
let node: SiteNode;
let dataDir: string;
let late: Run;
let cancelled: Run;
let skipping: Run;

test.beforeAll(async ({ request }) => {
  test.setTimeout(SPEC_BUDGET_MS + 180_000);
  await networkDayLastingAtLeast(SPEC_BUDGET_MS);
  const board = await (await request.get(`/bff/api/v1/stopBoards/stopArea/${STOP}?limit=3`)).json();
  const group = board.groups.find((g: any) => g.line.id === LINE && g.departures.length >= 3);
  // The run's date: the departure's, or the evening before for a run that started before midnight.
  const runs: Run[] = [];
  for (const departure of group.departures.slice(0, 3)) {
    const day = departure.departureTime.slice(0, 10);
    const before = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    let date = day;
    if ((await request.get(`/bff/api/v1/trips/${departure.tripId}?date=${day}`)).status() === 404) date = before;
    runs.push({ ...departure, date });
  }
  [late, cancelled, skipping] = runs;
  const startDate = (run: Run) => run.date.replaceAll('-', '');
  fixtures = await startFixtureServer();
  fixtures.set('/bus', {
    body: encodeFeed([
      {
        id: 'late',
        tripUpdate: {
          trip: { tripId: raw(late.tripId), startDate: startDate(late) },
          stopTimeUpdate: [{ stopId: raw(late.stopPointId), departure: { delay: 420 } }],
        },
      },
      {
        id: 'gone',
        tripUpdate: {
          trip: {
            tripId: raw(cancelled.tripId),
            startDate: startDate(cancelled),
            scheduleRelationship: GtfsRealtime.TripDescriptor.ScheduleRelationship.CANCELED,
          },
        },
      },
      {
        id: 'skip',
        tripUpdate: {
          trip: { tripId: raw(skipping.tripId), startDate: startDate(skipping) },
          stopTimeUpdate: [
            {
              stopId: raw(skipping.stopPointId),
              scheduleRelationship: GtfsRealtime.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED,
            },
          ],
        },
      },
      {
        id: 'bus',
        vehicle: {
          vehicle: { id: '7123' },
          trip: { tripId: raw(late.tripId), startDate: startDate(late) },
          position: { latitude: 40.7175, longitude: -73.9904, bearing: 10 },
          stopId: raw(late.stopPointId),
          currentStatus: GtfsRealtime.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO,
        },
      },
      {
        id: 'works',
        alert: {
          informedEntity: [{ routeId: raw(LINE) }],
          effect: GtfsRealtime.Alert.Effect.DETOUR,
          headerText: { translation: [{ language: 'en', text: 'M15 detoured at 3 Av' }] },
        },
      },
    ]),
  });
  dataDir = mkdtempSync(join(tmpdir(), 'trip-run-e2e-'));
  node = await startNode('trip node', {
    REALTIME_FEEDS: `bus_m=${fixtures.baseUrl}/bus`,
    PLANNER_THREADS: '1',
    DATABASE_PATH: join(dataDir, 'site.sqlite'),
  });
  await waitUntilReady(node);
  await expect
    .poll(async () => (await (await fetch(`${node.origin}/bff/api/v1/network`)).json()).realtime[0]?.state, {
      timeout: 30_000,
    })
    .toBe('live');
});

test.afterAll(async () => {
  if (node) await stopNode(node);
  await fixtures?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const tripPath = (lang: string, run: Run, stop?: string) =>
  `/${lang}/trip/${run.tripId}?date=${run.date}${stop ? `&stop=${encodeURIComponent(stop)}` : ''}`;

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('390 px: the late run, its delay carried on along the run, its bus on the way to the visitor’s stop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(`${node.origin}${tripPath('en', late, late.stopPointId)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Line M15 to');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/schedules\/line\/bus:M15$/);
  const mine = page.locator(`[data-testid="trip-stop"][data-stop="${late.stopPointId}"]`);
  await expect(mine).toHaveAttribute('aria-current', 'location');
  await expect(mine).toHaveAttribute('data-state', 'late');
  await expect(mine).toContainText('7 min late');
  await expect(mine).toContainText('Your stop');
  await expect(mine.getByTestId('trip-vehicle-marker')).toHaveText('The vehicle is on its way here');
  // Propagated: the next stop is late too.
  await expect(mine.locator('xpath=following-sibling::li[1]')).toHaveAttribute('data-state', 'late');
  await expect(page.getByTestId('trip-vehicle')).toHaveAttribute('data-source', 'vehicle');
  await expect(page.getByTestId('service-alert').first()).toContainText('M15 detoured at 3 Av');
  // A stop name links to its stop page.
  await expect(mine.getByRole('link')).toHaveAttribute('href', `/en/proximity/stopPoint/${late.stopPointId}`);
  // A phone gets the list alone: no map.
  await expect(page.getByTestId('trip-map')).toBeHidden();
  await expectAxeClean(page);
});

test('1280 px: the run on a map beside its stops, with its vehicle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${node.origin}${tripPath('en', late, late.stopPointId)}`);
  const map = page.getByTestId('trip-map');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('aria-label', 'Map of the run');
  await expect(map).toHaveAttribute('data-vehicle', '');
  await expect(map.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await expectAxeClean(page);
});

test('1280 px: a cancelled run says so at the top; the page speaks five languages', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${node.origin}${tripPath('en', cancelled)}`);
  await expect(page.getByTestId('trip-cancelled')).toHaveText('This run is cancelled: it does not run today.');
  await expect(page.getByTestId('trip-stop').first()).toBeVisible();
  await expectAxeClean(page);
  const words = {
    fr: 'Ligne M15 vers',
    en: 'Line M15 to',
    es: 'Línea M15 hacia',
    it: 'Linea M15 per',
    de: 'Linie M15 nach',
  };
  for (const [lang, title] of Object.entries(words)) {
    const html = await (await request.get(`${node.origin}${tripPath(lang, cancelled)}`)).text();
    expect(html, lang).toContain(title);
  }
});

test('a skipped stop is struck through and said', async ({ page }) => {
  await page.goto(`${node.origin}${tripPath('en', skipping, skipping.stopPointId)}`);
  const row = page.locator(`[data-testid="trip-stop"][data-stop="${skipping.stopPointId}"]`);
  await expect(row).toHaveAttribute('data-state', 'skipped');
  await expect(row.locator('s').first()).toBeVisible();
  await expect(row).toContainText('Does not stop here');
});

test('a run not running that date, an unknown trip: 404; a malformed date: 400', async ({ request }) => {
  let notRunning = '';
  for (let days = 1; days <= 7 && !notRunning; days++) {
    const date = new Date(Date.parse(`${late.date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    if ((await request.get(`/bff/api/v1/trips/${late.tripId}?date=${date}`)).status() === 404) notRunning = date;
  }
  expect(notRunning).not.toBe('');
  const answer = await request.get(`/en/trip/${late.tripId}?date=${notRunning}`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('This trip does not run on that date');
  expect((await request.get('/en/trip/bus_m:NO-SUCH-TRIP')).status()).toBe(404);
  const bad = await request.get(`/en/trip/${late.tripId}?date=2026-02-30`);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('This trip link is not valid');
});

test('a departure row of the stop board links to its run, from that stop', async ({ page }) => {
  await page.goto(`${node.origin}/en/proximity/stopArea/${STOP}`);
  const link = page
    .locator(`[data-testid="board-group"][data-line="${LINE}"]`)
    .first()
    .getByTestId('departure-trip-link')
    .first();
  await expect(link).toHaveAttribute('href', /^\/en\/trip\/bus_m:[^?]+\?date=\d{4}-\d{2}-\d{2}&stop=/);
  // A tap target of its own among the row's small texts (WCAG 2.5.8).
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await link.click();
  await expect(page).toHaveURL(/\/en\/trip\//);
  await expect(page.locator('[data-testid="trip-stop"][aria-current="location"]')).toHaveCount(1);
});

test('the run refreshes every 30 s while visible; without JavaScript a refresh link reloads it', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.goto(`${node.origin}${tripPath('en', late)}`);
  const refreshed = page.waitForRequest((request) => request.url().includes(`/en/trip/${late.tripId}`));
  await page.clock.fastForward(31_000);
  await refreshed;
  await expect(page.getByTestId('trip-stop').first()).toBeVisible();

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${node.origin}${tripPath('en', late)}`);
  const link = noScript.getByRole('link', { name: 'Refresh the times' });
  await expect(link).toHaveAttribute('href', tripPath('en', late));
  await plain.close();
});
