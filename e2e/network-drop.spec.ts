import { LANGUAGE_COOKIE, STREAM_LEASE_SECONDS, streamListSchema, type Envelope } from '@sahra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { channelInPackage, channelPlayPath } from './fixtures/channels';
import { currentTime, expectPlaying } from './fixtures/player';
import { expect as baseExpect, test } from './fixtures/test';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
// the browser reports each request the offline network refuses
test.use({ expectedPageErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

/** What the player says while the network is down, in each language the journey runs in. */
const RECONNECTING = {
  en: 'The connection dropped. Reconnecting…',
  ar: 'انقطع الاتصال. جارٍ إعادة الاتصال…',
} as const;

/**
 * A Free channel's play page, in the project's language (the phone walks it in Arabic, the desktop in
 * English), remembered by the language cookie. So the journeys are tagged @layout: the phone's run proves
 * the Arabic words, on a phone's small player.
 */
async function freeChannelIn(page: Page, request: APIRequestContext, baseURL: string, project: string) {
  const language = project === 'mobile' ? 'ar' : 'en';
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  const channel = await channelInPackage(request, (name) => name === 'Free');
  return { language, path: channelPlayPath(channel) } as const;
}

/** The account's streams that hold a slot, as the account page lists them (asked outside the page's network). */
async function playingStreams(page: Page): Promise<string[]> {
  const answer = await page.request.get('/session/streams');
  const envelope = (await answer.json()) as Envelope<unknown>;
  return streamListSchema.parse(envelope.Result).Streams.map((stream) => stream.Id);
}

// the phone's reconnecting screen is proven by the journey below (@layout); the lapse and the return are the
// same on every screen, and waiting out the lease twice cost the suite 40 s
test('a network drop longer than the lease: the player says it is reconnecting, and when the network returns the same stream plays on in its slot', async ({
  page,
  request,
  baseURL,
  member,
  stepScreenshot,
}, testInfo) => {
  void member;
  const { language, path } = await freeChannelIn(page, request, baseURL!, testInfo.project.name);
  await page.goto(path);
  const video = page.locator('video');
  await expectPlaying(video);
  const [stream] = await playingStreams(page);
  expect(stream, 'the stream holds a slot').toBeDefined();

  await page.context().setOffline(true);
  const banner = page.getByText(RECONNECTING[language], { exact: true }).last();
  await expect(banner).toBeVisible({ timeout: 60_000 });
  // the server lets the silent stream's lease lapse: it holds no slot while the device is away
  await expect
    .poll(() => playingStreams(page), { timeout: (STREAM_LEASE_SECONDS + 30) * 1000, intervals: [2000] })
    .toEqual([]);
  await stepScreenshot(`network-drop-reconnecting-${language}`);

  await page.context().setOffline(false);
  await expect(banner).toBeHidden({ timeout: 60_000 });
  await expectPlaying(video);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await playingStreams(page)).toEqual([stream]);
  expect(await currentTime(video)).toBeGreaterThan(0);
});

test('a player opened while the network is down says it is reconnecting, and starts once the network answers @layout', async ({
  page,
  request,
  baseURL,
  member,
  stepScreenshot,
}, testInfo) => {
  void member;
  const { language, path } = await freeChannelIn(page, request, baseURL!, testInfo.project.name);
  // the ticket calls find no network until the journey lets them through
  let networkDown = true;
  let refused = 0;
  await page.route('**/session/content', async (route) => {
    if (!networkDown) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(path);
  const banner = page.getByText(RECONNECTING[language], { exact: true });
  await expect(banner).toBeVisible();
  // asked again, not given up after the first failure
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await stepScreenshot(`ticket-reconnecting-${language}`);

  networkDown = false;
  await expectPlaying(page.locator('video'));
  await expect(banner).toBeHidden();
});
