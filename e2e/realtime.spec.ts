import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFeed, startFixtureServer, type FixtureServer } from '../src/test-support/gtfs-rt-fixtures.ts';
import { GtfsRealtime } from '../src/server/realtime/gtfs-rt.ts';
import { networkDayLastingAtLeast, tuesdayAfter } from './network-day.ts';
import { startNode, stopNode, waitUntilReady, type SiteNode } from './site-nodes.ts';

/**
 * Realtime on the real NYC network: a site node polls GTFS-realtime fixtures (built with the protobuf binding, served
 * by a local server this test starts: the MTA's endpoints need internet) and its stop and line pages show a delayed
 * departure, a cancelled one and a translated service alert. The board is asked for a fixed morning so the test does
 * not depend on the hour it runs at.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Allen St/Grand St, on the M15 (line pages of ids with '+', such as the M15-SBS, answer 404 today: see the board). */
const STOP = 'bus_m:area:401791';
const LINE = 'bus:M15';
/**
 * The fixed morning the board checks are about: a Tuesday after the network's today (never today itself, whose runs
 * the 'today' entry of the feed delays), set in beforeAll. A hard-coded date would one day be that today, then past.
 */
let DATE: string;
const raw = (id: string) => id.slice(id.indexOf(':') + 1);
/**
 * What the whole spec may take, from its feed built to its last check (about 1–2 min; generous for a loaded CI box).
 * The realtime node routes on the predictions of its own today (New York) only: if midnight there is closer than this,
 * beforeAll waits it out first, so the day the feed and the expectations are about stays the node's today throughout.
 */
const SPEC_BUDGET_MS = 8 * 60_000;

/** The network's today (New York) for the whole spec: the planner routes on the predictions of today's runs only. */
let TODAY: string;

