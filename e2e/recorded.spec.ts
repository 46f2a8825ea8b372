import type { APIRequestContext } from '@playwright/test';
import { channelPlayPath, recordedChannels, type Channel } from './fixtures/channels';
import { expectPlaying } from './fixtures/player';
import { CLOCK_START } from './fixtures/product-clock';
import { RECORDED_PROGRAMME_HOURS_BACK, RECORDED_PROGRAMME_TITLE } from './fixtures/seed-recording-names';
import { expect, test } from './fixtures/test';

// expectPlaying waits up to 2 minutes for frames on a loaded machine: the journey must outlast it
test.describe.configure({ timeout: 180_000 });

const recordedChannel = async (request: APIRequestContext): Promise<Channel> =>
  (await recordedChannels(request)).recording;

test('a visitor watches a recorded channel: hls.js in Chromium plays the recording from its live edge', async ({
  page,
  request,
}) => {
  const channel = await recordedChannel(request);
  const recorded: string[] = [];
  page.on('request', (sent) => {
    if (new RegExp(`/live/${channel.Id}/rec/`).test(sent.url())) recorded.push(sent.url());
  });
  await page.goto(channelPlayPath(channel));
  await expectPlaying(page.locator('video'));
  expect(recorded.some((url) => new URL(url).pathname.endsWith('.m4s'))).toBe(true);
});

test('a past programme beyond the DVR window plays from the guide as catch-up cut from the recording, start to end', async ({
  page,
  request,
}) => {
  const channel = await recordedChannel(request);
  await page.goto(channelPlayPath(channel));
  // the programme began 10 hours before the clock start: before the morning, that is the day before, and
  // the guide opens on today
  const programmeStart = new Date(CLOCK_START).getTime() - RECORDED_PROGRAMME_HOURS_BACK * 3_600_000;
  const daysBack = await page.evaluate((start) => {
    const day = (instant: Date) =>
      new Date(instant.getFullYear(), instant.getMonth(), instant.getDate()).getTime();
    return Math.round((day(new Date()) - day(new Date(start))) / 86_400_000);
  }, programmeStart);
  const dates = page.getByRole('group', { name: 'Guide dates' }).getByRole('button');
  // five dates, today in the middle
  if (daysBack > 0) await dates.nth(2 - daysBack).click();
  await page.getByRole('link', { name: `Watch ${RECORDED_PROGRAMME_TITLE} on catch-up` }).click();
  await expect(page).toHaveURL(/\?catchup=/);
  const video = page.locator('video');
  await expectPlaying(video);
  // 60 s of programme and 2 minutes of padding on either side, on demand
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(295);
  expect(duration).toBeLessThan(305);
});
