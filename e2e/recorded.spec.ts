import type { APIRequestContext } from '@playwright/test';
import { channelPlayPath, recordedChannels, type Channel } from './fixtures/channels';
import { expectPlaying } from './fixtures/player';
import { RECORDED_PROGRAMME_TITLE } from './fixtures/seed-recording-names';
import { expect, test } from './fixtures/test';

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
  await page.getByRole('link', { name: `Watch ${RECORDED_PROGRAMME_TITLE} on catch-up` }).click();
  await expect(page).toHaveURL(/\?catchup=/);
  const video = page.locator('video');
  await expectPlaying(video);
  // 60 s of programme and 2 minutes of padding on either side, on demand
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(295);
  expect(duration).toBeLessThan(305);
});
