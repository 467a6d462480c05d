import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The trip form's island loads when the visitor first uses the form (client:intent): until then the server's plain
 * form answers. Focuses the departure box, as a visitor starting to type does, and waits until the island runs.
 */
export async function startTripForm(page: Page): Promise<void> {
  await page.locator('form.trip-form input[name="from"]').focus();
  await expect(page.locator('astro-island:has(form.trip-form)')).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
}

/** Labels of the form in the two languages the journeys run in. */
export const LABELS = {
  en: {
    from: 'From',
    to: 'To',
    search: 'Search',
    swap: 'Swap departure and arrival',
    roadmap: 'Roadmap',
    later: 'Later',
    details: 'Details',
    roundTrip: 'Round trip',
  },
  fr: {
    from: 'Départ',
    to: 'Arrivée',
    search: 'Rechercher',
    swap: 'Inverser départ et arrivée',
    roadmap: 'Feuille de route',
    later: 'Plus tard',
    details: 'Détails',
    roundTrip: 'Aller-retour',
  },
} as const;
export type Lang = keyof typeof LABELS;

/** Types into a place combobox and picks the option whose name matches, as a traveller would. */
export async function choosePlace(page: Page, label: string, text: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  const listbox = page.getByRole('listbox', { name: label, exact: true });
  const choice = listbox.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await choice.click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Times Sq-42 St → Coney Island-Stillwell Av from the form of `path`. */
export async function planTimesSqToConeyIsland(
  page: Page,
  lang: Lang,
  options: { roundTrip?: boolean } = {},
): Promise<void> {
  const l = LABELS[lang];
  await choosePlace(page, l.from, 'Times Sq', /^Times Sq-42 St/);
  await choosePlace(page, l.to, 'Coney Island', /^Coney Island-Stillwell Av/);
  if (options.roundTrip) await page.getByRole('radio', { name: l.roundTrip }).check();
  await page.getByRole('button', { name: l.search, exact: true }).click();
  await page.waitForURL(/\/trip-planner\/results\?/);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
