import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The shell's own pages (layouts, headings, empty states, error pages), phone and desktop, light and dark.
const PAGES = [
  '/fr/schedules',
  '/en/cobranding',
  '/de/cobranding/demo/widgets-definitions',
  '/it/proximity/stopArea/bus_m:area:400001',
  '/es/nope',
  '/fr/error',
];

for (const [width, theme] of [
  [390, 'light'],
  [1280, 'dark'],
] as const) {
  test(`no serious accessibility violations at ${width} wide in ${theme}`, async ({ page, context, baseURL }) => {
    // Six pages, two of them full line lists and timetables: axe needs longer than one page's budget.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    if (theme === 'dark') await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
    for (const path of PAGES) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
