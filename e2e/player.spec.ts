import {
  CONTROLS_HIDE_MS,
  DEMO_API_KEY,
  NEXT_EPISODE_COUNTDOWN_SECONDS,
  type ContentItem,
} from '@sahra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { currentTime, expectPlaying, pressControl, showControls } from './fixtures/player';
import { expect as baseExpect, pageNow, test } from './fixtures/test';

// The demo media library is generated while the journeys run (the player waits in "preparing"), and
// a subscriber is made through the real payment flow first.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const EPISODE = 2;
const CLIP = 4;
const SERIES = 3;

/** What the demo's subscriber may watch: the open packages and the package of every demo plan (008_money.sql). */
const SUBSCRIBER_PACKAGES = new Set(['Public', 'Free', 'Arabic Premium']);

const metadata = (item: ContentItem, nameSpace: string) =>
  item.Metadata.filter((entry) => entry.NameSpace === nameSpace);

const titleOf = (item: ContentItem) => item.DisplayTitle ?? item.Name;
const playPath = (item: ContentItem) => `/catchup/play/${item.Id}/${item.UrlEncodedName}`;

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
  return ((await response.json()) as { Result: { Items: ContentItem[] } }).Result.Items;
}

/** The slugs of the channels whose package the demo's subscriber may watch. */
async function watchableChannels(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: { Categories: [2], ContentTypes: [1], PageSize: 100, PageIndex: 0 },
  });
  const channels = ((await response.json()) as { Result: { Items: ContentItem[] } }).Result.Items;
  return new Set(
    channels
      .filter((channel) =>
        metadata(channel, 'packages').some((entry) => SUBSCRIBER_PACKAGES.has(entry.Value)),
      )
      .map((channel) => channel.EncodedURL),
  );
}

