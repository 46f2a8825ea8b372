import { HOUR_SECONDS } from '@sahra/contracts';
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  channelInPackage,
  channelPlayPath,
  channelsInOrder,
  channelTitle,
  OPEN_PACKAGES,
  packageOf,
  type Channel,
} from './fixtures/channels';
import { expectPlaying, pressControl, showControls } from './fixtures/player';
import { expect as baseExpect, test } from './fixtures/test';

// the live playlist plays demo media that may still be being generated while the journeys run
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const TWO_HOURS = 2 * HOUR_SECONDS;

async function sliderNumber(slider: Locator, attribute: 'aria-valuemin' | 'aria-valuemax' | 'aria-valuenow') {
  return Number(await slider.getAttribute(attribute));
}

test('a signed-in viewer watches a live channel, seeks back two hours in its DVR window and goes live again @realtime @pointer', async ({
  page,
  request,
  stepScreenshot,
  member,
}) => {
  const channel = await channelInPackage(request, (name) => name === 'Public');
  const title = channelTitle(channel);

  await page.goto(`/play/${channel.Id}/${channel.EncodedURL}`);
  const player = page.getByRole('region', { name: `Player: ${title}` });
  const video = player.locator('video');
  await expectPlaying(video);
  const timeline = player.getByRole('slider', { name: 'Time line' });
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);
  await expect(player.getByRole('button', { name: 'Live', exact: true })).toBeVisible();
  // the track is the channel's DVR window: 8 hours
  const windowStart = await sliderNumber(timeline, 'aria-valuemin');
  const windowEnd = await sliderNumber(timeline, 'aria-valuemax');
  expect(windowEnd - windowStart).toBeGreaterThan(7.9 * HOUR_SECONDS);
  await showControls(page);
  await stepScreenshot('live-playing');

  // a click two hours before the position on the track plays from there
  const target = (await sliderNumber(timeline, 'aria-valuenow')) - TWO_HOURS;
  const track = await timeline.boundingBox();
  if (!track) throw new Error('the time line is not on screen');
  await showControls(page);
  await page.mouse.click(
    track.x + (track.width * (target - windowStart)) / (windowEnd - windowStart),
    track.y + track.height / 2,
  );
  // a pixel of an 8-hour track is under a minute: two hours behind give or take three minutes
  await expect(timeline).toHaveAttribute('aria-valuetext', /, (1:5[7-9]|2:0[0-3]):\d{2} behind live$/);
  await expectPlaying(video);
  await expect(timeline).toHaveAttribute('aria-valuetext', /, (1:5[7-9]|2:0[0-3]):\d{2} behind live$/);
  await showControls(page);
  await stepScreenshot('live-two-hours-back');

  await pressControl(player.getByRole('button', { name: 'Go Live' }));
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);
  await expectPlaying(video);
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);
});

/** Two channels next to each other in the channels list that any signed-in viewer may watch. */
async function openNeighbours(request: APIRequestContext): Promise<[Channel, Channel]> {
  const channels = await channelsInOrder(request);
  const open = (channel: Channel | undefined) =>
    channel !== undefined && OPEN_PACKAGES.has(packageOf(channel));
  const index = channels.findIndex((channel, at) => open(channel) && open(channels[at + 1]));
  const [first, second] = channels.slice(index, index + 2);
  if (index < 0 || !first || !second)
    throw new Error('no two open channels are neighbours in the demo catalog');
  return [first, second];
}

test('on a live channel the skip buttons step 30 s, Start over goes to the programme start, and channel up and down zap @pointer', async ({
  page,
  request,
  member,
}) => {
  const [channel, next] = await openNeighbours(request);
  const title = channelTitle(channel);

  const path = channelPlayPath(channel);
  await page.goto(path);
  const player = page.getByRole('region', { name: `Player: ${title}` });
  const video = player.locator('video');
  const timeline = player.getByRole('slider', { name: 'Time line' });
  await expectPlaying(video);
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);

  await pressControl(player.getByRole('button', { name: 'Back 30 seconds' }));
  await expect(timeline).toHaveAttribute('aria-valuetext', /, 0:[23]\d behind live$/);
  await pressControl(player.getByRole('button', { name: 'Forward 30 seconds' }));
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);

  // the guide's programme on air began at the time Start over goes to
  const onNow = page
    .getByRole('list', { name: 'Programmes of the chosen date' })
    .locator('li[aria-current="time"]');
  const startsAt = /\b(\d{2}:\d{2})\b/.exec(await onNow.innerText())?.[1];
  // the player names the programme on air as the guide does, in the page's language
  const onNowTitle = await onNow.locator('p').first().innerText();
  await expect(player.getByText(onNowTitle, { exact: true })).toBeAttached();
  await pressControl(player.getByRole('button', { name: 'Start over' }));
  await expect(timeline).toHaveAttribute('aria-valuetext', / behind live$/);
  const clock = (await timeline.getAttribute('aria-valuetext')) ?? '';
  // the player's clock and the guide name the minute the same way (24-hour hh:mm)
  expect(/^(\d{2}:\d{2}),/.exec(clock)?.[1]).toBe(startsAt);
  await expectPlaying(video);

  await showControls(page);
  await player.getByRole('link', { name: 'Next channel' }).click();
  await expect(page).toHaveURL(channelPlayPath(next));
  const nextPlayer = page.getByRole('region', { name: `Player: ${channelTitle(next)}` });
  await expectPlaying(nextPlayer.locator('video'));
  await showControls(page);
  await nextPlayer.getByRole('link', { name: 'Previous channel' }).click();
  await expect(page).toHaveURL(path);
  await expectPlaying(page.getByRole('region', { name: `Player: ${title}` }).locator('video'));
});
