import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, startTripForm } from './trip-fixtures.ts';

/**
 * The trip form without JavaScript: a plain GET form to the results, whose server finds the typed places with the
 * place search the suggestions use (first match, namesakes asked), reads the typed date and time, and either shows the
 * journeys (saying which place it took) or draws the form again with the problem next to each field.
 */

/** Tomorrow in New York, as the parts a date field is typed with. */
function tomorrow(): { y: string; m: string; d: string } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date(Date.now() + 86_400_000))
    .split('-');
  return { y: y!, m: m!, d: d! };
}

const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test.describe('trip form without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('typed places and time search; the results say which places were taken; the form keeps them', async ({
    page,
  }) => {
    const { y, m, d } = tomorrow();
    await page.goto('/en');
    await box(page, 'From').fill('times sq');
    await box(page, 'To').fill('wall st');
    await page.getByRole('textbox', { name: 'Departure date' }).fill(`${m}/${d}/${y}`);
    await page.getByLabel('Departure time').fill('09:00');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('fi')).toBe('subway:127');
    expect(params.get('ti')).toBe('subway:230');
    expect(params.get('dt')).toBe(`${y}-${m}-${d}T09:00-05:00`);
    const notice = page.getByTestId('typed-places');
    await expect(notice).toContainText('From: “times sq” → Times Sq-42 St, Manhattan');
    await expect(notice).toContainText('To: “wall st” → Wall St, Manhattan');
    await expect(page.locator('.journey-card').first()).toBeVisible();
    // Earlier/later and the chosen journey's links no longer carry the typed texts: said once.
    await expect(page.getByRole('link', { name: 'Later', exact: true })).not.toHaveAttribute('href', /fq=/);

    await notice.getByRole('link', { name: 'Not the right place? Change the search' }).click();
    await expect(box(page, 'From')).toHaveValue('Times Sq-42 St, Manhattan');
    await expect(box(page, 'To')).toHaveValue('Wall St, Manhattan');
    // Controls only the island can run are not drawn or are disabled: favourites, swap, calendar, clear.
    await expect(page.getByRole('button', { name: /as a favourite/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Swap departure and arrival' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Open the calendar: Departure date' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear "From"' })).toBeDisabled();
    // Sent again unchanged, the places the form held are kept as they were (no new search, nothing to say).
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/trip-planner/results' && url.searchParams.has('fi'));
    expect(new URL(page.url()).searchParams.get('ti')).toBe('subway:230');
    await expect(page.getByTestId('typed-places')).toHaveCount(0);
    await expect(page.locator('.journey-card').first()).toBeVisible();
  });

  test('a name several stations carry asks which one; an unknown name says so; typed values stay (fr)', async ({
    page,
  }) => {
    await page.goto('/fr');
    await box(page, 'Départ').fill('86 st');
    await box(page, 'Arrivée').fill('xyzzy');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL(/\/fr\/trip-planner\/results\?from=/);
    await expect(page).toHaveTitle(/^Erreur : /);
    const summary = page.getByTestId('trip-form-summary');
    await expect(summary.getByRole('link')).toHaveText([
      /^Départ : Plusieurs lieux correspondent à « 86 st »/,
      /^Arrivée : Aucun lieu ne correspond à « xyzzy »/,
    ]);
    await expect(box(page, 'Départ')).toHaveValue('86 st');
    await expect(box(page, 'Départ')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'Départ')).toHaveAccessibleDescription(/Plusieurs lieux correspondent à « 86 st »/);
    await expect(box(page, 'Arrivée')).toHaveValue('xyzzy');
    await expect(box(page, 'Arrivée')).toHaveAccessibleDescription(/Aucun lieu ne correspond à « xyzzy »/);
    // The summary's links lead to their fields.
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#trip-form-from');

    // The 86 St of the 1 and 2: the form comes back with it chosen, the unknown arrival still said.
    await page.getByRole('link', { name: /^86 St\s*1 · 2 · Manhattan$/ }).click();
    await expect(box(page, 'Départ')).toHaveValue('86 St, Manhattan');
    await expect(box(page, 'Départ')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'Arrivée')).toHaveValue('xyzzy');
    await box(page, 'Arrivée').fill('wall st');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL(/\/fr\/trip-planner\/results\?fi=/);
    expect(new URL(page.url()).searchParams.get('fi')).toBe('subway:121');
    await expect(page.locator('.journey-card').first()).toBeVisible();
  });

  test('a text several different stations answer as plainly asks which one; a unique best answer does not (de)', async ({
    page,
  }) => {
    await page.goto('/de');
    await box(page, 'Start').fill('jamaica');
    await box(page, 'Ziel').fill('grand central');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.waitForURL(/\/de\/trip-planner\/results\?from=/);
    const summary = page.getByTestId('trip-form-summary');
    // Only the departure is asked: "grand central" is Grand Central-42 St, the bus stops on the parkway come after.
    await expect(summary.getByRole('link')).toHaveText([/^Start: Mehrere Orte passen zu „jamaica“/]);
    await expect(box(page, 'Ziel')).toHaveValue('Grand Central-42 St, Manhattan');
    const choices = page.getByRole('link', { name: /^Jamaica/ });
    await expect(choices).toHaveText([/^Jamaica Center-Parsons\/Archer/, /^Jamaica-179 St/, /^Jamaica-Van Wyck/]);
    // Nothing else to ask: the chosen station searches at once.
    await page.getByRole('link', { name: /^Jamaica-179 St/ }).click();
    await page.waitForURL(/\/de\/trip-planner\/results\?fi=/);
    expect(new URL(page.url()).searchParams.get('fi')).toBe('subway:F01');
    expect(new URL(page.url()).searchParams.get('ti')).toBe('subway:631');
  });

  test('a date that cannot be read comes back flagged with its message; a broken parameter is a 400 page (de)', async ({
    page,
  }) => {
    await page.goto('/de');
    await box(page, 'Start').fill('times sq');
    await box(page, 'Ziel').fill('wall st');
    await page.getByRole('textbox', { name: 'Abfahrtsdatum' }).fill('31.02.2026');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.waitForURL(/\/de\/trip-planner\/results\?from=/);
    const date = page.getByRole('textbox', { name: 'Abfahrtsdatum' });
    await expect(date).toHaveValue('31.02.2026');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/TT\.MM\.JJJJ/);
    // The places that were found are drawn as found.
    await expect(box(page, 'Start')).toHaveValue('Times Sq-42 St, Manhattan');

    const bad = await page.goto('/de/trip-planner/results?from=times+sq&to=wall+st&when=LATER');
    expect(bad?.status()).toBe(400);
  });

  test('round trip and a stop on the way are fields the checked options show', async ({ page }) => {
    const { y, m, d } = tomorrow();
    await page.goto('/en');
    const via = box(page, 'Via');
    await expect(via).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Return date' })).toBeHidden();
    await page.getByRole('checkbox', { name: 'Add a stop on the way' }).check();
    await expect(via).toBeVisible();
    await box(page, 'From').fill('times sq');
    await box(page, 'To').fill('wall st');
    await via.fill('grand central');
    await page.getByRole('textbox', { name: 'Departure date' }).fill(`${m}/${d}/${y}`);
    await page.getByLabel('Departure time').fill('09:00');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    expect(new URL(page.url()).searchParams.get('v[0][i]')).toBe('subway:631');
    await expect(page.getByTestId('search-via')).toContainText('Grand Central-42 St');

    await page.goto('/en');
    await page.getByRole('radio', { name: 'Round trip' }).check();
    await expect(page.getByRole('checkbox', { name: 'Add a stop on the way' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Return date' })).toBeVisible();
    await box(page, 'From').fill('times sq');
    await box(page, 'To').fill('wall st');
    await page.getByRole('textbox', { name: 'Departure date' }).fill(`${m}/${d}/${y}`);
    await page.getByLabel('Departure time').fill('09:00');
    await page.getByRole('textbox', { name: 'Return date' }).fill(`${m}/${d}/${y}`);
    await page.getByLabel('Return time').fill('18:30');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('tt')).toBe('1');
    expect(params.get('rt')).toBe(`${y}-${m}-${d}T18:30-05:00`);
    await expect(page.getByTestId('search-return')).toBeVisible();
  });

  test('the preferences a search URL carries are plain fields: chosen, sent, and drawn again', async ({ page }) => {
    await page.goto('/en');
    await page.getByText('Preferences', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Walking speed' }).selectOption('SLOW');
    await page.getByRole('checkbox', { name: 'Wheelchair accessible' }).check();
    await box(page, 'From').fill('times sq');
    await box(page, 'To').fill('wall st');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('ws')).toBe('SLOW');
    expect(params.get('wc')).toBe('1');
    // The planner's own choice (800 m) does not travel, as with the island.
    expect(params.has('wd')).toBe(false);
    await page.getByTestId('typed-places').getByRole('link').click();
    await page.getByText('Preferences', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Walking speed' })).toHaveValue('SLOW');
    await expect(page.getByRole('checkbox', { name: 'Wheelchair accessible' })).toBeChecked();
  });
});

test.describe('transport modes without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('are boxes the server reads: a mode switched off travels as m, comes back unticked, and can be ticked again (it)', async ({
    page,
  }) => {
    await page.goto('/it/trip-planner');
    await page.getByText('Preferenze', { exact: true }).click();
    const modes = page.getByRole('group', { name: 'Mezzi di trasporto' });
    await expect(modes.getByRole('checkbox', { name: 'Metropolitana' })).toBeChecked();
    await modes.getByRole('checkbox', { name: 'Autobus' }).uncheck();
    await box(page, 'Partenza').fill('times sq');
    await box(page, 'Arrivo').fill('wall st');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await page.waitForURL(/\/it\/trip-planner\/results\?fi=/);
    expect(new URL(page.url()).searchParams.get('m')).toBe('bus');
    await expect(page.locator('.journey-card').first()).toBeVisible();

    // The form drawn from the results link shows the bus switched off; ticked again, the search has no m.
    await page.getByTestId('typed-places').getByRole('link').click();
    await page.getByText('Preferenze', { exact: true }).click();
    await expect(modes.getByRole('checkbox', { name: 'Autobus' })).not.toBeChecked();
    await modes.getByRole('checkbox', { name: 'Autobus' }).check();
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/it/trip-planner/results' && url.searchParams.has('fi'));
    expect(new URL(page.url()).searchParams.has('m')).toBe(false);
  });

  test('a mode box with a value the form never sends is a 400 page, as for the other fields', async ({ page }) => {
    const response = await page.goto('/en/trip-planner/results?from=times+sq&to=wall+st&modes=bus,metro&mode-bus=yes');
    expect(response?.status()).toBe(400);
  });
});

