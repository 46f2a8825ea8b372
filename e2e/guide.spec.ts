import { MINUTE_MS } from '@sahra/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, pageNow, test } from './fixtures/test';

// the first answers of a freshly seeded server on a loaded machine can be slow; a journey should fail
// on a wrong guide, not a slow one
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page): Locator => page.getByRole('region', { name: 'Programme guide' });
const rows = (page: Page): Locator => grid(page).locator('[data-channel]');
const days = (page: Page): Locator => page.getByRole('navigation', { name: 'Day' }).getByRole('link');

/** How many channels the guide has, as its grid call says. */
async function totalChannels(page: Page): Promise<number> {
  const response = await page.request.get(
    `/epg/grid?from=${new Date(await pageNow(page)).toISOString()}&hours=1&channelPageSize=1`,
  );
  return ((await response.json()) as { Result: { TotalChannels: number } }).Result.TotalChannels;
}

// @layout: a phone's grid is a scroller of its own size, with narrower minutes and channel column
test('the guide grid loads every channel a page at a time as the viewer scrolls down @layout', async ({
  page,
  stepScreenshot,
}) => {
  const total = await totalChannels(page);
  expect(total).toBeGreaterThanOrEqual(80);
  await page.goto('/channel');
  await page.getByRole('link', { name: 'BROWSE THE TV GUIDE' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page).toHaveTitle('TV Guide - Live TV Schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'TV guide' })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await stepScreenshot('guide');
  // each scroll to the end of the rows brings the next 20 channels
  for (let loaded = 20; loaded < total; loaded = Math.min(total, loaded + 20)) {
    await grid(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(rows(page)).toHaveCount(Math.min(total, loaded + 20));
  }
  await stepScreenshot('guide-all-channels');
});

// @layout: where the now line and the programme on air stand in a phone's narrower grid
test('the now line stands at now, inside the programme on air, and a day away it is gone until Now @realtime @layout', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/guide');
  const nowLine = grid(page).getByTestId('now-line');
  await expect(nowLine).toBeInViewport();
  const drawnAt = Date.parse((await nowLine.getAttribute('data-now')) ?? '');
  expect(Math.abs((await pageNow(page)) - drawnAt)).toBeLessThan(MINUTE_MS);
  // on the first channel's row the line runs through the programme on air: through its cell, which spans
  // the programme's time exactly (the link inside it leaves a 4 px gutter at its end, which the line
  // crosses in the programme's last seconds; a run at 23:50 met it)
  const onAir = rows(page)
    .first()
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /on now/ }) });
  const [line, cell] = [await nowLine.boundingBox(), await onAir.boundingBox()];
  expect(line && cell).toBeTruthy();
  if (line && cell) {
    expect(line.x).toBeGreaterThanOrEqual(cell.x);
    expect(line.x).toBeLessThanOrEqual(cell.x + cell.width);
  }

  await expect(days(page)).toHaveCount(5);
  await expect(days(page).nth(2)).toHaveAttribute('aria-current', 'date');
  await days(page).nth(3).click();
  await expect(page).toHaveURL(/\/guide\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(days(page).nth(3)).toHaveAttribute('aria-current', 'date');
  await expect(rows(page)).toHaveCount(20);
  // tomorrow nothing is behind the viewer: no now line, and nothing to watch but the programme on air
  // when that one runs past midnight (the channel's own link besides)
  await expect(nowLine).toHaveCount(0);
  const firstRow = rows(page).first();
  const onAirAcrossMidnight = await firstRow.getByRole('link', { name: /on now/ }).count();
  await expect(firstRow.getByRole('link')).toHaveCount(1 + onAirAcrossMidnight);
  await stepScreenshot('guide-tomorrow');

  await page.getByRole('button', { name: 'Now' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(nowLine).toBeInViewport();
  await stepScreenshot('guide-back-to-now');
});

test('a programme on air opens its channel page, one in the DVR window the page at its start', async ({
  page,
}) => {
  await page.goto('/guide');
  const channelId = await rows(page).first().getAttribute('data-channel');
  const row = (): Locator => grid(page).locator(`[data-channel="${channelId}"]`);
  const onAir = row().getByRole('link', { name: /on now/ });
  const href = await onAir.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/play/${channelId}/[^/?]+$`));
  // just after midnight nothing of today is behind the viewer yet: the DVR window holds yesterday's evening
  const fromStart = (): Locator =>
    row()
      .getByRole('link', { name: /watch from the start/ })
      .last();
  if ((await fromStart().count()) === 0) await days(page).nth(1).click();
  await expect(fromStart()).toHaveAttribute(
    'href',
    new RegExp(`^/play/${channelId}/[^/?]+\\?at=\\d{4}-\\d{2}-\\d{2}T\\d{2}%3A\\d{2}%3A\\d{2}\\.000Z$`),
  );
  await page.goto('/guide');
  await onAir.click();
  await expect(page).toHaveURL(href ?? '');
});

// @layout: the channel column and the times, placed right to left in a phone's grid too
test('in Arabic the grid runs right to left with its times readable @layout', async ({
  page,
  stepScreenshot,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/guide');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'دليل البرامج' })).toBeVisible();
  const arabicRows = page.getByRole('region', { name: 'دليل البرامج' }).locator('[data-channel]');
  await expect(arabicRows).toHaveCount(20);
  // the channel column is on the right, time runs leftwards from it
  const [channel, onAir] = [
    await arabicRows.first().getByRole('link').first().boundingBox(),
    await arabicRows
      .first()
      .getByRole('link', { name: /يُعرض الآن/ })
      .boundingBox(),
  ];
  expect(channel && onAir).toBeTruthy();
  if (channel && onAir) expect(onAir.x).toBeLessThan(channel.x);
  await stepScreenshot('guide-arabic');
});

/**
 * Where each programme cut by the grid's start edge has its title, against its row's channel column:
 * whether it starts beside the column, and whether the rest of the cell is wide enough for it to.
 */
function titlesAtTheEdge(page: Page) {
  return page.evaluate(() => {
    const rtl = document.documentElement.dir === 'rtl';
    return [...document.querySelectorAll('[data-cut-by-edge]')].map((cell) => {
      const column = cell.closest('[data-channel]')?.querySelector('a')?.getBoundingClientRect();
      const title = cell.querySelector('[dir="auto"]')?.parentElement?.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      if (!column || !title) return { besideColumn: false, room: false };
      const besideColumn = rtl ? title.right <= column.left + 1 : title.left >= column.right - 1;
      const room = (rtl ? column.left - box.left : box.right - column.right) > title.width + 24;
      return { besideColumn, room };
    });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`the title of a programme the grid's start edge cuts through stays beside the channel column (${language}) @layout`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/guide');
    await expect(page.locator('[data-channel]')).toHaveCount(20);
    for (const scrolledHours of [0, 2]) {
      if (scrolledHours > 0) {
        await page
          .locator('[data-channel]')
          .first()
          .evaluate((row, hours) => {
            const scroller = row.closest('[role="region"]');
            const minute = parseFloat(getComputedStyle(scroller!).getPropertyValue('--minute'));
            const direction = document.documentElement.dir === 'rtl' ? -1 : 1;
            scroller?.scrollBy({ left: direction * hours * 60 * minute });
          }, scrolledHours);
      }
      // one cut programme a row at most, and every one with room for its title shows it beside the column
      await expect
        .poll(async () => {
          const titles = await titlesAtTheEdge(page);
          return titles.length > 0 && titles.length <= 20 && titles.every((t) => t.besideColumn || !t.room);
        })
        .toBe(true);
      expect((await titlesAtTheEdge(page)).some((title) => title.room && title.besideColumn)).toBe(true);
    }
  });
}
