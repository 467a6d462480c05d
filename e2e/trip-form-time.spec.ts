import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, startTripForm } from './trip-fixtures.ts';

/**
 * The trip form's time field follows the page's language, not the browser's (src/domain/time-input.ts): 24-hour HH:MM
 * on the Italian page of an English browser (a native time input showed "10:00 AM" there), 12-hour with AM/PM on the
 * English page as its results and timetables write times, with and without JavaScript.
 */

/** Tomorrow in New York, as the parts a date field is typed with. */
function tomorrow(): { y: string; m: string; d: string } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date(Date.now() + 86_400_000))
    .split('-');
  return { y: y!, m: m!, d: d! };
}

const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const departureTime = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const ITALIAN_HINT = 'Formato: HH:MM (ad esempio 14:30)';
const ITALIAN_ERROR = "Digiti l'ora nel formato HH:MM (ad esempio 14:30).";

test.describe('Italian page, English browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('scripts on: 24-hour time with its hint, a wrong time said on the field, the typed time searched', async ({
    page,
  }) => {
    const { y, m, d } = tomorrow();
    await page.goto('/it/trip-planner');
    await expect(page.getByRole('button', { name: 'Inverti partenza e arrivo' })).toBeEnabled();
    const time = departureTime(page, 'Ora di partenza');
    await expect(time).toHaveValue(/^\d\d:\d\d$/);
    await expect(time).toHaveAccessibleDescription(ITALIAN_HINT);
    await expect(time).toHaveAttribute('inputmode', 'decimal');
    // Tomorrow first: a time already past today is moved up to now by the form's clock.
    await page.getByRole('textbox', { name: 'Data di partenza' }).fill(`${d}/${m}/${y}`);
    await page.getByRole('textbox', { name: 'Data di partenza' }).press('Tab');

    await time.fill('25:00');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(ITALIAN_ERROR);
    await expectNoSeriousAxeViolations(page);

    // Typed the way an Italian phone keypad allows (no colon key), written back in the page's form once left.
    await time.fill('21.15');
    await time.press('Tab');
    await expect(time).toHaveValue('21:15');
    await expect(time).not.toHaveAttribute('aria-invalid');
    await expect(time).toHaveAccessibleDescription(ITALIAN_HINT);

    await box(page, 'Partenza').fill('times sq');
    await box(page, 'Arrivo').fill('wall st');
    await box(page, 'Arrivo').press('Enter');
    await page.waitForURL(/\/it\/trip-planner\/results\?fi=/);
    expect(new URL(page.url()).searchParams.get('dt')).toMatch(new RegExp(`^${y}-${m}-${d}T21:15-0[45]:00$`));
  });

  test.describe('scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form shows and sends the 24-hour time; an unreadable one comes back flagged', async ({ page }) => {
      const { y, m, d } = tomorrow();
      await page.goto('/it');
      const time = departureTime(page, 'Ora di partenza');
      await expect(time).toHaveValue(/^\d\d:\d\d$/);
      await expect(time).toHaveAccessibleDescription(ITALIAN_HINT);
      await box(page, 'Partenza').fill('times sq');
      await box(page, 'Arrivo').fill('wall st');
      await page.getByRole('textbox', { name: 'Data di partenza' }).fill(`${d}/${m}/${y}`);
      await time.fill('9 pm');
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
      await page.waitForURL(/\/it\/trip-planner\/results\?fi=/);
      expect(new URL(page.url()).searchParams.get('dt')).toMatch(new RegExp(`^${y}-${m}-${d}T21:00-0[45]:00$`));

      await page.goto(`/it/trip-planner/results?from=times+sq&to=wall+st&date=${d}%2F${m}%2F${y}&time=25.00`);
      const again = departureTime(page, 'Ora di partenza');
      await expect(again).toHaveValue('25.00');
      await expect(again).toHaveAttribute('aria-invalid', 'true');
      await expect(again).toHaveAccessibleDescription(ITALIAN_ERROR);
      await expect(page.getByTestId('trip-form-summary')).toContainText(ITALIAN_ERROR);
    });
  });
});

test.describe('English page, Italian browser', () => {
  test.use({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });

  test('scripts on: the time is written as the English pages write times (AM/PM), and read back', async ({ page }) => {
    await page.goto('/en/trip-planner');
    await startTripForm(page);
    const time = departureTime(page, 'Departure time');
    await expect(time).toHaveValue(/^\d{1,2}:\d\d (AM|PM)$/);
    await expect(time).toHaveAccessibleDescription('Format: H:MM AM/PM (for example 2:30 PM)');
    // Tomorrow: the form's clock moves a departure already past today up to now (spec section 9), and 7:05 AM often is.
    const { y, m, d } = tomorrow();
    await page.getByRole('textbox', { name: 'Departure date' }).fill(`${m}/${d}/${y}`);
    await page.getByRole('textbox', { name: 'Departure date' }).press('Tab');
    await time.fill('21:45');
    await time.press('Tab');
    await expect(time).toHaveValue('9:45 PM');
    await time.fill('7:05 am');
    await time.press('Tab');
    await expect(time).toHaveValue('7:05 AM');
    await expectNoSeriousAxeViolations(page);
  });

  test.describe('scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form sends the 12-hour time it shows', async ({ page }) => {
      const { y, m, d } = tomorrow();
      await page.goto('/en');
      const time = departureTime(page, 'Departure time');
      await expect(time).toHaveValue(/^\d{1,2}:\d\d (AM|PM)$/);
      await box(page, 'From').fill('times sq');
      await box(page, 'To').fill('wall st');
      await page.getByRole('textbox', { name: 'Departure date' }).fill(`${m}/${d}/${y}`);
      await time.fill('9:15 PM');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
      expect(new URL(page.url()).searchParams.get('dt')).toMatch(new RegExp(`^${y}-${m}-${d}T21:15-0[45]:00$`));
    });
  });
});
