import { expect, test } from '@playwright/test';

// The header's language selector (src/components/LanguageSelector.astro): a native <details> that the bundled
// language-menu-closing module closes on an outside click or Escape.

test.use({ viewport: { width: 1280, height: 800 } });

const selectorIn = (page: import('@playwright/test').Page) =>
  page.locator('[data-chrome-header] details[data-testid="language-selector"]');

test('its accessible name begins with the visible language code (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/fr/schedules');
  const summary = selectorIn(page).locator('summary');
  // What is seen: the summary's text without its screen-reader-only parts, as the CSS shows it (uppercase).
  const visible = await summary.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.sr-only, [aria-hidden="true"]')) hidden.remove();
    return getComputedStyle(element).textTransform === 'uppercase'
      ? copy.textContent!.trim().toUpperCase()
      : copy.textContent!.trim();
  });
  expect(visible).toBe('FR');
  await expect(summary).toHaveAccessibleName(/^fr\b.*Français/i);
});

test('it closes on a click outside', async ({ page }) => {
  await page.goto('/fr/schedules');
  const selector = selectorIn(page);
  await selector.locator('summary').click();
  await expect(selector).toHaveAttribute('open', '');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(selector).not.toHaveAttribute('open');
});

test('it closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/fr/schedules');
  const selector = selectorIn(page);
  await selector.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(selector).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(selector.locator('a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(selector).not.toHaveAttribute('open');
  await expect(selector.locator('summary')).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('it still opens and switches language', async ({ page }) => {
    await page.goto('/fr/schedules?x=1');
    const selector = selectorIn(page);
    await selector.locator('summary').click();
    await selector.locator('a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/en\/schedules\?x=1$/);
  });
});