test.describe('trip widget without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the results on the full site in a new tab, with the campaign', async ({ page, context }) => {
    await page.goto(
      '/en/widgets/trip?partner=e2e-partner&fi=subway%3A127&fv=Times+Sq-42+St&flat=40.7559&flon=-73.9871',
    );
    await expect(box(page, 'From')).toHaveValue('Times Sq-42 St');
    await box(page, 'To').fill('wall st');
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = await opened;
    await results.waitForURL(/\/en\/trip-planner\/results\?fi=/);
    const url = new URL(results.url());
    expect(url.searchParams.get('fi')).toBe('subway:127');
    expect(url.searchParams.get('ti')).toBe('subway:230');
    expect(url.searchParams.get('utm_campaign')).toBe('widget-trip');
    expect(url.searchParams.has('widget')).toBe(false);
  });
});

test.describe('trip form with JavaScript', () => {
  test('is a real GET form to the results, yet the island searches itself', async ({ page }) => {
    await page.goto('/en');
    const form = page.getByRole('form', { name: 'Plan a journey' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/en/trip-planner/results');
  });

  const retry =
    '/fr/trip-planner/results?from=86+st&to=xyzzy&date=31%2F02%2F2026&time=25%3A00&tt=1&returnDate=&returnTime=';

  test('the form drawn again passes axe as the server draws it (scripts refused, axe still runs)', async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(retry);
    await expect(page.getByTestId('trip-form-summary').getByRole('link')).toHaveCount(6);
    await expectNoSeriousAxeViolations(page);
  });

  test('the form drawn again keeps its messages once the island runs, and passes axe', async ({ page }) => {
    await page.goto(retry);
    await startTripForm(page);
    await expect(box(page, 'Départ')).toHaveAccessibleDescription(/Plusieurs lieux correspondent à « 86 st »/);
    await expect(page.getByRole('textbox', { name: 'Date du retour' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page);
  });
});
