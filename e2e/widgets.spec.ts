import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { startWidgetHost, type WidgetHost } from './widget-host.ts';

/**
 * The three widgets embedded by partner sites (issue 16): a partner origin the configuration allows (E2E_PORT + 1, see
 * playwright.config.ts) and one it does not (E2E_PORT + 2), both served by a tiny host-page server started here.
 */
const port = Number(process.env.E2E_PORT ?? 4399);
const SITE = `http://127.0.0.1:${port}`;
const WIDGETS = {
  departures: '/en/widgets/departures?stop=bus_m%3Aarea%3A400001&partner=e2e-partner',
  timetable: '/fr/widgets/timetable?line=subway%3A7&partner=e2e-partner&primary=%230f5c3a',
  trip: '/de/widgets/trip?partner=e2e-partner&fi=subway%3A127&fv=Times+Sq-42+St&flat=40.7559&flon=-73.9871',
} as const;

// One worker runs this file in order: the host-page servers hold fixed ports.
test.describe.configure({ mode: 'default' });

let allowed: WidgetHost;
let refused: WidgetHost;
test.beforeAll(async () => {
  allowed = await startWidgetHost(port + 1, SITE);
  refused = await startWidgetHost(port + 2, SITE);
});
test.afterAll(async () => {
  await allowed?.close();
  await refused?.close();
});

async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  return frame!;
}

/** The iframe's height and the height of the document inside it. */
async function heights(page: Page): Promise<{ frame: number; content: number }> {
  const frame = await widgetFrame(page);
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const box = await page.locator('iframe').boundingBox();
  return { frame: Math.round(box!.height), content };
}

for (const [kind, path] of Object.entries(WIDGETS)) {
  test(`the ${kind} widget embeds with the one-line script on an allowed partner, its frame follows its height`, async ({
    page,
  }) => {
    await page.goto(`${allowed.origin}/script?path=${encodeURIComponent(path)}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('h1')).toBeVisible();
    await expect
      .poll(async () => {
        const h = await heights(page);
        return Math.abs(h.frame - h.content);
      })
      .toBeLessThanOrEqual(1);
    expect((await heights(page)).frame).not.toBe(420);
    // No chrome in the frame, and the partner page goes on below it.
    await expect(frame.locator('[data-chrome-header], [data-chrome-footer], #consent-panel')).toHaveCount(0);
    await expect(page.locator('#after')).toBeVisible();
  });

  test(`the ${kind} widget is refused by a partner origin the configuration does not name`, async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${refused.origin}/iframe?path=${encodeURIComponent(path)}`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // The browser shows its own error document in the frame: nothing of the site.
    expect(await (await widgetFrame(page)).locator('#main').count()).toBe(0);
  });

  test(`the ${kind} widget has no serious accessibility violations, no cookie, noindex and a canonical full page`, async ({
    page,
    context,
  }) => {
    const response = await page.goto(path);
    expect(response!.headers()['set-cookie']).toBeUndefined();
    expect(response!.headers()['content-security-policy']).toContain(
      `frame-ancestors 'self' http://127.0.0.1:${port + 1}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/(proximity\/stopArea|schedules\/line|trip-planner)/,
    );
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Headings go h1 → h2 (session 8: the departures widget's line groups were h3 straight under its h1).
    expect(
      results.violations
        .filter((v) => v.id === 'heading-order')
        .map((v) => v.nodes.map((n) => n.target.join(' ')).join(', ')),
    ).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
}

test('a normal page refuses to be framed, even by an allowed partner; its widget mode does not', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${allowed.origin}/iframe?path=${encodeURIComponent('/en/schedules')}`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(await (await widgetFrame(page)).locator('#main').count()).toBe(0);

  await page.goto(
    `${allowed.origin}/iframe?path=${encodeURIComponent('/en/schedules?widget=true&partner=e2e-partner')}`,
  );
  await expect(page.frameLocator('iframe').locator('h1')).toBeVisible();
});

test('the embed script ignores size messages that do not come from its own frame', async ({ page }) => {
  await page.goto(`${allowed.origin}/script?path=${encodeURIComponent(WIDGETS.timetable)}`);
  await expect(page.frameLocator('iframe').locator('h1')).toBeVisible();
  await expect
    .poll(async () => {
      const h = await heights(page);
      return Math.abs(h.frame - h.content);
    })
    .toBeLessThanOrEqual(1);
  const settled = (await heights(page)).frame;
  // The partner page itself (another origin and window than the widget's) claims a height.
  await page.evaluate(() => window.postMessage({ type: 'transit-widget:size', height: 77 }, '*'));
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 300)));
  expect((await heights(page)).frame).toBe(settled);
});

