import { expect, test } from '@playwright/test';
import { tripQuery } from './polish-fixtures.ts';

// Times Sq-42 St → Coney Island-Stillwell Av by subway, priced by the New York fare table (one subway fare).
test('the price shows on the results and on the roadmap', async ({ page }) => {
  await page.goto(`/en/trip-planner/results?${tripQuery('09:00')}`);
  const first = page.locator('.journey-card').first();
  await expect(first.getByTestId('journey-fare')).toHaveText(/^Price: \$\d+\.\d{2}$/);
  const price = (await first.getByTestId('journey-fare').innerText()).replace('Price: ', '');
  await first.getByRole('link', { name: 'Roadmap' }).click();
  await page.waitForURL(/\/trip-planner\/roadmap\/[^/?]+\?.*jsc=/);
  await expect(page.locator('.trip-screen__journey').first().getByTestId('journey-fare')).toContainText(price);

  await page.goto(`/fr/trip-planner/results?${tripQuery('09:00')}`);
  await expect(page.locator('.journey-card').first().getByTestId('journey-fare')).toHaveText(/^Prix : \d+,\d{2}\s\$$/);
});