let fixtures: FixtureServer;
let node: SiteNode;
let dataDir: string;
let line: { id: string; shortName: string };
let direction: string;
let late: { departureTime: string };
/** Today's first M15 departure of the morning at the stop, which the feed says leaves 25 minutes late. */
let todayLate: { tripId: string; stopPointId: string; departureTime: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(SPEC_BUDGET_MS + 180_000);
  TODAY = await networkDayLastingAtLeast(SPEC_BUDGET_MS);
  DATE = tuesdayAfter(TODAY);
  // What the timetable says at that stop that morning (from the suite's own server).
  const board = await (
    await request.get(`/bff/api/v1/stopBoards/stopArea/${STOP}?fromDatetime=${DATE}T08:00&limit=3`)
  ).json();
  const group = board.groups.find((g: any) => g.line.id === LINE && g.departures.length >= 2);
  line = group.line;
  direction = group.direction;
  const [first, second] = group.departures;
  late = first;
  const todayBoard = await (
    await request.get(`/bff/api/v1/stopBoards/stopArea/${STOP}?fromDatetime=${TODAY}T08:00&limit=3`)
  ).json();
  todayLate = todayBoard.groups.find((g: any) => g.line.id === LINE && g.direction === direction).departures[0];
  fixtures = await startFixtureServer();
  const startDate = DATE.replaceAll('-', '');
  fixtures.set('/bus', {
    body: encodeFeed([
      {
        id: 'late',
        tripUpdate: {
          trip: { tripId: raw(first.tripId), startDate },
          stopTimeUpdate: [{ stopId: raw(first.stopPointId), departure: { delay: 420 } }],
        },
      },
      {
        id: 'gone',
        tripUpdate: {
          trip: {
            tripId: raw(second.tripId),
            startDate,
            scheduleRelationship: GtfsRealtime.TripDescriptor.ScheduleRelationship.CANCELED,
          },
        },
      },
      {
        id: 'today',
        tripUpdate: {
          trip: { tripId: raw(todayLate.tripId), startDate: TODAY.replaceAll('-', '') },
          stopTimeUpdate: [{ stopId: raw(todayLate.stopPointId), departure: { delay: 1500 } }],
        },
      },
      {
        // Network-wide (the whole subway, no line named): the banner strip of every page shows it.
        id: 'wide',
        alert: {
          informedEntity: [{ routeType: 1 }],
          effect: GtfsRealtime.Alert.Effect.REDUCED_SERVICE,
          headerText: {
            translation: [
              { language: 'en', text: 'Subway: reduced service' },
              { language: 'fr', text: 'Métro : service réduit' },
            ],
          },
        },
      },
      {
        id: 'bus',
        vehicle: {
          vehicle: { id: '7123' },
          trip: { tripId: raw(first.tripId), startDate },
          position: { latitude: 40.7175, longitude: -73.9904, bearing: 10 },
        },
      },
      {
        id: 'works',
        alert: {
          informedEntity: [{ routeId: raw(line.id) }],
          effect: GtfsRealtime.Alert.Effect.DETOUR,
          headerText: {
            translation: [
              { language: 'en', text: `${line.shortName} detoured at 3 Av` },
              { language: 'fr', text: `${line.shortName} dévié à 3 Av` },
            ],
          },
          descriptionText: { translation: [{ language: 'en', text: 'Buses skip two stops because of roadwork.' }] },
        },
      },
    ]),
  });
  dataDir = mkdtempSync(join(tmpdir(), 'realtime-e2e-'));
  node = await startNode('realtime node', {
    REALTIME_FEEDS: `bus_m=${fixtures.baseUrl}/bus?key=SECRET`,
    // One planner thread: the delays reach it as in production, and snapshots are built on the snapshot thread.
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

test('the network reports the feed without its key', async () => {
  const info = await (await fetch(`${node.origin}/bff/api/v1/network`)).json();
  expect(info.realtime[0]).toMatchObject({
    feedId: 'bus_m',
    url: `${fixtures.baseUrl}/bus`,
    state: 'live',
    tripsMatched: 3,
    tripsUnmatched: 0,
    entities: { total: 6, tripUpdates: 3, alerts: 2, vehicles: 1 },
  });
  expect(JSON.stringify(info)).not.toContain('SECRET');
});

test('stop page: a delayed departure told apart from the timetable, a cancelled one, the alert', async ({ page }) => {
  await page.goto(`${node.origin}/en/proximity/stopArea/${STOP}?date=${DATE}&time=08:00`);
  const group = page
    .locator(`[data-testid="board-group"][data-line="${line.id}"]`)
    .filter({ has: page.locator('[data-realtime="late"]') });
  const delayed = group.locator('[data-realtime="late"]');
  await expect(delayed.getByTestId('departure-live')).toHaveText('live');
  await expect(delayed.getByTestId('departure-delay')).toHaveText('7 min late');
  // The timetable's time stays readable, struck through, for screen readers too ("scheduled 8:04 AM").
  const scheduled = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeStyle: 'short' }).format(
    Date.parse(late.departureTime),
  );
  await expect(delayed.locator('del')).toHaveText(`scheduled ${scheduled}`);
  await expect(group.locator('[data-realtime="cancelled"]')).toContainText('Cancelled');
  await expect(page.getByTestId('stop-board')).toContainText('Times marked “live” are real-time predictions');
  const alert = page.getByTestId('service-alert').first();
  await expect(alert).toContainText('Detour');
  await expect(alert).toContainText(`${line.shortName} detoured at 3 Av`);
  await expect(alert).toContainText('Buses skip two stops because of roadwork.');
  // The realtime marks, struck-through times and alerts pass axe (serious or critical findings).
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="stop-board"]')
    .include('[data-testid="service-alerts"]')
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('line page: the alert in the visitor language (French), with the feed text where it has no translation', async ({
  page,
}) => {
  // The site's own link form (localizedPath): colons stay readable in the segment.
  await page.goto(`${node.origin}/fr/schedules/line/${encodeURIComponent(line.id).replace(/%3A/g, ':')}`);
  const alert = page.getByTestId('service-alert').first();
  await expect(alert).toContainText('Déviation');
  await expect(alert).toContainText(`${line.shortName} dévié à 3 Av`);
  await expect(alert).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('service-alerts').getByRole('heading')).toHaveText('Info trafic');
});

test("line page: the line's vehicles on its map, counted in words", async ({ page }) => {
  await page.goto(`${node.origin}/en/schedules/line/${line.id}?direction=${direction}`);
  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.locator('[data-line-map][data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('line-vehicles')).toHaveText('Vehicles on the map now (real time): 1');
  await expect(page.locator('[data-line-map]')).toHaveAttribute('data-vehicles', '1');
});

test('journey results: a ride on the late bus says it, in words, with its predicted arrival', async ({
  request,
  page,
}) => {
  // A stop a few stops further along the M15 that morning, from the line's own timetable.
  const timetable = await (
    await request.get(`/bff/api/v1/lines/${encodeURIComponent(line.id)}/timetable?direction=${direction}&date=${DATE}`)
  ).json();
  const at = timetable.stops.findIndex((stop: any) => stop.stopAreaId === STOP);
  const to = timetable.stops[at + 3];
  const from = timetable.stops[at];
  const query = new URLSearchParams({
    fi: STOP,
    fv: from.name,
    flat: String(from.lat),
    flon: String(from.lon),
    ti: to.stopAreaId,
    tv: to.name,
    tlat: String(to.lat),
    tlon: String(to.lon),
    dt: `${DATE}T08:00`,
  });
  await page.goto(`${node.origin}/en/trip-planner/results?${query}`);
  const live = page.getByTestId('journey-realtime').first();
  await expect(live).toContainText('live');
  await expect(live).toContainText('expected arrival');
});

test("journey search on today: the planner rides the late bus at its predicted time, not the timetable's", async ({
  request,
}) => {
  const timetable = await (
    await request.get(`/bff/api/v1/lines/${encodeURIComponent(line.id)}/timetable?direction=${direction}&date=${TODAY}`)
  ).json();
  const at = timetable.stops.findIndex((stop: any) => stop.stopAreaId === STOP);
  const body = {
    fromId: STOP,
    toId: timetable.stops[at + 3].stopAreaId,
    departureDateTime: todayLate.departureTime.slice(0, 19),
    rangeMinutes: 0,
  };
  const search = async (origin: string) => {
    const response = await fetch(`${origin}/bff/api/trip-planner/v2/journeys/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    return answer.groups
      .flatMap((group: any) => group.journeys)
      .map((journey: any) => journey.sections.filter((section: any) => section.type === 'PUBLIC_TRANSPORT'));
  };
  // The timetable alone (the suite's own server): the bus leaving right then.
  const planned = await search(new URL(test.info().project.use.baseURL!).origin);
  expect(planned[0][0].tripId).toBe(todayLate.tripId);
  // The realtime node: that bus leaves 25 minutes later, so the first journey takes another one; where the late bus is
  // still ridden, its predicted departure is beside the timetable's.
  const live = await search(node.origin);
  expect(live.length).toBeGreaterThan(0);
  expect(live[0][0].tripId).not.toBe(todayLate.tripId);
  const expected = Date.parse(todayLate.departureTime) + 1500_000;
  for (const ride of live.flat().filter((section: any) => section.tripId === todayLate.tripId)) {
    expect(Date.parse(ride.realtime.expectedDeparture)).toBe(expected);
  }
});

test('banner strip: a network-wide alert in force, in the page language, closed for good', async ({ page }) => {
  await page.goto(`${node.origin}/fr`);
  const strip = page.getByTestId('announcement-banners');
  await expect(strip).toContainText('Métro : service réduit');
  await expect(strip).toContainText('Service réduit');
  await page.goto(`${node.origin}/en/proximity`);
  await expect(strip).toContainText('Subway: reduced service');
  await page.getByRole('button', { name: 'Hide the announcement “Subway: reduced service”' }).click();
  await expect(page.getByText('Subway: reduced service')).toHaveCount(0);
  // Closed: not back on reload, nor on another page or in another language (the alert's id is the banner's).
  await page.reload();
  await expect(page.getByTestId('announcement-banners')).toBeVisible();
  await expect(page.getByText('Subway: reduced service')).toHaveCount(0);
  await page.goto(`${node.origin}/fr`);
  await expect(page.getByTestId('announcement-banners')).toBeVisible();
  await expect(page.getByText('Métro : service réduit')).toHaveCount(0);
});
