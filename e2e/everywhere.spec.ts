import { expect, test, type Page } from '@playwright/test';
import { contrastRatio, MIN_BADGE_CONTRAST, parseHexColour } from '../src/domain/line-badge-colors.ts';

/** What every page shares, on a phone and on a desktop: error pages, line badges, the seeded banners. */

/** What the seeded banners must not promise without a real-time feed (src/server/store/seed-promises.test.ts). */
const PROMISES =
  /real.?time|temps réel|tiempo real|tempo reale|echtzeit|changed timetables|horaires modifiés|horarios modificados|orari modificati|geänderten fahrpläne/i;
/** Where each language's winter banner now sends the traveller. */
const STATUS = {
  fr: 'l’état du service de la MTA',
  en: 'the MTA’s service status',
  es: 'el estado del servicio de la MTA',
  it: 'lo stato del servizio della MTA',
  de: 'den Betriebsstatus der MTA',
} as const;

const TRIP =
  'fi=subway:127&fv=Times+Sq&flat=40.7559&flon=-73.9871&ti=subway:631&tv=Grand+Central&tlat=40.7519&tlon=-73.9768';

/** Console messages of the page that say the CSP refused something. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of ['/xx/schedules', '/xx', '/en/schedules/line/%3Cscript%3E', '/de/proximity/stopArea/%3Cx%3E']) {
      test(`the 404 page of ${path} is styled (its CSP allows its own stylesheet)`, async ({ page }) => {
        const refusals = cspRefusals(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
        const view = page.getByTestId('error-view');
        await expect(view).toBeVisible();
        // Tailwind's .flex applied: the stylesheet loaded.
        expect(await view.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
        expect(refusals).toEqual([]);
      });
    }

    for (const [lang, detail] of [
      ['fr', 'Requête invalide : la valeur de dt n’est pas valable'],
      ['es', 'Solicitud incorrecta: el valor de dt no es válido'],
      ['it', 'Richiesta non valida: il valore di dt non è valido'],
      ['de', 'Ungültige Anfrage: der Wert von dt ist ungültig'],
      ['en', 'Bad Request: dt must be an ISO date-time such as 2026-11-24T08:30-05:00'],
    ] as const) {
      test(`the 400 page says its detail in ${lang}`, async ({ page }) => {
        const response = await page.goto(`/${lang}/trip-planner/results?${TRIP}&dt=garbage`);
        expect(response?.status()).toBe(400);
        await expect(page.getByTestId('error-message')).toHaveText(detail);
        await expect(page.getByTestId('error-message')).toBeInViewport();
      });
    }

    test('line badges read at 4.5:1 (the orange F on its line page, every badge of a big station)', async ({
      page,
    }) => {
      test.slow();
      const badgePairs = () =>
        page.locator('svg.line-badge').evaluateAll((badges) =>
          badges.map((badge) => ({
            back: badge.querySelector('rect')!.getAttribute('fill')!,
            text: badge.querySelector('text')!.getAttribute('fill')!,
            code: badge.textContent,
          })),
        );
      const unreadable = (pairs: { back: string; text: string; code: string | null }[]) =>
        pairs
          .filter((pair) => contrastRatio(parseHexColour(pair.back)!, parseHexColour(pair.text)!) < MIN_BADGE_CONTRAST)
          .map((pair) => `${pair.code}: ${pair.text} on ${pair.back}`);

      await page.goto('/en/schedules/line/subway:F');
      const line = await badgePairs();
      expect(line.length).toBeGreaterThan(0);
      expect(unreadable(line)).toEqual([]);

      // Times Sq: the red 1 2 3, the yellow N Q R W, the purple 7, the grey S (an island renders these).
      await page.goto('/en/proximity/stopArea/subway:127');
      await expect(page.getByTestId('stop-lines').locator('svg.line-badge').first()).toBeVisible();
      const station = await badgePairs();
      expect(station.length).toBeGreaterThan(5);
      expect(unreadable(station)).toEqual([]);
    });

    for (const lang of width === 390 ? (['en', 'de'] as const) : (['fr', 'en', 'es', 'it', 'de'] as const)) {
      test(`the seeded banners promise only what the site does (${lang})`, async ({ page }) => {
        await page.goto(`/${lang}`);
        const strip = page.getByTestId('announcement-banners');
        await expect(strip).toBeVisible();
        // Every slide's title and description are in the strip (the carousel keeps them all in the page).
        await expect(strip).toContainText(STATUS[lang]);
        expect(await strip.textContent()).not.toMatch(PROMISES);
      });
    }
  });
}
