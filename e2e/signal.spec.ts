import type { Locator, Page } from '@playwright/test';
import { channelPlayPath, recordedChannels } from './fixtures/channels';
import { CLOCK_START } from './fixtures/product-clock';
import { expect as baseExpect, test } from './fixtures/test';

// the first answers of a freshly seeded server on a loaded machine can be slow
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const labels = {
  en: { grid: 'Programme guide', noSignal: 'No signal', since: /^No signal since \d{2}:\d{2}/ },
  ar: { grid: 'دليل البرامج', noSignal: 'لا إشارة', since: /^لا إشارة منذ/ },
};

/** The grid as it shows, scrolled so that `row` is in its middle. */
async function rowScreenshot(
  screenshot: (name: string, part: Locator) => Promise<void>,
  name: string,
  row: Locator,
  gridName: string,
) {
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(name, row.page().getByRole('region', { name: gridName }));
}

/** The guide grid's row of a channel, scrolling the grid down until the page holding it has loaded. */
async function gridRow(page: Page, channelId: number, gridName: string): Promise<Locator> {
  const grid = page.getByRole('region', { name: gridName });
  const row = grid.locator(`[data-channel="${channelId}"]`);
  await expect(grid.locator('[data-channel]').first()).toBeVisible();
  await expect
    .poll(async () => {
      if ((await row.count()) > 0) return true;
      await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      return false;
    })
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  return row;
}

for (const language of ['en', 'ar'] as const) {
  test(`a recorded channel whose source is down says so in the guide and on its page; a past outage is hatched (${language})`, async ({
    page,
    request,
    stepScreenshot,
  }) => {
    const text = labels[language];
    const { recording, sourceDown } = await recordedChannels(request);
    await page.addInitScript((value) => localStorage.setItem('language', value), language);

    // the outages began minutes before the clock start: the guide of that day, which is no longer
    // today when a run that started at 23:50 gets here after midnight
    await page.goto('/guide');
    const outageDay = await page.evaluate((start) => {
      const at = new Date(start);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    }, CLOCK_START);
    await page.goto(`/guide?day=${outageDay}`);
    const downRow = await gridRow(page, sourceDown.Id, text.grid);
    await expect(downRow.getByRole('link').first()).toContainText(text.noSignal);
    // the outage still going on: hatched from its start to now, and named so
    await expect(downRow.getByLabel(text.since)).toHaveCount(1);
    const recordingRow = await gridRow(page, recording.Id, text.grid);
    await expect(recordingRow.getByRole('link').first()).not.toContainText(text.noSignal);
    // its source was down for a minute before the start: from and to
    const pastOutage = recordingRow.getByLabel(
      new RegExp(`^${text.noSignal} .*\\d{2}:\\d{2}.*\\d{2}:\\d{2}`),
    );
    await expect(pastOutage).toHaveCount(1);
    await rowScreenshot(stepScreenshot, `guide-signal-past-${language}`, recordingRow, text.grid);
    await rowScreenshot(stepScreenshot, `guide-signal-down-${language}`, downRow, text.grid);

    await page.goto(channelPlayPath(sourceDown));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.since })).toBeVisible();
    await stepScreenshot(`channel-signal-down-${language}`);

    await page.goto(channelPlayPath(recording));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.since })).toHaveCount(0);
  });
}
