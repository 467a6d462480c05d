import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe on the chrome only (header, navigation bar, footer, consent panel, menu panel), light and dark, phone and desktop.

const CHROME = ['[data-chrome-header]', '[data-chrome-sidebar]', '[data-chrome-footer]'];

async function chromeViolations(page: import('@playwright/test').Page, extra: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of [...CHROME, ...extra]) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`header, navigation and footer pass axe at ${width} wide in ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/fr/schedules');
      expect(await chromeViolations(page)).toEqual([]);
    });
  }
}

test('the open consent panel passes axe', async ({ page }) => {
  await page.goto('/en/schedules');
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await chromeViolations(page, ['#consent-panel'])).toEqual([]);
});

test('the open language selector passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/schedules');
  await page.locator('[data-chrome-header] [data-testid="language-selector"] summary').click();
  expect(await chromeViolations(page)).toEqual([]);
});
