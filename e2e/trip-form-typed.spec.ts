import { expect, test, type Page } from '@playwright/test';
import { startTripForm } from './trip-fixtures.ts';

/**
 * Search pressed with the form's island running and a place typed but not chosen from the suggestions: the form goes
 * to the server's place lookup (the one the form without JavaScript uses) instead of "Choose a departure and an
 * arrival" (src/domain/trip-form-lookup.ts).
 */

const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test.describe('typed places with the form island running', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Enter on typed names searches them; the panel’s preferences travel; the results say which places were taken', async ({
    page,
  }) => {
    await page.goto('/en');
    // The island (not the browser's plain submit) handles Search.
    await startTripForm(page);
    await page.getByText('Preferences', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Wheelchair accessible' }).check();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await box(page, 'From').fill('times sq');
    // One end typed, the other empty: pressing Search can only say "choose a departure and an arrival".
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await box(page, 'To').fill('wall st');
    // Both typed: Search works (the server finds them), and the button says so to a screen reader.
    await expect(search).not.toHaveAttribute('aria-disabled');
    await search.click();
    await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('fi')).toBe('subway:127');
    expect(params.get('ti')).toBe('subway:230');
    expect(params.get('wc')).toBe('1');
    const notice = page.getByTestId('typed-places');
    await expect(notice).toContainText('From: “times sq” → Times Sq-42 St, Manhattan');
    await expect(notice).toContainText('To: “wall st” → Wall St, Manhattan');
  });

  test('a namesake is asked on the form drawn again; an empty arrival is still said on the spot (fr)', async ({
    page,
  }) => {
    await page.goto('/fr');
    await startTripForm(page);
    await box(page, 'Départ').fill('86 st');
    // Search is aria-disabled while no place is chosen (Playwright will not click it): Enter sends the form.
    await box(page, 'Départ').press('Enter');
    // Nothing to look the arrival up with: the form's own message, no page load.
    await expect(page.getByText('Choisissez un départ et une arrivée.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fr');

    await box(page, 'Arrivée').fill('wall st');
    await box(page, 'Arrivée').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/fr/trip-planner/results' && url.searchParams.get('from') === '86 st',
    );
    await expect(box(page, 'Départ')).toHaveAccessibleDescription(/Plusieurs lieux correspondent à « 86 st »/);
    await expect(box(page, 'Arrivée')).toHaveValue('Wall St, Manhattan');
  });

  test('"jamaica" asks among the three Jamaica stations rather than taking the first (es)', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('button', { name: 'Intercambiar origen y destino' })).toBeEnabled();
    await box(page, 'Origen').fill('jamaica');
    await box(page, 'Destino').fill('times sq');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/es/trip-planner/results' && url.searchParams.get('from') === 'jamaica',
    );
    await expect(box(page, 'Origen')).toHaveAccessibleDescription(/Varios lugares coinciden con «jamaica»/);
    await expect(page.getByRole('link', { name: /^Jamaica/ })).toHaveCount(3);
    await expect(box(page, 'Destino')).toHaveValue('Times Sq-42 St, Manhattan');
  });
});
