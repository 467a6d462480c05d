import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * The nearby screen as a traveller meets it every day, on a phone and on a desktop: a position already allowed is
 * used at once, the headings name what the list is near, the chosen place is in the address, the phone's map frames
 * the centre above the sheet, the place box works without JavaScript, and the departures say only what one can catch.
 */

const TIMES_SQUARE = { latitude: 40.7557, longitude: -73.987 };
const JAMAICA = 'Jamaica Center-Parsons/Archer';

// Several pages and a map per test, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

async function panelHydrated(page: Page) {
  await expect(page.locator('astro-island:has([data-testid="nearby-panel"])')).not.toHaveAttribute('ssr', '', {
    timeout: 20_000,
  });
}

async function openWith(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
  path = '/en/proximity',
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a position already allowed is used without a click, and only it is "near you"', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openWith(browser, baseURL, {
        viewport,
        permissions: ['geolocation'],
        geolocation: TIMES_SQUARE,
      });
      await expect(page.getByTestId('departures-heading')).toHaveText('Departures near you');
      await expect(page.getByTestId('stops-heading')).toHaveText('Stops near you');
      await expect(page.getByTestId('nearby-stops')).toContainText('Times Sq-42 St');
      // Where someone stands never goes into the address (a shared link would carry it).
      expect(new URL(page.url()).search).toBe('');
      await context.close();
    });

    test('not yet allowed: the network\'s centre says so, and "Around me" is offered', async ({ browser, baseURL }) => {
      const { context, page } = await openWith(browser, baseURL, { viewport });
      await panelHydrated(page);
      await expect(page.getByTestId('departures-heading')).toHaveText("Departures around the network's centre");
      await expect(page.getByTestId('around-me')).toBeVisible();
      await expect(page.getByTestId('geo-denied')).toHaveCount(0);
      await context.close();
    });

    test('refused: said once, pointing to the place box, and no "Around me" that cannot work', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      // Playwright grants permissions but cannot refuse one: the browser's own protocol sets this context's refusal.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'geolocation' },
        setting: 'denied',
        origin: baseURL,
        browserContextId: targetInfo.browserContextId,
      });
      await page.goto('/en/proximity');
      await panelHydrated(page);
      await expect(page.getByTestId('geo-denied')).toHaveCount(1);
      await expect(page.getByTestId('geo-denied')).toContainText(
        'Your browser does not share your position with this site.',
      );
      await expect(page.getByTestId('geo-denied').getByRole('link')).toHaveAttribute('href', '#nearby-place');
      await expect(page.getByTestId('around-me')).toHaveCount(0);
      await context.close();
    });

    test('a place chosen in the box is in the address: a reload (or the link shared) shows the same place, server-drawn', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openWith(browser, baseURL, { viewport });
      await panelHydrated(page);
      const box = page.getByRole('combobox', { name: 'Place, address or stop' });
      await box.fill('Jamaica Center');
      await page
        .getByRole('option', { name: new RegExp(JAMAICA) })
        .first()
        .click();
      await expect(page.getByTestId('departures-heading')).toHaveText(`Departures near ${JAMAICA}`, {
        timeout: 20_000,
      });
      await expect(page).toHaveURL(/\/en\/proximity\?id=subway%3AG05$/);
      const shared = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const opened = await shared.newPage();
      await opened.goto(page.url());
      await expect(opened.getByTestId('departures-heading')).toHaveText(`Departures near ${JAMAICA}`);
      await expect(opened.getByTestId('nearby-stops')).toContainText(JAMAICA);
      await shared.close();
      await context.close();
    });

    test("another day's timetable is said above the lists and on the rows that follow it", async ({
      browser,
      baseURL,
      request,
    }) => {
      const answer = await (await request.get('/bff/api/v1/proximity/nearby?lat=40.7557&lon=-73.9870')).json();
      const shifted = [
        ...answer.departures,
        ...answer.stopAreas.flatMap((area: { next: unknown[] }) => area.next),
      ].filter((row) => row.serviceDateShiftedFrom);
      // The pinned subway feed's timetable ended on 2026-10-31: from then on its rows follow another day's.
      expect(shifted.length, 'rows that follow another day').toBeGreaterThan(0);
      const { context, page } = await openWith(
        browser,
        baseURL,
        { viewport },
        '/en/proximity?lat=40.7557&lon=-73.9870',
      );
      await expect(page.getByTestId('nearby-shifted')).toContainText('is not published yet for some lines');
      await expect(page.getByTestId('nearby-shifted-mark').first()).toContainText('timetable of');
      await context.close();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the place box is a real form; namesakes are asked as the trip form asks`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/en/proximity');
      // Nothing that needs the script is offered: no "Around me", no sheet handle.
      await expect(page.getByTestId('around-me')).toHaveCount(0);
      await expect(page.getByTestId('sheet-handle')).toBeHidden();
      const box = page.getByRole('combobox', { name: 'Place, address or stop' });
      await box.fill('Jamaica Center');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/en\/proximity\?id=subway%3AG05$/);
      await expect(page.getByTestId('departures-heading')).toHaveText(`Departures near ${JAMAICA}`);
      await expect(page.getByTestId('nearby-stops')).toContainText(JAMAICA);

      await page.getByRole('combobox', { name: 'Place, address or stop' }).fill('jamaica');
      await page.getByRole('button', { name: 'Show stops' }).click();
      await expect(page.getByTestId('typed-place-problem')).toHaveText(
        'Several places match “jamaica”: choose the right one in the list.',
      );
      await expect(page.getByRole('combobox', { name: 'Place, address or stop' })).toHaveValue('jamaica');
      await page
        .getByTestId('typed-place-candidates')
        .getByRole('link', { name: /Jamaica-179 St/ })
        .click();
      await expect(page.getByTestId('stops-heading')).toHaveText('Stops near Jamaica-179 St');

      await page.getByRole('combobox', { name: 'Place, address or stop' }).fill('xyzzy');
      await page.getByRole('button', { name: 'Show stops' }).click();
      await expect(page.getByTestId('typed-place-problem')).toContainText('No place matches “xyzzy”');
    });
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('after "Around me" the position and its nearest stops are drawn above the sheet, by the preview then the map', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openWith(browser, baseURL, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const mapScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /maplibre/.test(request.url())) mapScripts.push(request.url());
    });
    await panelHydrated(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.7527, longitude: -73.9772 });
    await page.getByTestId('around-me').click();
    await expect(page.getByTestId('nearby-stops')).toContainText('Grand Central-42 St');
    // Until the visitor reaches for the map, a preview draws it without the map library.
    const preview = page.locator('[data-testid="nearby-map-preview"] svg');
    await expect(preview).toHaveAttribute('data-stops-at', /;/);
    const drawn = async (element: typeof preview) => ({
      centre: await element.getAttribute('data-centre-at'),
      stops: await element.getAttribute('data-stops-at'),
    });
    const visible = async (element: typeof preview) => {
      const map = (await element.boundingBox())!;
      const sheetTop = (await page.locator('main#main').boundingBox())!.y;
      const { centre, stops } = await drawn(element);
      const points = [centre, ...stops!.split(';')].map((at) => at!.split(',').map(Number));
      return points.every(([x, y]) => x >= 0 && x <= map.width && map.y + y > map.y && map.y + y < sheetTop);
    };
    await expect.poll(() => visible(preview)).toBe(true);
    const previewed = await drawn(preview);
    expect(mapScripts).toEqual([]);
    // The map then draws the position and the stops on the pixels the preview had them.
    await page.getByTestId('show-map').tap();
    const canvas = page.locator('[data-map-ready="true"]');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => visible(canvas)).toBe(true);
    const near = (a: string | null, b: string | null) =>
      a!.split(';').every((point, i) => {
        const [x, y] = point.split(',').map(Number);
        const [u, v] = b!.split(';')[i].split(',').map(Number);
        return Math.abs(x - u) <= 2 && Math.abs(y - v) <= 2;
      });
    const onMap = await drawn(canvas);
    expect(near(onMap.centre, previewed.centre), `${onMap.centre} vs ${previewed.centre}`).toBe(true);
    expect(near(onMap.stops, previewed.stops), `${onMap.stops} vs ${previewed.stops}`).toBe(true);
    expect(mapScripts.length).toBeGreaterThan(0);
    await context.close();
  });

  test('lowering the sheet to peek loads the map; so does a touch on the preview', async ({ page }) => {
    await page.goto('/en/proximity?lat=40.7557&lon=-73.9870');
    await panelHydrated(page);
    await expect(page.getByTestId('show-map')).toBeVisible();
    await page.getByTestId('sheet-handle').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('show-map')).toHaveCount(0);
    await page.goto('/en/proximity?lat=40.7557&lon=-73.9870');
    await panelHydrated(page);
    // A touch above the sheet, away from the button: the visitor reaching for the map itself.
    await expect(page.getByTestId('show-map')).toBeVisible();
    await page.touchscreen.tap(60, 200);
    await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
  });

  test('the sheet does not move while the page arrives: its handle is drawn by the server, its height is its snap point', async ({
    page,
    request,
  }) => {
    const path = '/en/proximity?lat=40.7557&lon=-73.9870';
    // Drawn after the island ran, the handle pushed the sheet's content down by its height.
    expect(await (await request.get(path)).text()).toContain('data-testid="sheet-handle"');
    await page.goto(path);
    await panelHydrated(page);
    const sheet = page.locator('main#main');
    const drawn = (await sheet.boundingBox())!;
    expect(Math.abs(drawn.height - 844 / 2)).toBeLessThanOrEqual(1);
    // A browser paints the page as its HTML arrives: a sheet anchored at the bottom that grew with its content moved
    // up over the map (Lighthouse's largest layout shift on Nearby). With half its content, it stays where it is.
    await sheet.evaluate((main) => {
      for (const section of main.querySelectorAll('section')) section.remove();
    });
    expect(await sheet.boundingBox()).toEqual(drawn);
  });

  test('the sheet moves by keyboard, tap and touch drag between three snap points', async ({ page }) => {
    await page.goto('/en/proximity?lat=40.7557&lon=-73.9870');
    await panelHydrated(page);
    const handle = page.getByTestId('sheet-handle');
    const sheetHeight = async () => (await page.locator('main#main').boundingBox())!.height;
    await expect(handle).toHaveAttribute('data-sheet', 'half');
    const half = await sheetHeight();
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('data-sheet', 'full');
    expect(await sheetHeight()).toBeGreaterThan(half);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(handle).toHaveAttribute('data-sheet', 'peek');
    expect(await sheetHeight()).toBeLessThan(half);
    await handle.tap();
    await expect(handle).toHaveAttribute('data-sheet', 'half');
    // A finger drags the handle most of the way up: the sheet follows and settles open.
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await handle.dispatchEvent('pointerdown', {
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y,
      button: 0,
    });
    for (const step of [60, 160, 260, 330])
      await handle.dispatchEvent('pointermove', {
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: y - step,
      });
    await handle.dispatchEvent('pointerup', {
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y - 330,
    });
    await expect(handle).toHaveAttribute('data-sheet', 'full');
  });
});
