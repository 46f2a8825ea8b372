import type { APIRequestContext, Locator } from '@playwright/test';
import { createAccount, logIn, newAccount } from './fixtures/accounts';
import { expectPlaying, showControls } from './fixtures/player';
import { expect as baseExpect, test } from './fixtures/test';

// the live playlist plays demo media that may still be being generated while the journeys run
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const TWO_HOURS = 2 * 3600;

interface Channel {
  Id: number;
  DisplayTitle: string | null;
  Name: string;
  EncodedURL: string;
  Metadata: { NameSpace: string; Value: string }[];
}

/** The first channel of the channels list in the Public package, which any signed-in viewer may watch. */
async function publicChannel(request: APIRequestContext): Promise<Channel> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: {
      Categories: [2],
      ContentTypes: [1],
      PageSize: 20,
      PageIndex: 0,
      SortType: 'Custom',
      CustomSortField: 'order',
      SortDirection: 'ASC',
    },
  });
  const channels = ((await response.json()) as { Result: { Items: Channel[] } }).Result.Items;
  const channel = channels.find((candidate) =>
    candidate.Metadata.some((entry) => entry.NameSpace === 'packages' && entry.Value === 'Public'),
  );
  if (!channel) throw new Error('the catalog has no channel in the Public package');
  return channel;
}

async function sliderNumber(slider: Locator, attribute: 'aria-valuemin' | 'aria-valuemax' | 'aria-valuenow') {
  return Number(await slider.getAttribute(attribute));
}

test('a signed-in viewer watches a live channel, seeks back two hours in its DVR window and goes live again @pointer', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const channel = await publicChannel(request);
  const title = channel.DisplayTitle ?? channel.Name;
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');

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
  expect(windowEnd - windowStart).toBeGreaterThan(7.9 * 3600);
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

  await player.getByRole('button', { name: 'Go Live' }).click();
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);
  await expectPlaying(video);
  await expect(timeline).toHaveAttribute('aria-valuetext', /, live$/);
});
