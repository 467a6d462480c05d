import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The stop board at a big station as a traveller uses it, on a phone and a desktop, with and without JavaScript:
 * earlier / later page by departures (none skipped), a line filter of chips, quiet cards collapsed at the end,
 * platforms named by where they go. Times Sq-42 St on a Saturday morning (the feed's Saturday timetable).
 */
const STOP = '/en/proximity/stopArea/subway:127';
const SATURDAY = 'date=2026-11-28&time=10:38';
const SHOTS = process.env.BOARD_SHOTS_DIR;

/** The clock times of one card (line × direction), read from each row's <time>. */
async function cardTimes(page: Page, line: string, headsign: string): Promise<string[]> {
  const card = page
    .locator(`[data-testid="board-group"][data-line="${line}"]`)
    .filter({ has: page.locator('h3', { hasText: headsign }) });
  return card
    .locator('[data-testid="board-departure"] time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!.slice(11, 16)));
}

async function timetableOf(page: Page, line: string, direction: string): Promise<string[]> {
  const answer = await page.request.get(
    `/bff/api/v1/stopBoards/stopArea/subway:127/timetable?line=${encodeURIComponent(line)}&direction=${direction}&date=2026-11-28`,
  );
  return ((await answer.json()) as { departures: Array<{ departureTime: string }> }).departures.map((d) =>
    d.departureTime.slice(11, 16),
  );
}

for (const javaScriptEnabled of [false, true]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`${viewport.width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport, javaScriptEnabled });
      // Several pages of a big station's board each: more than the default minute on a busy machine.
      test.describe.configure({ timeout: 300_000 });

      test('later and earlier page by departures: the N to Astoria shows every train, none skipped', async ({
        page,
      }) => {
        await page.goto(`${STOP}?${SATURDAY}`);
        const seen = new Set(await cardTimes(page, 'subway:N', 'Astoria'));
        expect([...seen].slice(0, 3)).toEqual(['10:40', '10:51', '11:04']);
        for (let press = 0; press < 2; press++) {
          await page.getByTestId('board-later').click();
          await expect(page).toHaveURL(/after=2026-11-28T/);
          for (const time of await cardTimes(page, 'subway:N', 'Astoria')) seen.add(time);
        }
        await expect(page.locator('#board-title')).toContainText('Departures after');
        const day = await timetableOf(page, 'subway:N', '0');
        const shown = [...seen];
        const from = day.indexOf('10:40');
        expect(shown).toEqual(day.slice(from, from + shown.length));
        expect(shown).toEqual(expect.arrayContaining(['11:16', '11:28']));

        // Earlier from the first page ends just before its first departure.
        await page.goto(`${STOP}?${SATURDAY}`);
        await page.getByTestId('board-earlier').click();
        await expect(page).toHaveURL(/before=2026-11-28T/);
        await expect(page.locator('#board-title')).toContainText('Departures before');
        const earlier = await cardTimes(page, 'subway:N', 'Astoria');
        expect(earlier).toEqual(day.slice(from - 3, from));
      });

      test('a big station on one screen: line chips, quiet lines collapsed at the end, platforms named by direction', async ({
        page,
      }) => {
        await page.goto(`${STOP}?${SATURDAY}`);
        const filter = page.getByTestId('board-filter');
        await expect(filter.getByRole('link', { name: 'Line N', exact: true })).toBeVisible();
        // Lines with nothing on a Saturday morning (the W, the 7 express) and the shuttle's arrivals: at the end, collapsed.
        const quiet = page.getByTestId('board-quiet');
        await expect(quiet).not.toHaveAttribute('open', '');
        await expect(quiet.locator('summary')).toContainText('No departure in the next 2 hours');
        expect(
          await quiet
            .locator('[data-testid="board-group"]')
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-line'))),
        ).toEqual(expect.arrayContaining(['subway:W', 'subway:7X']));
        await expect(quiet.locator('[data-testid="board-group"]').first()).toBeHidden();
        const active = page.locator('.stop-board > ul [data-testid="board-group"]');
        expect(
          await active.evaluateAll((cards) => cards.every((card) => card.getAttribute('data-state') === 'departures')),
        ).toBe(true);
        // Platforms read by where their trains go, each row once.
        await page.locator('.stop-summary__points summary').click();
        const rows = await page.locator('.stop-summary__points li').allInnerTexts();
        expect(new Set(rows).size).toBe(rows.length);
        expect(rows.find((row) => row.includes('Van Cortlandt Park-242 St'))).toMatch(/^Platform to /);
        // A board of the past says when trains left, never "Now".
        await expect(page.getByTestId('board-departure').first().locator('.board-departure__wait')).toHaveText(
          /^\d{1,2}:\d\d\s?[AP]M$/,
        );
        if (SHOTS) {
          await page.locator('#board-title').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/board-${viewport.width}-${javaScriptEnabled ? 'js' : 'nojs'}.png` });
        }

        // The N chip narrows the board to the N (both directions), in the URL; "later" keeps the filter.
        await filter.getByRole('link', { name: 'Line N', exact: true }).click();
        await expect(page).toHaveURL(/lines=subway%3AN/);
        await expect(filter.getByRole('link', { name: 'Line N', exact: true })).toHaveAttribute('aria-current', 'true');
        const lines = await page
          .getByTestId('board-group')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-line')));
        expect(new Set(lines)).toEqual(new Set(['subway:N']));
        expect(await cardTimes(page, 'subway:N', 'Astoria')).toEqual(['10:40', '10:51', '11:04']);
        await page.getByTestId('board-later').click();
        await expect(page).toHaveURL(/lines=subway%3AN/);
        expect(await cardTimes(page, 'subway:N', 'Astoria')).toEqual(['11:16', '11:28', '11:39']);
        if (SHOTS) {
          await page.locator('#board-title').scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${SHOTS}/board-filtered-${viewport.width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`,
          });
        }
        // "All lines" clears the choice.
        await filter.getByTestId('board-filter-all').click();
        expect(
          await page
            .getByTestId('board-group')
            .evaluateAll((cards) => new Set(cards.map((card) => card.getAttribute('data-line'))).size),
        ).toBeGreaterThan(5);
        // axe runs in the page's JavaScript: checked with it on (the markup is the same without).
        if (javaScriptEnabled)
          expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
      });
    });
  }
}