/** An item's own package, or else its channel's (apps/server/src/modules/content/title-package.ts; the demo's shows name none). */
function subscriberMayWatch(item: ContentItem, watchableChannels: Set<string>): boolean {
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
async function episodeWithNext(
  request: APIRequestContext,
): Promise<{ episode: ContentItem; next: ContentItem }> {
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

test('a subscriber plays a catch-up episode: frames advance, the controls stay under a resting mouse, keys seek, subtitles show, the next episode starts after a countdown @pointer', async ({
  page,
  request,
  stepScreenshot,
  subscriber,
}) => {
  const { episode, next } = await episodeWithNext(request);

  await page.goto(playPath(episode));
  await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).click();
  const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
  const video = player.locator('video');
  await expectPlaying(video);
  await showControls(page);
  await stepScreenshot('player-playing');
  // the controls stay while the mouse rests on them, and hide 5 s after it moves onto the picture (the
  // page's clock is moved on, so that a loaded machine's pauses are no part of the timing)
  const view = player.locator('[data-controls]');
  await player.getByRole('button', { name: 'Mute' }).hover({ force: true });
  await page.clock.runFor(CONTROLS_HIDE_MS * 2);
  await expect(view).toHaveAttribute('data-controls', 'shown');
  await video.hover({ position: { x: 200, y: 120 } });
  await page.clock.runFor(CONTROLS_HIDE_MS + 1_000);
  await expect(view).toHaveAttribute('data-controls', 'hidden');
  // a click on the picture pauses it, even while the controls are hidden (only a finger's first tap just
  // shows them), and takes the focus there: the keys work after it
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  await video.click();
  await expect.poll(paused).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(paused).toBe(false);

  // arrow keys seek 5 s on the time line, which tells its value in words (paused, so that the steps are
  // exact however slowly a loaded machine lets the journey read them)
  const timeline = player.getByRole('slider', { name: 'Time line' });
  await timeline.focus();
  await expect(timeline).toHaveAttribute('aria-valuetext', /^\d+:\d{2} of \d+:\d{2}/);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const beforeForward = await currentTime(video);
  await page.keyboard.press('ArrowRight');
  expect((await currentTime(video)) - beforeForward).toBeCloseTo(5, 1);
  await page.keyboard.press('ArrowLeft');
  expect(await currentTime(video)).toBeCloseTo(beforeForward, 1);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  // up and down change the volume by 0.05
  await video.evaluate((element: HTMLVideoElement) => (element.volume = 0.5));
  await page.keyboard.press('ArrowDown');
  expect(await video.evaluate((element: HTMLVideoElement) => element.volume)).toBeCloseTo(0.45, 5);

  // subtitles are off until chosen; English then shows the SRT file's cues
  await pressControl(player.getByRole('button', { name: 'Subtitles: Off' }));
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
  // while the controls show, the cues' bottom edge rises above the control bar
  await showControls(page);
  const cueBottom = () =>
    video.evaluate((element: HTMLVideoElement) => {
      const cue = [...element.textTracks].find((track) => track.mode === 'showing')?.cues?.[0];
      return cue instanceof VTTCue && !cue.snapToLines && cue.lineAlign === 'end' ? Number(cue.line) : 100;
    });
  const barTop = await player.locator('video').evaluate(
    (element, bar) => {
      const picture = element.getBoundingClientRect();
      return ((bar.getBoundingClientRect().top - picture.top) / picture.height) * 100;
    },
    await player.getByRole('slider', { name: 'Time line' }).elementHandle(),
  );
  await expect.poll(cueBottom).toBeLessThan(barTop);
  await stepScreenshot('player-subtitles');

  // the next episode is offered once playback passes the ending time (where the credits begin), and it
  // starts by itself after a countdown of playing
  const endingTime = Number(metadata(episode, 'endingtime')[0]?.Value);
  expect(endingTime, 'the episode has an ending time').toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement, at) => (element.currentTime = at), endingTime - 3);
  const prompt = player.getByRole('complementary', { name: 'Next episode' });
  await expect(prompt).toHaveCount(0);
  await expect.poll(() => currentTime(video)).toBeGreaterThan(endingTime);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(titleOf(next));
  await expect(prompt).toContainText(/Starts in 0:\d\d/);
  await stepScreenshot('player-next-episode');
  await expect(prompt.getByRole('link', { name: 'Play next' })).toHaveAttribute(
    'href',
    new RegExp(`/catchup/play/${next.Id}/`),
  );
  await expect(page).toHaveURL(new RegExp(`/catchup/play/${next.Id}/`), {
    timeout: (NEXT_EPISODE_COUNTDOWN_SECONDS + 10) * 1000,
  });
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

test('on a phone the first tap on the picture shows the hidden controls, and the next one pauses @phone', async ({
  page,
  request,
  subscriber,
}) => {
  void subscriber;
  const { episode } = await episodeWithNext(request);
  await page.goto(playPath(episode));
  await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).tap();
  const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
  const video = player.locator('video');
  await expectPlaying(video);
  const view = player.locator('[data-controls]');
  // the page's clock jumps past the controls' 5 s and stops there: shown by the first tap, they cannot
  // hide before the second however slow the machine (the picture plays on its own clock)
  await page.clock.pauseAt((await pageNow(page)) + 30_000);
  await expect(view).toHaveAttribute('data-controls', 'hidden');
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  // the picture's upper part: on a phone the shown control bar covers the rest
  const onPicture = { position: { x: 40, y: 12 } };
  await video.tap(onPicture);
  await expect(view).toHaveAttribute('data-controls', 'shown');
  expect(await paused()).toBe(false);
  await video.tap(onPicture);
  await expect.poll(paused).toBe(true);
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

/** Browsers of other kinds, so each device streaming has a name of its own in the stream list. */
const ELSEWHERE = [
  {
    name: 'Chrome on Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  {
    name: 'Chrome on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  },
  {
    name: 'Edge on macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  },
] as const;

/** Another browser of the same account (its own session and device) that plays the item. */
async function playElsewhere(device: Page, account: { email: string; password: string }, path: string) {
  const login = await device.request.post(`/membership/login/email?apiKey=${DEMO_API_KEY}`, {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  await device.goto(`${path}#play`);
  await expectPlaying(device.locator('video'));
  return device;
}

test.describe(() => {
  // the fourth stream's refusal is an answer the page logs as a failed request
  test.use({ expectedPageErrors: [/409/] });

  test('a fourth stream lists the devices streaming, and stopping one plays here at once @layout', async ({
    page,
    request,
    newDevice,
    stepScreenshot,
    subscriber: account,
  }) => {
    // four players start one after another and each may take expectPlaying's 120 s on a loaded
    // machine: a player that does not start then says what it shows, before the journey's time is up
    test.setTimeout(600_000);
    const { episode, next } = await episodeWithNext(request);
    // three browsers of the account play the next episode
    const elsewhere = [];
    for (const { userAgent } of ELSEWHERE) {
      elsewhere.push(await playElsewhere(await newDevice({ userAgent }), account, playPath(next)));
    }

    await page.goto(`${playPath(episode)}#play`);
    const player = page.getByRole('region', { name: `Player: ${titleOf(episode)}` });
    await expect(player.getByRole('alert')).toContainText('To continue please sign out from other devices');
    const streams = player.getByRole('listitem');
    await expect(streams).toHaveCount(3);
    for (const [index, { name }] of ELSEWHERE.entries()) {
      await expect(streams.nth(index)).toContainText(name);
      await expect(streams.nth(index)).toContainText(titleOf(next));
    }
    // the player grows to hold the whole screen, so a phone sees the heading and every button
    const frame = await player.boundingBox();
    const heading = await player.getByText('To continue please sign out from other devices').boundingBox();
    const lastButton = await streams.last().getByRole('button').boundingBox();
    if (!frame || !heading || !lastButton) throw new Error('the player and its refusal are laid out');
    expect(heading.y).toBeGreaterThanOrEqual(frame.y);
    expect(lastButton.y + lastButton.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    await stepScreenshot('player-too-many-streams');

    await player.getByRole('button', { name: /^Stop and play here: Chrome on Android/ }).click();
    await expectPlaying(player.locator('video'));
    // the stopped browser hears it at its next heartbeat; the other two play on
    const [first, stopped, third] = elsewhere;
    if (!first || !stopped || !third) throw new Error('three browsers play elsewhere');
    await expect(stopped.getByRole('alert')).toContainText('This stream has ended', { timeout: 30_000 });
    for (const other of [first, third]) await expectPlaying(other.locator('video'));
  });
});
