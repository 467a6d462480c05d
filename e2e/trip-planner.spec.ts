import { expect, test } from '@playwright/test';
import {
  choosePlace,
  expectNoSeriousAxeViolations,
  LABELS,
  planTimesSqToConeyIsland,
  type Lang,
} from './trip-fixtures.ts';
import { tripQuery } from './polish-fixtures.ts';

for (const [lang, viewport] of [
  ['fr', { width: 1280, height: 900 }],
  ['en', { width: 390, height: 844 }],
] as const) {
  test.describe(`trip planner in ${lang} at ${viewport.width} wide`, () => {
    test.use({ viewport });

    test('plans Times Sq → Coney Island, opens the roadmap and gets the same journey after a reload', async ({
      page,
    }) => {
      await page.goto(`/${lang}`);
      await planTimesSqToConeyIsland(page, lang as Lang);
      const cards = page.locator('.journey-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator('svg.line-badge').first()).toBeVisible();
      await expect(cards.first().locator('.journey-card__select')).toHaveAttribute('aria-pressed', 'true');
      // The map island loads when shown (phones: the map tab) and draws over the plain style offline.
      if (viewport.width < 1280) await page.getByRole('button', { name: lang === 'fr' ? 'Carte' : 'Map' }).click();
      await expect(page.locator('[data-map-ready="true"]')).toBeAttached({ timeout: 20_000 });
      if (viewport.width < 1280)
        await page
          .getByTestId('map-journey-card')
          .getByRole('button', { name: lang === 'fr' ? 'Liste' : 'List' })
          .click();

      await cards
        .first()
        .getByRole('link', { name: LABELS[lang as Lang].roadmap })
        .click();
      await page.waitForURL(/\/trip-planner\/roadmap\/[^/?]+\?.*jsc=/);
      const steps = page.locator('.roadmap');
      await expect(steps.locator('.roadmap-step--ride').first()).toBeVisible();
      const before = await steps.innerText();
      expect(before).toMatch(/Coney Island/);
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect.poll(() => page.locator('.roadmap').innerText()).toBe(before);
    });
  });
}

test.describe('trip planner form and screens (en)', () => {
  test('swap exchanges departure and arrival', async ({ page }) => {
    await page.goto('/en/trip-planner');
    await choosePlace(page, 'From', 'Times Sq', /^Times Sq-42 St/);
    await choosePlace(page, 'To', 'Coney Island', /^Coney Island-Stillwell Av/);
    await page.getByRole('button', { name: 'Swap departure and arrival' }).click();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/Coney Island/);
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/Times Sq-42 St/);
  });

  test('later shifts the departure by 30 minutes and searches again', async ({ page }) => {
    await page.goto('/en');
    await planTimesSqToConeyIsland(page, 'en');
    const dtBefore = new URL(page.url()).searchParams.get('dt')!;
    await expect(page.locator('.journey-card').first()).toBeVisible();
    // Once the island runs, the Later link shifts in the page (no new page load: the marker survives).
    await expect(page.locator('astro-island:has(.trip-results)')).not.toHaveAttribute('ssr', '');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'Later', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dt')).not.toBe(dtBefore);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const dtAfter = new URL(page.url()).searchParams.get('dt')!;
    expect(Date.parse(dtAfter) - Date.parse(dtBefore)).toBe(30 * 60_000);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    const firstDeparture = await page.locator('.journey-card time').first().getAttribute('datetime');
    expect(Date.parse(firstDeparture!)).toBeGreaterThanOrEqual(Date.parse(dtAfter));
    // Screen readers hear what changed (session 8: 'Loading…', then nothing).
    await expect(page.locator('[aria-live="polite"]').getByTestId('list-announcement')).toHaveText(
      /^\d+ journeys?, first departure \d{1,2}:\d\d\s[AP]M$/,
    );
  });

  test('a round trip: outbound, return options, both ways in the summary', async ({ page }) => {
    // Five screens and three accessibility audits of journey lists: more than the default minute on a busy machine.
    test.slow();
    await page.goto('/en');
    await planTimesSqToConeyIsland(page, 'en', { roundTrip: true });
    await page.locator('.journey-card').first().getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/trip-planner\/preview\?/);
    await expectNoSeriousAxeViolations(page);
    // The primary action is readable: its text is not painted in its own background colour.
    const choose = page.getByRole('link', { name: 'Choose and see return journeys' });
    const [color, background] = await choose.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(color).not.toBe(background);
    await choose.click();
    await page.waitForURL(/\/trip-planner\/returns\?/);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.locator('.journey-card').first().getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/trip-planner\/return-preview\?.*rjsc=/);
    await page.getByRole('link', { name: 'Choose this return' }).click();
    await page.waitForURL(/\/trip-planner\/return-summary\?/);
    await expect(page.getByRole('heading', { name: 'Outbound' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Return', exact: true })).toBeVisible();
    await expect(page.locator('.trip-screen__journey svg.line-badge').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('no serious accessibility violations on the form, results and roadmap', async ({ page }) => {
    test.slow();
    await page.goto('/en/trip-planner');
    await expectNoSeriousAxeViolations(page);
    await planTimesSqToConeyIsland(page, 'en');
    await expect(page.locator('.journey-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.locator('.journey-card').first().getByRole('link', { name: 'Roadmap' }).click();
    await page.waitForURL(/\/roadmap\//);
    await expectNoSeriousAxeViolations(page);
  });

  test('a journey URL that cannot be rebuilt goes to the results with the query', async ({ page }) => {
    const query =
      'fi=x&fv=X&ffv=X&flat=40.75&flon=-73.98&ti=y&tv=Y&tfv=Y&tlat=40.57&tlon=-73.98&tt=0&jsc=not-a-journey';
    await page.goto(`/en/trip-planner/roadmap/nope?${query}`);
    await expect(page).toHaveURL(/\/en\/trip-planner\/results\?fi=x/);
  });
});

test.describe('results without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('Later and Earlier are links to the list 30 minutes later / earlier, with journeys; no dead Map button', async ({
    page,
  }) => {
    const query = tripQuery('09:00');
    const dtBefore = new URLSearchParams(query).get('dt')!;
    await page.goto(`/en/trip-planner/results?${query}`);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Map' })).toHaveCount(0);
    // Each shifted list links to the next one: crawlers are told not to walk that chain of searches.
    await expect(page.getByRole('link', { name: 'Later', exact: true })).toHaveAttribute('rel', 'nofollow');
    await page.getByRole('link', { name: 'Later', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('dt') !== dtBefore);
    const dtAfter = new URL(page.url()).searchParams.get('dt')!;
    expect(Date.parse(dtAfter) - Date.parse(dtBefore)).toBe(30 * 60_000);
    expect(new URL(page.url()).pathname).toBe('/en/trip-planner/results');
    await expect(page.locator('.journey-card').first()).toBeVisible();
    const firstDeparture = await page.locator('.journey-card time').first().getAttribute('datetime');
    expect(Date.parse(firstDeparture!)).toBeGreaterThanOrEqual(Date.parse(dtAfter));
    await page.getByRole('link', { name: 'Earlier', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('dt') !== dtAfter);
    expect(Date.parse(new URL(page.url()).searchParams.get('dt')!)).toBe(Date.parse(dtBefore));
    await expect(page.locator('.journey-card').first()).toBeVisible();
  });

  test('on the returns list, Later moves the way back only and keeps the chosen outbound', async ({ page }) => {
    const params = new URLSearchParams(tripQuery('09:00'));
    params.set('tt', '1');
    params.set('rt', params.get('dt')!.replace('T09:00', 'T18:00'));
    await page.goto(`/en/trip-planner/results?${params}`);
    await page.locator('.journey-card').first().getByRole('link', { name: 'Details' }).click();
    await page.getByRole('link', { name: 'Choose and see return journeys' }).click();
    await page.waitForURL(/\/trip-planner\/returns\?/);
    await expect(page.locator('.journey-card').first()).toBeVisible();
    const before = new URL(page.url()).searchParams;
    await page.getByRole('link', { name: 'Later', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('rt') !== before.get('rt'));
    const after = new URL(page.url());
    expect(after.pathname).toBe('/en/trip-planner/returns');
    expect(Date.parse(after.searchParams.get('rt')!) - Date.parse(before.get('rt')!)).toBe(30 * 60_000);
    expect(after.searchParams.get('dt')).toBe(before.get('dt'));
    expect(after.searchParams.get('jsc')).toBe(before.get('jsc'));
    await expect(page.locator('.journey-card').first()).toBeVisible();
  });
});
