import type { APIRequestContext, Page } from '@playwright/test';
import { channelInPackage, channelPlayPath, channelTitle, type Channel } from './fixtures/channels';
import { revealRow } from './fixtures/rows';
import { expect as baseExpect, test } from './fixtures/test';

// Catalog and guide answers are read uncached on a freshly seeded server; a journey should fail on wrong
// content, not on a slow answer of a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The first channel of the channels list that a guest may not watch (its package is not Public). These
 * journeys are about the page around the player, which the player's own journeys test: here the player
 * asks the guest to sign in rather than decode video, which would crowd a shared machine's CPU.
 */
const firstChannel = (request: APIRequestContext) => channelInPackage(request, (name) => name !== 'Public');

// the player's ticket call is refused for a guest on such a channel, and the browser logs the refusal
test.use({ expectedPageErrors: [/status of 401/] });

const guideDates = (page: Page) => page.getByRole('group', { name: 'Guide dates' }).getByRole('button');
const programmes = (page: Page) => page.getByRole('list', { name: 'Programmes of the chosen date' });

// @layout: a phone stacks the player, the channel's guide and its rows (side by side on a wide screen)
test('a channel opened from the channels page shows its player, a 5-date guide and its rows @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const channel = await firstChannel(request);
  const title = channelTitle(channel);
  await page.goto('/channel');
  // a visitor's tile of a channel outside the open packages also names its lock
  const tileName = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Locked: .+)?$`);
  await page.getByRole('link', { name: tileName }).click();
  await expect(page).toHaveURL(channelPlayPath(channel));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} live | Sahra`);
  await expect(page.getByRole('region', { name: `${title}, live` })).toBeVisible();

  // 2 days before today to 2 days after, today chosen
  await expect(guideDates(page)).toHaveCount(5);
  await expect(guideDates(page).nth(2)).toHaveText(/^Today/);
  await expect(guideDates(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(guideDates(page).nth(0)).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
  // the programme on air is marked
  await expect(programmes(page).locator('li[aria-current="time"]')).toHaveCount(1);
  await expect(programmes(page).locator('li[aria-current="time"]')).toContainText('On now');

  for (const rowTitle of ['Last Episodes From the channel', 'Best Shows In the channel']) {
    const row = await revealRow(page, rowTitle);
    const cards = row.getByRole('link').filter({ hasNot: page.getByText('See All') });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(5);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await stepScreenshot('channel-play');
});

test('choosing another date loads that day of the guide', async ({ page, request }) => {
  const channel = await firstChannel(request);
  await page.goto(channelPlayPath(channel));
  await expect(programmes(page).getByRole('listitem').first()).toBeVisible();
  const dayBefore = guideDates(page).nth(0);
  const answer = page.waitForResponse((response) =>
    new RegExp(`/epg/schedule/${channel.Id}/\\d{4}-\\d{2}-\\d{2}/3\\?offset=`).test(response.url()),
  );
  await dayBefore.click();
  const response = await answer;
  expect(response.ok()).toBe(true);
  await expect(dayBefore).toHaveAttribute('aria-pressed', 'true');
  await expect(guideDates(page).nth(2)).toHaveAttribute('aria-pressed', 'false');
  // two days ago nothing is on air, and what the list shows is that day's answer
  const entries = ((await response.json()) as { Result: { EventMetadata: { Title: string } }[] }).Result;
  await expect(programmes(page).getByRole('listitem')).toHaveCount(entries.length);
  await expect(programmes(page).locator('li[aria-current]')).toHaveCount(0);
});

test('a past programme inside the DVR window plays from its start, and Watch live returns to live', async ({
  page,
  request,
}) => {
  const channel = await firstChannel(request);
  await page.goto(channelPlayPath(channel));
  await expect(programmes(page).locator('li[aria-current="time"]')).toHaveCount(1);
  const watch = programmes(page)
    .getByRole('link', { name: /from its start$/ })
    .last();
  // just after midnight nothing of today is behind the viewer yet: the DVR window holds yesterday's evening
  if ((await watch.count()) === 0) await guideDates(page).nth(1).click();
  await watch.click();
  await expect(page).toHaveURL(/\?at=\d{4}-\d{2}-\d{2}T/);
  await expect(programmes(page).getByText('Playing', { exact: true })).toBeVisible();
  await programmes(page).getByRole('link', { name: 'Watch live' }).click();
  await expect(page).toHaveURL(channelPlayPath(channel));
  await expect(programmes(page).getByText('Playing', { exact: true })).toHaveCount(0);
});

test('ALL CATCHUP VIDEOS opens the catch-up videos of this channel only', async ({ page, request }) => {
  const channel = await firstChannel(request);
  await page.goto(channelPlayPath(channel));
  await page.getByRole('link', { name: 'ALL CATCHUP VIDEOS' }).click();
  await expect(page).toHaveURL(`/catchup/videos?checkedChannels=${channel.EncodedURL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catchup Videos' })).toBeVisible();
});

test('PROMO opens the promotion video in a dialog that Escape and Close both shut', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const channel = await firstChannel(request);
  const title = channelTitle(channel);
  await page.goto(channelPlayPath(channel));
  const promo = page.getByRole('button', { name: 'PROMO' });
  const dialog = page.getByRole('dialog', { name: `${title} promo` });
  await promo.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: `${title} promo` })).toBeVisible();
  // focus is kept inside the modal dialog
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await stepScreenshot('channel-promo');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await promo.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('a channel page of nothing', () => {
  // the item call answers 404 for an unknown id, and the browser logs the refused request
  test.use({ expectedPageErrors: [/status of 40[14]/] });

  test('an unknown id or content that is not a channel goes to not-found; another slug moves to the right one', async ({
    page,
    request,
  }) => {
    for (const path of ['/play/999999999/nothing', '/play/abc/x']) {
      await page.goto(path);
      await expect(page).toHaveURL('/error/not-found');
    }
    const movies = await request.post('/api/GetFilteredVideos', { data: { ContentTypes: [8], PageSize: 1 } });
    const [movie] = ((await movies.json()) as { Result: { Items: Channel[] } }).Result.Items;
    await page.goto(`/play/${movie?.Id}/${movie?.EncodedURL}`);
    await expect(page).toHaveURL('/error/not-found');

    const channel = await firstChannel(request);
    await page.goto(`/play/${channel.Id}/old-name`);
    await expect(page).toHaveURL(channelPlayPath(channel));
  });
});

test('in Arabic the channel page runs right to left with Arabic labels', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const channel = await firstChannel(request);
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto(channelPlayPath(channel));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('group', { name: 'أيام الدليل' }).getByRole('button').nth(2)).toHaveText(
    /^اليوم/,
  );
  await expect(page.getByRole('link', { name: 'كل فيديوهات الإعادة' })).toBeVisible();
  await revealRow(page, 'آخر حلقات القناة');
  await page.evaluate(() => window.scrollTo(0, 0));
  await stepScreenshot('channel-play-ar');
});
