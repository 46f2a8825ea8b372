import { DEMO_API_KEY, type ContentItem } from '@sahra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, newAccount, signInNewAccount } from './fixtures/accounts';
import { expect as baseExpect, test, whenHydrated } from './fixtures/test';

const expect = baseExpect.configure({ timeout: 20_000 });

const titleOf = (item: ContentItem) => item.DisplayTitle ?? item.Name;

async function filteredVideos(request: APIRequestContext, body: object): Promise<ContentItem[]> {
  const response = await request.post('/api/GetFilteredVideos', { data: body });
  return ((await response.json()) as { Result: { Items: ContentItem[] } }).Result.Items;
}

/**
 * Adds to a list through the real user-list call, with the browser's own session: its login token
 * comes from GET /service/profile as the web app gets it. The player saves positions the same way.
 */
async function addToList(page: Page, name: string, contentID: number, extra: object = {}) {
  const answer = await page.request.post('/ues/client/add_to_list', {
    data: { token: await loginToken(page), name, contentID, ...extra },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * The signed-in user's login token, as the web app gets it: a fetch of the page, since the call changes
 * state and the cookie alone is taken only from this site (ADR 027).
 */
async function loginToken(page: Page) {
  const profile = await page.evaluate(async (apiKey) => {
    const response = await fetch(`/service/profile?apiKey=${apiKey}`);
    return { id: response.headers.get('id'), ues: response.headers.get('ues') };
  }, DEMO_API_KEY);
  expect(profile.id, "the token is a signed-in user's").toMatch(/^\d+$/);
  return profile.ues;
}

/** The saved position of a title in Continue Watching, read through the real summary call. */
async function savedPosition(page: Page, contentID: number): Promise<number | null> {
  const answer = await page.request.post('/ues/client/get_summary', {
    data: { token: await loginToken(page), contentID },
  });
  return ((await answer.json()) as { Result: { position: number | null } }).Result.position;
}

/** A catch-up episode's play page, its player's video, and where that video is. */
function episodePlayer(page: Page, episode: ContentItem) {
  const video = page.getByRole('region', { name: `Player: ${titleOf(episode)}` }).locator('video');
  return {
    playPage: `/catchup/play/${episode.Id}/${episode.UrlEncodedName}`,
    video,
    time: () => video.evaluate((element: HTMLVideoElement) => element.currentTime),
  };
}

/** A catch-up episode any signed-in viewer may watch: one of a channel in the Public package. */
async function publicEpisode(request: APIRequestContext): Promise<ContentItem> {
  const channels = (await filteredVideos(request, { ContentTypes: [1], PageSize: 20 })) as (ContentItem & {
    Metadata: { Field: string; Value: string }[];
  })[];
  for (const channel of channels) {
    if (!channel.Metadata.some((entry) => entry.Field === 'packages' && entry.Value === 'Public')) continue;
    const [episode] = await filteredVideos(request, {
      Categories: [10002],
      ContentTypes: [2],
      CustomFilters: [{ Name: 'channel', Value: channel.UrlEncodedName, FilterMode: 'AND_WHEN_EXISTS' }],
      PageSize: 1,
    });
    if (episode) return episode;
  }
  throw new Error('no Public channel of the demo catalog has a catch-up episode');
}

test('a visitor who opens My Lists is sent to login, and comes back to the list after signing in', async ({
  page,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/mylists/liked');
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent('/mylists/liked')}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/mylists/liked');
  await expect(page.getByRole('link', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('You have not liked anything yet.')).toBeVisible();
  await stepScreenshot('mylists-empty');
});

test('a title added to My List and liked on its details page is on My Lists; home shows it in My List', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const [movie] = await filteredVideos(request, { ContentTypes: [8], PageSize: 1 });
  if (!movie) throw new Error('the demo catalog has no movies');
  await signInNewAccount(page, baseURL);

  await page.goto(`/details/${movie.Id}/${movie.UrlEncodedName}`);
  const myList = page.getByRole('button', { name: 'Add to my list' });
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(myList).toHaveAttribute('aria-pressed', 'false');
  await myList.click();
  await expect(myList).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await stepScreenshot('lists-details-buttons');

  // the state is the server's: a reload shows it pressed again
  await page.reload();
  await expect(myList).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/mylists');
  const entries = page.getByRole('region', { name: 'My List' });
  await expect(entries.getByRole('link', { name: titleOf(movie) })).toBeVisible();
  await stepScreenshot('mylists-my-list');
  await page.getByRole('link', { name: 'Liked' }).click();
  await expect(page).toHaveURL('/mylists/liked');
  await expect(
    page.getByRole('region', { name: 'Liked' }).getByRole('link', { name: titleOf(movie) }),
  ).toBeVisible();

  await page.goto('/');
  const row = page.getByRole('region', { name: 'My List', exact: true });
  await expect(row.getByRole('link', { name: titleOf(movie) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Subscription' })).toHaveCount(0);
  await stepScreenshot('lists-home-rows');

  // removing it from My List on the details page takes it off the page
  await page.goto(`/details/${movie.Id}/${movie.UrlEncodedName}`);
  await myList.click();
  await expect(myList).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/mylists');
  await expect(page.getByText('Your list is empty.')).toBeVisible();
});

test('Continue Watching shows 10, More loads the rest, and a title can be removed from it', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const episodes = await filteredVideos(request, { ContentTypes: [2], PageSize: 12 });
  expect(episodes.length).toBe(12);
  await signInNewAccount(page, baseURL);
  for (const episode of episodes)
    await addToList(page, 'unfinished', episode.Id, { position: 300, duration: 1200 });
  const newestFirst = [...episodes].reverse();

  await page.goto('/mylists/unfinished');
  const entries = page.getByRole('region', { name: 'Continue Watching' });
  const cards = entries.getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole('img', { name: '25% watched' })).toBeVisible();
  await stepScreenshot('mylists-continue-watching');

  await entries.getByRole('button', { name: 'More' }).click();
  await expect(cards).toHaveCount(12);
  await expect(entries.getByRole('button', { name: 'More' })).toHaveCount(0);

  const first = newestFirst[0]!;
  await entries.getByRole('button', { name: `Remove ${titleOf(first)} from Continue Watching` }).click();
  await expect(cards).toHaveCount(11);
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(
    entries.getByRole('button', { name: `Remove ${titleOf(first)} from Continue Watching` }),
  ).toHaveCount(0);

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Continue Watching', exact: true });
  await expect(row.getByRole('link', { name: titleOf(newestFirst[1]!) }).first()).toBeVisible();
});

test('a title left part-way plays on from there, and watching it saves the new position @pointer', async ({
  page,
  request,
  baseURL,
}) => {
  // the demo media is generated while the journeys run: the player waits in "preparing" until then
  test.setTimeout(180_000);
  const episode = await publicEpisode(request);
  await signInNewAccount(page, baseURL);
  await addToList(page, 'unfinished', episode.Id, { position: 300, duration: 1200 });

  const { playPage, video, time } = episodePlayer(page, episode);
  await page.goto(playPage);
  await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).click();
  await expect.poll(time, { timeout: 150_000 }).toBeGreaterThan(301);
  expect(await time()).toBeLessThan(330);

  // pausing saves where the viewer is, for Continue Watching
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const pausedAt = await time();
  await expect.poll(() => savedPosition(page, episode.Id)).toBeGreaterThan(300);
  expect(Math.abs((await savedPosition(page, episode.Id))! - pausedAt)).toBeLessThan(2);
});

test('leaving a title while it plays keeps its real position in Continue Watching; a title watched to its end leaves it', async ({
  page,
  request,
  baseURL,
}) => {
  // the demo media is generated while the journeys run: the player waits in "preparing" until then
  test.setTimeout(240_000);
  const episode = await publicEpisode(request);
  await signInNewAccount(page, baseURL);
  const { playPage, video, time } = episodePlayer(page, episode);
  const play = async () => {
    await page.getByRole('button', { name: `Play ${titleOf(episode)}` }).click();
    await expect.poll(time, { timeout: 150_000 }).toBeGreaterThan(0);
  };

  await page.goto(playPage);
  await play();
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 200;
  });
  await expect.poll(time, { timeout: 60_000 }).toBeGreaterThan(201);
  // the viewer leaves while it plays, within the page: its last position is saved, not a stale one
  // it plays on until the page is left, which a loaded machine takes seconds to do: the saved position is
  // at least where it was before the click and at most as far on as the wall clock went meanwhile
  const leftAt = await time();
  const clickedAt = Date.now();
  await page.getByRole('link', { name: 'Sahra home' }).first().click();
  await expect(page).toHaveURL('/');
  const playedOnAtMost = (Date.now() - clickedAt) / 1000;
  await expect.poll(() => savedPosition(page, episode.Id)).toBeGreaterThan(leftAt - 1);
  expect(await savedPosition(page, episode.Id)).toBeLessThan(leftAt + playedOnAtMost + 1);

  await page.goto(playPage);
  await play();
  expect(await time()).toBeGreaterThan(199);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await video.evaluate((element: HTMLVideoElement, end: number) => {
    element.currentTime = end - 3;
  }, duration);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 60_000 })
    .toBe(true);
  await expect.poll(() => savedPosition(page, episode.Id)).toBeNull();
  await page.goto('/mylists/unfinished');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: titleOf(episode) })).toHaveCount(0);
});

