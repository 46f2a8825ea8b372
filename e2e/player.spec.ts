import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { currentTime, expectPlaying, showControls } from './fixtures/player';
import { subscribedAccount } from './fixtures/subscriber';
import { expect as baseExpect, test } from './fixtures/test';

// The demo media library is generated while the journeys run (the player waits in "preparing"), and
// a subscriber is made through the real payment flow first.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const API_KEY = 'sahra-demo-api-key';
const EPISODE = 2;
const CLIP = 4;
const SERIES = 3;

interface Item {
  Id: number;
  DisplayTitle: string | null;
  Name: string;
  UrlEncodedName: string;
  EncodedURL: string;
  Metadata: { NameSpace: string; Value: string; UrlEncodedValue: string }[];
}

/** What the demo's subscriber may watch: the open packages and the package of every demo plan (008_money.sql). */
const SUBSCRIBER_PACKAGES = new Set(['Public', 'Free', 'Arabic Premium']);

const metadata = (item: Item, nameSpace: string) =>
  item.Metadata.filter((entry) => entry.NameSpace === nameSpace);

const titleOf = (item: Item) => item.DisplayTitle ?? item.Name;
const playPath = (item: Item) => `/catchup/play/${item.Id}/${item.UrlEncodedName}`;

async function newestFirst(request: APIRequestContext, seriesId: number, contentTypes: number[]) {
  const response = await request.post('/api/GetFilteredVideos', {
    data: {
      Categories: [seriesId],
      ContentTypes: contentTypes,
      SortType: 'Custom',
      CustomSortField: 'broadcastdate',
      SortDirection: 'DESC',
      PageSize: 20,
      PageIndex: 0,
    },
  });
  return ((await response.json()) as { Result: { Items: Item[] } }).Result.Items;
}

/** The slugs of the channels whose package the demo's subscriber may watch. */
async function watchableChannels(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: { Categories: [2], ContentTypes: [1], PageSize: 100, PageIndex: 0 },
  });
  const channels = ((await response.json()) as { Result: { Items: Item[] } }).Result.Items;
  return new Set(
    channels
      .filter((channel) =>
        metadata(channel, 'packages').some((entry) => SUBSCRIBER_PACKAGES.has(entry.Value)),
      )
      .map((channel) => channel.EncodedURL),
  );
}

/** An item's own package, or else its channel's (apps/server/src/modules/playback/content.ts). */
function subscriberMayWatch(item: Item, watchableChannels: Set<string>): boolean {
  const own = metadata(item, 'packages');
  if (own.length > 0) return own.some((entry) => SUBSCRIBER_PACKAGES.has(entry.Value));
  return watchableChannels.has(metadata(item, 'channel')[0]?.UrlEncodedValue ?? '');
}

/**
 * A subtitled catch-up episode (the demo subtitles every other episode, by even id) that the subscriber
 * may watch (an episode takes its channel's package) and that has a newer episode after it, as the
 * page's latest-episodes list orders them, and that next episode. The demo catalog's dates follow the
 * clock, so which episodes qualify changes with the time of day.
 */
async function episodeWithNext(request: APIRequestContext): Promise<{ episode: Item; next: Item }> {
  const watchable = await watchableChannels(request);
  for (const series of await newestFirst(request, 10002, [SERIES])) {
    const all = await newestFirst(request, series.Id, [EPISODE, CLIP]);
    for (const episode of await newestFirst(request, series.Id, [EPISODE])) {
      const index = all.findIndex((item) => item.Id === episode.Id);
      const next = all[index - 1];
      if (index > 0 && episode.Id % 2 === 0 && next && subscriberMayWatch(episode, watchable)) {
        return { episode, next };
      }
    }
  }
  throw new Error('the demo catalog has no subtitled episode with a next one');
}

