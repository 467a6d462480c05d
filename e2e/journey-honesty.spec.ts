import { expect, test } from '@playwright/test';
import { tripQuery } from './polish-fixtures.ts';

/** The coming Saturday in New York as YYYY-MM-DD, and New York's offset that day. */
function comingSaturday(): { day: string; offset: string } {
  const now = Date.now();
  for (let i = 1; i <= 7; i++) {
    const date = new Date(now + i * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(date);
    if (weekday !== 'Sat') continue;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);
    const offset =
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
        .formatToParts(date)
        .find((p) => p.type === 'timeZoneName')!
        .value.replace('GMT', '') || '+00:00';
    return { day, offset };
  }
  throw new Error('no Saturday within a week');
}

/** Times Sq-42 St → Jamaica Center-Parsons/Archer on the coming Saturday at `time` (place ids; the server completes them). */
function saturdayToJamaica(time: string): string {
  const { day, offset } = comingSaturday();
  return new URLSearchParams({ fi: 'subway:127', ti: 'subway:G05', tt: '0', dt: `${day}T${time}${offset}` }).toString();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`journeys at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the recommended journey stays on the E to Jamaica Center; the faster changes stay listed', async ({
      page,
    }) => {
      await page.goto(`/en/trip-planner/results?${saturdayToJamaica('10:38')}`);
      const first = page.locator('.journey-card').first();
      await expect(first.locator('.journey-card__group')).toHaveText('Recommended');
      await expect(first).toContainText('Direct');
      // The E to Sutphin Blvd and the J for one stop arrives five minutes sooner: an alternative, never the recommendation.
      await expect(page.locator('.journey-card').filter({ hasText: '1 transfer' }).first()).toBeVisible();

      await page.goto(`/en/trip-planner/results?${saturdayToJamaica('11:00')}`);
      await expect(page.locator('.journey-card').first()).toContainText('Direct');
      await expect(page.locator('.journey-card').filter({ hasText: 'Q65' }).first()).toBeVisible();
    });

    test('no journey found offers only suggestions that find journeys', async ({ page }) => {
      // Every mode switched off: later, the next day and the nearby stops find nothing either; only dropping the
      // preference does.
      await page.goto(`/en/trip-planner/results?${tripQuery('09:00', '&m=bus,metro,rail')}`);
      const box = page.getByTestId('no-journey');
      await expect(box).toContainText('No journey found for this search.');
      const kinds = await box
        .locator('[data-suggestion]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('data-suggestion')));
      expect(kinds).toEqual(['withoutPreferences', 'modify']);
      await box.locator('[data-suggestion="withoutPreferences"]').click();
      await expect(page.locator('.journey-card').first()).toBeVisible();
    });

    test('a step-free search says its preferences, and that the MTA publishes no accessibility data', async ({
      page,
    }) => {
      await page.goto(`/en/trip-planner/results?${tripQuery('09:00', '&wc=1&ws=SLOW')}`);
      await expect(page.getByTestId('search-preferences')).toHaveText(
        'Preferences: Wheelchair accessible, walking speed Slow',
      );
      await expect(page.getByTestId('accessibility-not-published')).toContainText(
        'This operator does not publish accessibility information',
      );
      await expect(page.locator('.journey-card').first()).toBeVisible();

      await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
      await expect(page.getByTestId('search-preferences')).toHaveText('Preferences: default');
      await expect(page.locator('.journey-card').first()).toBeVisible();
      await expect(page.getByTestId('accessibility-not-published')).toHaveCount(0);
    });

    test('a stop page says the operator does not publish its step-free access', async ({ page }) => {
      await page.goto('/en/proximity/stopArea/subway:127');
      await expect(page.locator('.stop-summary__access')).toHaveText('Step-free access: not published by the operator');
    });

    test('a one-way summary plans the return', async ({ page }) => {
      await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
      const details = await page
        .locator('.journey-card')
        .first()
        .getByRole('link', { name: 'Details' })
        .getAttribute('href');
      // The one-way summary of that journey (what "Choose this journey" leads to).
      await page.goto(details!.replace('/trip-planner/preview?', '/trip-planner/summary?'));
      await page.getByTestId('plan-return').click();
      await page.waitForURL(/\/trip-planner\/returns\?/, { waitUntil: 'domcontentloaded' });
      expect(new URL(page.url()).searchParams.get('tt')).toBe('1');
      await expect(page.locator('.journey-card').first()).toBeVisible();
    });

    test('an unknown roadmap says the journey is no longer available', async ({ page }) => {
      await page.goto('/en/trip-planner/roadmap/no-such-journey');
      await expect(page.getByTestId('journey-unavailable')).toContainText('This journey is no longer available');
      await page.goto(`/en/trip-planner/roadmap/no-such-journey?${tripQuery('09:00')}&jsc=not-a-journey`);
      await page.waitForURL(/\/trip-planner\/results\?/);
      await expect(page.getByTestId('journey-unavailable')).toContainText('This journey is no longer available');
      await expect(page.locator('.journey-card').first()).toBeVisible();
      // The notice is said once: the links onward do not carry it.
      const later = new URL((await page.getByTestId('list-later').getAttribute('href'))!, page.url());
      expect(later.searchParams.has('unavailable')).toBe(false);
    });
  });
}

test.describe('the Map button on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never covers a journey card, at the top or scrolled to the end', async ({ page }) => {
    await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
    const button = page.getByRole('button', { name: 'Map' });
    await expect(button).toBeVisible();
    const overlaps = () =>
      page.evaluate(() => {
        const b = document.querySelector('.trip-results__map-toggle')!.getBoundingClientRect();
        return [...document.querySelectorAll('.journey-card')].filter((card) => {
          const c = card.getBoundingClientRect();
          return c.left < b.right && b.left < c.right && c.top < b.bottom && b.top < c.bottom;
        }).length;
      });
    expect(await overlaps()).toBe(0);
    for (const y of [300, 800, 100_000]) {
      await page.evaluate((top) => {
        window.scrollTo(0, top);
        document.querySelector('main')?.scrollTo(0, top);
      }, y);
      expect(await overlaps()).toBe(0);
    }
  });
});