test('the frame grows when the widget grows (trip form: adding a stop on the way)', async ({ page }) => {
  await page.goto(`${allowed.origin}/script?path=${encodeURIComponent(WIDGETS.trip.replace('/de/', '/en/'))}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect
    .poll(async () => {
      const h = await heights(page);
      return Math.abs(h.frame - h.content);
    })
    .toBeLessThanOrEqual(1);
  const before = (await heights(page)).frame;
  // Ticked before the form island runs (it loads on this first touch), the box still shows the stop's field.
  await frame.getByLabel('Add a stop on the way').check();
  await expect.poll(async () => (await heights(page)).frame).toBeGreaterThan(before);
  await expect(frame.locator('astro-island:has(form.trip-form)')).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
  await expect(frame.getByLabel('Add a stop on the way')).toBeChecked();
  await expect(frame.locator('input[name="via"]')).toBeVisible();
  await expect
    .poll(async () => {
      const h = await heights(page);
      return Math.abs(h.frame - h.content);
    })
    .toBeLessThanOrEqual(1);
});

test('departures links open the full site in a new tab with campaign parameters; timetable links stay inside', async ({
  page,
}) => {
  await page.goto(WIDGETS.departures);
  await expect(page.locator('base')).toHaveAttribute('target', '_blank');
  const lineLink = page.locator('[data-widget-board] a').first();
  await expect(lineLink).toHaveAttribute(
    'href',
    /utm_source=e2e-partner&utm_medium=widget&utm_campaign=widget-departures/,
  );
  expect(await lineLink.getAttribute('href')).not.toContain('widget=true');

  await page.goto(WIDGETS.timetable);
  const direction = page.locator('a[data-direction]').last();
  await expect(direction).toHaveAttribute(
    'href',
    /^\/fr\/widgets\/timetable\?line=subway%3A7&partner=e2e-partner&primary=%230f5c3a&direction=/,
  );
  await direction.click();
  await expect(page).toHaveURL(/\/fr\/widgets\/timetable\?/);
  await expect(page.locator('h1')).toContainText('7');
  const full = page.locator('[data-full-site]');
  await expect(full).toHaveAttribute('target', '_blank');
  await expect(full).toHaveAttribute(
    'href',
    '/fr/schedules/line/subway:7?utm_source=e2e-partner&utm_medium=widget&utm_campaign=widget-timetable',
  );
});

test('the trip widget opens the results on the full site in a new tab', async ({ page, context }) => {
  const path =
    '/en/widgets/trip?partner=e2e-partner&fi=subway%3A127&fv=Times+Sq-42+St&flat=40.7559&flon=-73.9871&ti=subway%3A631&tv=Grand+Central-42+St&tlat=40.7519&tlon=-73.9768';
  await page.goto(path);
  // The first click finds the form as the server drew it (the island loads on that touch): sent as it is, it opens the
  // results in a new tab all the same.
  const [results] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Search' }).click(),
  ]);
  // Only the address matters here: the results page's own search is the planner's tests' business.
  await results.waitForURL(/\/trip-planner\/results\?/, { waitUntil: 'commit' });
  const url = new URL(results.url());
  expect(url.pathname).toBe('/en/trip-planner/results');
  expect(url.searchParams.get('fi')).toBe('subway:127');
  expect(url.searchParams.get('ti')).toBe('subway:631');
  expect(url.searchParams.get('utm_campaign')).toBe('widget-trip');
  expect(url.searchParams.has('widget')).toBe(false);
  await expect(page).toHaveURL(/\/en\/widgets\/trip/);
});

test('the trip widget downloads its toaster only once a notification is pending, then shows it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/widgets/trip?partner=e2e-partner');
  await expect(page.locator('[data-toaster-waiting]')).toBeAttached({
    timeout: 20_000,
  });
  // The form's island loads when it is first used: use it, so that every script the page can load has loaded.
  await page.getByRole('combobox', { name: 'From' }).focus();
  await expect(page.locator('astro-island:has(form.trip-form)')).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
  expect(scripts.filter((path) => /\/Toaster\.[^/]*\.js$/.test(path))).toEqual([]);
  // A notification kept for the next page (as islands do before navigating): the toaster loads and shows it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'notifications:pending',
      JSON.stringify([{ type: 'error', message: 'favorites.toggle.failed' }]),
    ),
  );
  await page.reload();
  await expect(page.getByText('Your favourites could not be changed. Try again.')).toBeVisible();
  expect(scripts.filter((path) => /\/Toaster\.[^/]*\.js$/.test(path))).toHaveLength(1);
});

test('bad widget addresses: 400 page naming the parameter, 404 for unknown kinds, stops and partners', async ({
  request,
}) => {
  const bad = await request.get('/en/widgets/departures?stop=subway%3A127&primary=red');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('primary must be a colour');
  expect((await request.get('/en/widgets/departures')).status()).toBe(400);
  expect((await request.get('/en/widgets/clock')).status()).toBe(404);
  expect((await request.get('/en/widgets/departures?stop=nowhere%3A0')).status()).toBe(404);
  expect((await request.get('/en/widgets/timetable?line=subway%3A7&partner=nobody')).status()).toBe(404);
});

test.describe('widgets without partner branding embed anywhere', () => {
  // The generator's default code ("No partner"): every other site got `frame-ancestors 'self'`.
  for (const path of [
    '/en/widgets/departures?stop=subway%3A127',
    '/fr/widgets/timetable?line=subway%3A7',
    '/de/widgets/trip',
  ]) {
    test(`${path} shows on a site the configuration does not name`, async ({ page }) => {
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
      });
      await page.goto(`${refused.origin}/script?path=${encodeURIComponent(path)}`);
      await expect(page.frameLocator('iframe').locator('h1')).toBeVisible();
      expect(refusals).toEqual([]);
    });
  }

  test('a framed widget carries no session and no account action; account pages are never framed', async ({ page }) => {
    const signIn = await page.request.post(`${SITE}/bff/auth/signin`, {
      headers: { origin: SITE },
      data: { email: 'demo@transit.example', password: 'demo-traveller-2026' },
    });
    expect(signIn.status()).toBe(200);
    // On the site itself the visitor is signed in and the line page offers its favourite star.
    await page.goto(`${SITE}/en/schedules/line/subway%3A7`);
    expect(await page.evaluate(async () => (await fetch('/bff/me')).status)).toBe(200);
    await expect(page.getByTestId('favorite-toggle')).toHaveCount(1);

    // Framed by another site: the page shows, without the star, and the session is neither sent nor readable. Ports do
    // not make sites (127.0.0.1:4401 and :4402 are the same site for SameSite cookies): the partner page is on localhost.
    const otherSite = refused.origin.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherSite}/iframe?path=${encodeURIComponent('/en/schedules/line/subway%3A7?widget=true')}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('h1')).toBeVisible();
    await expect(frame.getByTestId('favorite-toggle')).toHaveCount(0);
    const inside = await (await widgetFrame(page)).evaluate(async () => ({
      cookies: document.cookie,
      me: (await fetch('/bff/me')).status,
    }));
    expect(inside.cookies).not.toMatch(/userInfos|userToken/);
    expect(inside.me).toBe(401);

    // An account page stays refused to every other site, widget mode or not (framed, it would not even get the
    // session: the frame above is sent to the sign-in form).
    const account = await page.request.get(`${SITE}/en/account/profile?widget=true`, { maxRedirects: 0 });
    expect(account.status()).toBe(200);
    expect(account.headers()['content-security-policy']).toMatch(/frame-ancestors 'self';/);
  });

  for (const width of [390, 1280]) {
    test(`the generator says where its code works (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/cobranding/demo/widgets-definitions');
      const where = page.getByTestId('embed-where');
      await expect(where).toHaveText('This code works on any web site.');
      await expect(page.locator('astro-island:has(.generator)')).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
      await page.getByLabel('Partner').selectOption('e2e-partner');
      await expect(where).toHaveText(
        `This code works only on pages of http://127.0.0.1:${port + 1} (and of this site): other sites are refused.`,
      );
      await where.scrollIntoViewIfNeeded();
      await expect(where).toBeInViewport();
      await page.getByLabel('Partner').selectOption('');
      await expect(where).toHaveText('This code works on any web site.');
    });
  }
});
