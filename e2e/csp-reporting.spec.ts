import { expect, test, type Page } from '@playwright/test';
import { tripQuery } from './polish-fixtures.ts';
import { signUp } from './shell-fixtures.ts';

/**
 * The pages' CSP reports its violations to the same-origin endpoint, and the main pages (the maplibre map and its
 * workers, the trip results, the widgets, the account with its login widget) break no directive, Trusted Types
 * included: every sink write goes through one of the site's policies (src/lib/trusted-types.ts).
 */
const PAGES: { name: string; path: () => string; ready?: (page: Page) => Promise<void>; account?: boolean }[] = [
  { name: 'home', path: () => '/en' },
  {
    name: 'trip results',
    path: () => `/en/trip-planner/results?${tripQuery('10:00')}`,
    ready: (page) => expect(page.locator('main li').first()).toBeVisible(),
  },
  {
    name: 'proximity map',
    path: () => '/en/proximity?lat=40.7557&lon=-73.9870',
    ready: (page) => expect(page.locator('canvas.maplibregl-canvas')).toBeVisible(),
  },
  { name: 'stop page', path: () => '/en/proximity/stopArea/subway:127' },
  { name: 'line page', path: () => '/en/schedules/line/subway:1' },
  { name: 'widget page', path: () => '/en/widgets/departures?stop=bus_m%3Aarea%3A400001&widget=true' },
  { name: 'account page', path: () => '/en/account/personal-data', account: true },
];

/** Every `securitypolicyviolation` the document sees, enforced or report-only, from before the first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.disposition} ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

for (const { name, path, ready, account } of PAGES) {
  test(`${name}: reports CSP violations and runs under Trusted Types without one`, async ({ page, baseURL }) => {
    if (account) await signUp(page, baseURL!);
    const violations = await recordViolations(page);
    const response = await page.goto(path());
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default script-loader widget-board");
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
    await ready?.(page);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

// Chromium sends the report itself from its network service, batched: the page sees the violation, not the request.
test('a write to an HTML sink without a policy is blocked and reported', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/en');
  const outcome = await page.evaluate(() => {
    const element = document.createElement('div');
    try {
      element.innerHTML = '<b>blocked</b>';
      return `written: ${element.innerHTML}`;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe('TypeError');
  expect(
    (await violations()).some(
      (line) =>
        line.startsWith('enforce require-trusted-types-for trusted-types-sink') && line.includes('<b>blocked</b>'),
    ),
  ).toBe(true);
});

test('the report endpoint answers 204 to a report and 4xx to garbage', async ({ request }) => {
  const report = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1/en',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      disposition: 'enforce',
    },
  };
  expect(
    (
      await request.post('/csp-report', {
        data: JSON.stringify(report),
        headers: { 'Content-Type': 'application/csp-report' },
      })
    ).status(),
  ).toBe(204);
  expect(
    (
      await request.post('/csp-report', { data: 'garbage', headers: { 'Content-Type': 'application/csp-report' } })
    ).status(),
  ).toBe(400);
  expect(
    (
      await request.post('/csp-report', {
        data: 'x'.repeat(20_000),
        headers: { 'Content-Type': 'application/reports+json' },
      })
    ).status(),
  ).toBe(413);
  expect((await request.get('/csp-report')).status()).toBe(405);
});
