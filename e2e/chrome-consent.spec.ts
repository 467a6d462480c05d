import { expect, test, type Locator } from '@playwright/test';

/** The box of an element once its entry animation is over (two equal reads 100 ms apart). */
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        const current = await locator.boundingBox();
        const still = JSON.stringify(current) === JSON.stringify(previous);
        previous = current;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return previous!;
}

// Footer link → built-in cookie-consent panel (no third-party consent script in the default configuration), used with
// the keyboard only; saving confirms with a toast announced through the live region.

test('the consent panel opens from the footer link and works with the keyboard', async ({ page, context }) => {
  await page.goto('/fr/schedules');
  const opener = page.getByRole('button', { name: 'Gestion des cookies' });
  const dialog = page.getByRole('dialog', { name: 'Vos choix en matière de cookies' });
  await expect(dialog).toBeHidden();

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Tab stays inside the modal panel, through its controls.
  const visited = new Set<string>();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    if (inside)
      visited.add(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('data-consent-action') ??
            document.activeElement?.getAttribute('name') ??
            '',
        ),
      );
  }
  expect([...visited]).toEqual(expect.arrayContaining(['close', 'analytics', 'save', 'refuse', 'accept']));

  // Escape closes it and gives the focus back to the footer link.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Switch audience measurement on with Space, then save with Enter.
  await page.keyboard.press('Enter');
  const analytics = dialog.getByRole('switch', { name: /Mesure d’audience/ });
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'consent')?.value).toBe('analytics:granted');

  // The confirmation toast is announced by the polite live region.
  const region = page.locator('section[aria-live="polite"]');
  await expect(region).toContainText('Vos choix de cookies ont été enregistrés.');
  await expect(region.locator('[data-notification-type="success"]')).toBeVisible();

  // Reopening shows the stored choice.
  await opener.click();
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: 'Tout refuser' }).click();
  expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('analytics:denied');
});

test('a toast can be closed and is dismissed by a long drag, not a short one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/schedules');
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  await page.getByRole('button', { name: 'Refuse all' }).click();
  const toast = page.locator('[data-notification-type="success"]');
  await expect(toast).toContainText('Your cookie choices have been saved.');

  const box = await settledBox(toast);
  const y = box.y + box.height / 2;
  // 30% of the width: the toast comes back. hover() waits until the toast itself receives the pointer (the closing
  // consent dialog can still cover it on a busy machine, and a press on it would start no drag).
  await toast.hover({ position: { x: 20, y: box.height / 2 } });
  await page.mouse.down();
  await page.mouse.move(box.x + 20 + box.width * 0.3, y, { steps: 5 });
  await expect.poll(() => toast.evaluate((element) => element.style.transform)).toMatch(/^translateX\(1\d\d/);
  await page.mouse.up();
  await expect(toast).toBeVisible();
  // It slides back (150 ms transition, later still on a busy machine): wait for it rather than sample it once.
  await expect.poll(async () => (await toast.boundingBox())?.x).toBe(box.x);
  // 65% of the width: dismissed.
  await toast.hover({ position: { x: 20, y: box.height / 2 } });
  await page.mouse.down();
  await page.mouse.move(box.x + 20 + box.width * 0.65, y, { steps: 8 });
  await page.mouse.up();
  // Well before the 5 s timeout, which is paused anyway while the pointer is over the toasts.
  await expect(toast).toHaveCount(0, { timeout: 1500 });

  await page.getByRole('button', { name: 'Manage cookies' }).click();
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0, { timeout: 1500 });
});
