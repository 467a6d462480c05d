import { expect, test, type Page } from '@playwright/test';

/** The date field's text box and calendar toggle in the trip form. */
const dateBox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

for (const [lang, viewport] of [
  ['fr', { width: 390, height: 844 }],
  ['en', { width: 1280, height: 900 }],
] as const) {
  test.describe(`date field in ${lang} at ${viewport.width}`, () => {
    test.use({ viewport });

    test('reads and writes the locale form and ISO, and is never cut', async ({ page }) => {
      await page.goto(`/${lang}`);
      const input = dateBox(page, lang === 'fr' ? /Date de départ/ : /Departure date/);
      await expect(input).toHaveValue(lang === 'fr' ? /^\d{2}\/\d{2}\/\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/);
      expect(await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const next = new Date(Date.now() + 5 * 86_400_000);
      const [y, m, d] = [
        next.getUTCFullYear(),
        String(next.getUTCMonth() + 1).padStart(2, '0'),
        String(next.getUTCDate()).padStart(2, '0'),
      ];
      await input.fill(lang === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`);
      await expect(page.locator('.date-field .form-error')).toHaveCount(0);
      await input.fill(`${y}-${m}-${d}`);
      await input.blur();
      await expect(input).toHaveValue(lang === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`);
      await input.fill('31/31/2026');
      await expect(page.locator('.date-field .form-error')).toContainText(lang === 'fr' ? 'JJ/MM/AAAA' : 'MM/DD/YYYY');
    });

    test('the calendar stays fully on screen when its toggle is mid-screen, and the hero does not slide', async ({
      page,
    }) => {
      await page.goto(`/${lang}`);
      const toggle = page.getByRole('button', {
        name: lang === 'fr' ? 'Ouvrir le calendrier : Date de départ' : 'Open the calendar: Departure date',
      });
      await expect(toggle).toBeEnabled();
      const drawnLeft = (await toggle.boundingBox())!.x;
      // A traveller scrolling the page can leave the toggle anywhere; mid-screen at 390 × 844 the month fits neither
      // below nor above it. Centering also asks every scrollable ancestor to move: the hero must not be one.
      await toggle.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
      expect((await toggle.boundingBox())!.x).toBe(drawnLeft);
      await toggle.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('grid')).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await dialog.boundingBox())!;
          return (
            box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
          );
        })
        .toBe(true);
    });

    test('the calendar is an ARIA date grid: keys, week start, Escape and focus return, fully on screen', async ({
      page,
    }) => {
      await page.goto(`/${lang}`);
      const toggle = page.getByRole('button', {
        name: lang === 'fr' ? 'Ouvrir le calendrier : Date de départ' : 'Open the calendar: Departure date',
      });
      // The toggle is disabled until the island hydrates. Clicking it earlier made Playwright retry with forced
      // scroll alignments (end, then center): the calendar then opened from wherever that left the toggle, not from
      // where the page draws it. Waiting for hydration first makes the position tested the same on every run.
      await expect(toggle).toBeEnabled();
      await toggle.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('grid')).toBeVisible();
      // Spec section 9 dialog layer (global.css --layer-dialog), above the account menu's overlay layer.
      expect(await dialog.evaluate((element) => getComputedStyle(element).zIndex)).toBe('2400');
      await expect(dialog.locator('th').first()).toHaveAttribute('abbr', lang === 'fr' ? 'lundi' : 'Sunday');
      // Floating UI places the dialog after the click has scrolled the toggle into view (autoUpdate follows the
      // scroll): on a busy machine the first frame can still hold the old place, so wait for it to settle on screen.
      await expect
        .poll(async () => {
          const box = (await dialog.boundingBox())!;
          return (
            box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
          );
        })
        .toBe(true);
      await page.screenshot({ path: `test-results/polish-calendar-${lang}-${viewport.width}.png` });

      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
      const start = (await focused())!;
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const plus = (days: number, months = 0) => {
        const date = new Date(`${start}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() + days);
        date.setUTCMonth(date.getUTCMonth() + months);
        return date.toISOString().slice(0, 10);
      };
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(plus(1));
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(plus(8));
      await page.keyboard.press('PageDown');
      expect(await focused()).toBe(plus(8, 1));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      const [y, m, d] = plus(1).split('-');
      await expect(dateBox(page, lang === 'fr' ? /Date de départ/ : /Departure date/)).toHaveValue(
        lang === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`,
      );
    });
  });
}

test.describe('my position', () => {
  test('refused location access is said in one line', async ({ browser }) => {
    const context = await browser.newContext();
    await context.clearPermissions();
    const page = await context.newPage();
    await page.goto('/en/trip-planner');
    await page.getByRole('combobox', { name: 'From', exact: true }).click();
    await page.getByRole('option', { name: 'My position' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your position is unavailable: location access was refused. Type a place instead.',
    );
    await context.close();
  });

  test('is labelled "My position" with the nearest stop as a hint', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 40.7553, longitude: -73.9874 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/fr/trip-planner');
    const from = page.getByRole('combobox', { name: 'Départ', exact: true });
    await from.click();
    await page.getByRole('option', { name: 'Ma position' }).click();
    await expect(from).toHaveValue('Ma position');
    await expect(page.locator('.place-combobox__hint')).toHaveText('Près de Times Sq-42 St');
    await context.close();
  });
});
