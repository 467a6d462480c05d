import { expect, test } from '@playwright/test';
import { FORGED_COOKIES, signUp } from './shell-fixtures.ts';

test('an account page without sign-in cookies redirects home with the full requested path', async ({ page }) => {
  const response = await page.request.get('/en/account/favorites?tab=lines', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/?redirect=%2Fen%2Faccount%2Ffavorites%3Ftab%3Dlines');
  await page.goto('/de/account/profile');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/de/account/profile');
});

test('an account page opened in a widget keeps widget mode through the sign-in redirect, and back', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/en/account/favorites?widget=true', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/?redirect=%2Fen%2Faccount%2Ffavorites%3Fwidget%3Dtrue&widget=true');
  await page.goto('/de/account/profile?widget=true');
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/');
  expect(landed.searchParams.get('widget')).toBe('true');
  expect(landed.searchParams.get('redirect')).toBe('/de/account/profile?widget=true');
  // The home page in between is drawn chrome-less, as the widget's frame expects.
  await expect(page.locator('html')).toHaveAttribute('data-widget', '');
  await expect(page.locator('[data-chrome-header]')).toHaveCount(0);
  // Once signed in, the framed page comes back in widget mode; a foreign target still falls back home (framed).
  const home = page.url();
  await signUp(page, baseURL!);
  await page.goto(home);
  expect(new URL(page.url()).pathname).toBe('/de/account/profile');
  expect(new URL(page.url()).searchParams.get('widget')).toBe('true');
  await expect(page.locator('html')).toHaveAttribute('data-widget', '');
  const evil = await page.request.get(`/fr?redirect=${encodeURIComponent('//evil.example')}&widget=true`, {
    maxRedirects: 0,
  });
  expect(evil.headers().location).toBe('/fr?widget=true');
});

test('forged sign-in cookies are not a session', async ({ page, context, baseURL }) => {
  await context.addCookies(FORGED_COOKIES(baseURL!));
  const response = await page.request.get('/fr/account/profile', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test('once signed in, the redirect parameter is followed to same-origin paths only', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  await page.goto('/?redirect=%2Fen%2Faccount%2Ffavorites');
  expect(new URL(page.url()).pathname).toBe('/en/account/favorites');
  for (const evil of [
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ]) {
    const response = await page.request.get(`/fr?redirect=${encodeURIComponent(evil)}`, { maxRedirects: 0 });
    expect(response.status(), evil).toBe(302);
    expect(response.headers().location, evil).toBe('/fr');
  }
});

test('trip-planner pages without a departure go home; unrestorable journey pages go to the results', async ({
  page,
}) => {
  let response = await page.request.get('/it/trip-planner/results?ti=B', { maxRedirects: 0 });
  expect(response.headers().location).toBe('/it');
  response = await page.request.get('/it/trip-planner/roadmap/j1?fi=A&ti=B', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  // With the notice that the journey is no longer available.
  expect(response.headers().location).toBe('/it/trip-planner/results?fi=A&ti=B&unavailable=1');
});

test('a stop detail links back to the proximity list it came from', async ({ page }) => {
  await page.goto('/fr/proximity?lat=40.7&lon=-74');
  await page.goto('/fr/proximity/stopArea/subway:127');
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/fr/proximity?lat=40.7&lon=-74');
});

test('a stop detail reached from a line page links back to that line, not to an older proximity list', async ({
  page,
}) => {
  await page.goto('/fr/proximity?lat=40.7&lon=-74');
  await page.goto('/fr/schedules/line/subway%3A1');
  await page.goto('/fr/proximity/stopArea/subway:127');
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/fr/schedules/line/subway%3A1');
});

test('a page fetched by a script (the service worker storing the offline pages) is not a visit for back links', async ({
  page,
}) => {
  await page.goto('/fr/proximity?lat=1&lon=2');
  await page.request.get('/fr/proximity?lat=9&lon=9', {
    headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
  });
  await page.goto('/fr/proximity/stopArea/subway:127');
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/fr/proximity?lat=1&lon=2');
});

test('a page the service worker forwards (navigate mode, empty destination) is a visit for back links', async ({
  page,
}) => {
  await page.goto('/fr/proximity?lat=1&lon=2');
  await page.request.get('/fr/proximity?lat=9&lon=9', {
    headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty' },
  });
  await page.goto('/fr/proximity/stopArea/subway:127');
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/fr/proximity?lat=9&lon=9');
});

test('a prefetch does not count as a visit for back links', async ({ page }) => {
  await page.goto('/fr/proximity?lat=1&lon=2');
  await page.request.get('/fr/proximity?lat=9&lon=9', { headers: { 'sec-purpose': 'prefetch' } });
  await page.goto('/fr/proximity/stopArea/subway:127');
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/fr/proximity?lat=1&lon=2');
});
