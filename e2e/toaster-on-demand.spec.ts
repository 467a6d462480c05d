import { expect, test } from '@playwright/test';

// Every page's toaster waits for a notification before it downloads the toaster island and its toast library.
test('a page downloads its toaster only once a notification is pending, then shows it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/schedules');
  await expect(page.locator('[data-toaster-waiting]')).toBeAttached({
    timeout: 20_000,
  });
  expect(scripts.filter((path) => /\/Toaster\.[^/]*\.js$/.test(path))).toEqual([]);
  // A notification kept for the next page (as islands do before navigating): the toaster loads and shows it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'notifications:pending',
      JSON.stringify([{ type: 'error', message: 'favorites.toggle.failed' }]),
    ),
  );
  await page.reload();
  await expect(page.getByText('Your favourites could not be changed. Try again.')).toBeVisible();
  expect(scripts.filter((path) => /\/Toaster\.[^/]*\.js$/.test(path))).toHaveLength(1);
});