test('a subscriber plays a catch-up episode: frames advance, keys seek, subtitles show, the next episode is offered @pointer', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const { episode, next } = await episodeWithNext(request);
  await subscribedAccount(page, request, baseURL);

  await page.goto(playPath(episode));
  await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).click();
  const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
  const video = player.locator('video');
  await expectPlaying(video);
  await showControls(page);
  await stepScreenshot('player-playing');

  // arrow keys seek 5 s on the time line, which tells its value in words
  const timeline = player.getByRole('slider', { name: 'Time line' });
  await timeline.focus();
  await expect(timeline).toHaveAttribute('aria-valuetext', /^\d+:\d{2} of \d+:\d{2}/);
  const beforeForward = await currentTime(video);
  await page.keyboard.press('ArrowRight');
  const afterForward = await currentTime(video);
  expect(afterForward - beforeForward).toBeGreaterThanOrEqual(4.5);
  expect(afterForward - beforeForward).toBeLessThan(7);
  await page.keyboard.press('ArrowLeft');
  expect(Math.abs((await currentTime(video)) - beforeForward)).toBeLessThan(2);
  // up and down change the volume by 0.05
  await video.evaluate((element: HTMLVideoElement) => (element.volume = 0.5));
  await page.keyboard.press('ArrowDown');
  expect(await video.evaluate((element: HTMLVideoElement) => element.volume)).toBeCloseTo(0.45, 5);

  // subtitles are off until chosen; English then shows the SRT file's cues
  await player.getByRole('button', { name: 'Subtitles: Off' }).click();
  await player.getByRole('menuitemradio', { name: 'English' }).click();
  await page.keyboard.press('Home');
  await expect
    .poll(() =>
      video.evaluate(
        (element: HTMLVideoElement) =>
          [...element.textTracks].find((track) => track.mode === 'showing')?.cues?.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  await expect(player.getByRole('button', { name: 'Subtitles: English' })).toBeVisible();
  await showControls(page);
  await stepScreenshot('player-subtitles');

  // near the end the next episode is offered, and it plays at once
  await timeline.focus();
  await page.keyboard.press('End');
  const prompt = player.getByRole('complementary', { name: 'Next episode' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(titleOf(next));
  await stepScreenshot('player-next-episode');
  await prompt.getByRole('link', { name: 'Play next' }).click();
  await expect(page).toHaveURL(new RegExp(`/catchup/play/${next.Id}/`));
  const nextPlayer = page.getByRole('region', { name: `Player: ${titleOf(next)}` });
  await expectPlaying(nextPlayer.locator('video'));

  // Arabic: labels translated, the time line still runs left to right
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  const arabicPlayer = page.getByRole('region', { name: /^المشغّل: / });
  await expectPlaying(arabicPlayer.locator('video'));
  await expect(arabicPlayer.getByRole('slider', { name: 'الشريط الزمني' })).toHaveAttribute('dir', 'ltr');
  await showControls(page);
  await stepScreenshot('player-arabic');
});

test.describe(() => {
  // the ticket's refusal is an answer the page logs as a failed request
  test.use({ expectedPageErrors: [/401/] });

  test('a visitor who presses play is asked to sign in and comes back to the episode', async ({
    page,
    request,
    stepScreenshot,
  }) => {
    const { episode } = await episodeWithNext(request);
    await page.goto(playPath(episode));
    await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).click();
    const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
    await expect(player.getByRole('alert')).toContainText('Sign in to watch');
    await expect(player.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent(playPath(episode))}`,
    );
    await stepScreenshot('player-sign-in');
  });
});

/** Signs the same account in elsewhere (its own session and device) and starts a stream there. */
async function streamElsewhere(
  baseURL: string | undefined,
  account: { email: string; password: string },
  contentId: number,
  deviceName: string,
) {
  const device = await newRequest.newContext({ baseURL });
  const login = await device.post(`/membership/login/email?apiKey=${API_KEY}`, {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  const ticket = await device.post('/session/content', {
    data: {
      Id: contentId,
      Type: 1,
      Products: [],
      Quality: 'Auto',
      Lang: 'en',
      Offline: false,
      LicenseTime: null,
      DeviceName: deviceName,
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  return device;
}

test.describe(() => {
  // the fourth stream's refusal is an answer the page logs as a failed request
  test.use({ expectedPageErrors: [/409/] });

  test('a fourth stream lists the devices streaming, and stopping one plays here at once', async ({
    page,
    request,
    baseURL,
    stepScreenshot,
  }) => {
    const { episode, next } = await episodeWithNext(request);
    const account = await subscribedAccount(page, request, baseURL);
    const devices = [];
    for (const name of ['Living room TV', 'Phone', 'Tablet']) {
      devices.push(await streamElsewhere(baseURL, account, next.Id, name));
    }

    await page.goto(`${playPath(episode)}#play`);
    const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
    await expect(player.getByRole('alert')).toContainText('To continue please sign out from other devices');
    const streams = player.getByRole('listitem');
    await expect(streams).toHaveCount(3);
    await expect(streams.first()).toContainText(titleOf(next));
    await stepScreenshot('player-too-many-streams');

    await player.getByRole('button', { name: /^Stop and play here: Phone/ }).click();
    await expectPlaying(player.locator('video'));
    for (const device of devices) await device.dispose();
  });
});