test('Only Favorites on the channels page keeps the favourite channels, and only signed-in users have it', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const channels = await filteredVideos(request, {
    Categories: [2],
    ContentTypes: [1],
    PageSize: 100,
    SortType: 'Custom',
    CustomSortField: 'order',
    SortDirection: 'ASC',
  });
  const favourite = channels[1];
  if (!favourite) throw new Error('the demo catalog has too few channels');

  await page.goto('/channel');
  await expect(page.getByRole('checkbox', { name: 'Only HD' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Only Favorites' })).toHaveCount(0);

  await signInNewAccount(page, baseURL);
  await addToList(page, 'favorites', favourite.Id);
  await page.goto('/channel');
  const grid = page.getByRole('list', { name: 'Channels' });
  await expect(grid.getByRole('listitem')).toHaveCount(channels.length);
  await (await whenHydrated(page.getByRole('checkbox', { name: 'Only Favorites' }))).check();
  await expect(page).toHaveURL('/channel?onlyFavorites=true');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('link')).toHaveAttribute('href', new RegExp(`^/play/${favourite.Id}/`));
  await stepScreenshot('channels-only-favorites');
});

test('My Lists reads right to left in Arabic', async ({ page, request, baseURL, stepScreenshot }) => {
  const episodes = await filteredVideos(request, { ContentTypes: [2], PageSize: 3 });
  await signInNewAccount(page, baseURL);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  for (const episode of episodes)
    await addToList(page, 'unfinished', episode.Id, { position: 600, duration: 1200 });
  await page.goto('/mylists/unfinished');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قوائمي' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'متابعة المشاهدة' });
  await expect(entries.getByRole('listitem')).toHaveCount(3);
  await stepScreenshot('mylists-arabic');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'متابعة المشاهدة', exact: true })).toBeVisible();
  await stepScreenshot('lists-home-rows-arabic');
});
