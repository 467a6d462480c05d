import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe on the chrome only (header, navigation bar, footer, consent panel, menu panel), light and dark, phone and desktop.

const CHROME = ['[data-chrome-header]', '[data-chrome-sidebar]', '[data-chrome-footer]'];

async function chromeViolations(page: import('@playwright/test').Page, extra: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of [...CHROME, ...extra]) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
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

// Session 8: the drawer is a popover over a dimmed page; Tab walked on from its last link into the page beneath it.
test('the phone menu panel closes when keyboard focus leaves it, and its Menu button still toggles it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/schedules');
  const panel = page.locator('#chrome-menu');
  const isOpen = () => panel.evaluate((el) => el.matches(':popover-open'));
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(isOpen).toBe(true);
  const inPanel = () => page.evaluate(() => !!document.activeElement?.closest('#chrome-menu'));
  await page.keyboard.press('Tab');
  expect(await inPanel()).toBe(true);
  for (let presses = 0; presses < 20 && (await inPanel()); presses++) await page.keyboard.press('Tab');
  expect(await inPanel()).toBe(false);
  await expect.poll(isOpen).toBe(false);
  // Back from the panel to its own Menu button (Shift+Tab) keeps it open: that button's Enter then closes it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(isOpen).toBe(true);
  await page.keyboard.press('Tab');
  expect(await inPanel()).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  expect(await isOpen()).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(isOpen).toBe(false);
});

// Session 8: the Spanish bottom bar read 'Planificador de v…' on phones (the label is cut to one line there).
test('the phone navigation bar shows every label whole, in the five languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const lang of ['fr', 'en', 'es', 'it', 'de']) {
    await page.goto(`/${lang}/schedules`);
    const clipped = await page
      .locator('[data-chrome-sidebar] a[data-chrome="sidebar-link"]')
      .evaluateAll((links) =>
        links.flatMap((link) =>
          [...link.querySelectorAll('span')]
            .filter((span) => span.scrollWidth > span.clientWidth + 1)
            .map((span) => span.textContent),
        ),
      );
    expect(clipped, lang).toEqual([]);
  }
});
