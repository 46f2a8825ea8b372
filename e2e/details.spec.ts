import type { ContentItem } from '@sahra/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';

// A details page reads the item, then its seasons, then a page of episodes, each uncached on first
// read; on a loaded machine that chain can outlast the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const EPISODES_PAGE_SIZE = 12;

/** A page of GetFilteredVideos straight from the service, to find titles that show what a journey needs. */
async function filteredVideos(request: APIRequestContext, body: object) {
  const response = await request.post('/api/GetFilteredVideos', { data: body });
  return ((await response.json()) as { Result: { Items: ContentItem[]; TotalCount: number } }).Result;
}

async function seasonCount(request: APIRequestContext, seriesId: number): Promise<number> {
  const response = await request.get(
    `/api/GetCustomValuesByCategoryId?categoryId=${seriesId}&fieldName=season`,
  );
  return ((await response.json()) as { Result: { TotalCount: number } }).Result.TotalCount;
}

/** The first container whose seasons, episode count (and, where asked, channel) suit the journey. */
async function findSeries(
  request: APIRequestContext,
  wanted: (seasons: number, episodes: number, series: ContentItem) => boolean | Promise<boolean>,
) {
  const { Items } = await filteredVideos(request, { ContentTypes: [3], PageSize: 30 });
  for (const series of Items) {
    const { TotalCount } = await filteredVideos(request, {
      Categories: [series.Id],
      ContentTypes: [2, 4],
      PageSize: 1,
    });
    if (await wanted(await seasonCount(request, series.Id), TotalCount, series)) return series;
  }
  throw new Error('the demo catalog has no such series');
}

/**
 * Whether "More Episodes from the channel" has something to show beside the series: its request (the
 * channel's latest catch-up) holds another show's episode. Some demo channels air one show only, and
 * there the row is rightly left out.
 */
async function channelAirsOtherShows(request: APIRequestContext, series: ContentItem): Promise<boolean> {
  const channel = series.Metadata.find((entry) => entry.NameSpace === 'channel');
  if (!channel) return false;
  const { Items } = await filteredVideos(request, {
    Categories: [10002],
    ContentTypes: [2, 4],
    CustomFilters: [{ Name: 'channel', Value: channel.UrlEncodedValue, FilterMode: 'AND_WHEN_EXISTS' }],
    SortType: 'Custom',
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
    PageSize: 20,
  });
  return Items.some((episode) => episode.ParentId !== series.Id);
}

const titleOf = (item: ContentItem) => item.DisplayTitle ?? item.Name;

/**
 * The title that opens a page of a one-season show's Episodes row, read from the service with the
 * row's own request: episodes and clips in the order they aired. The demo catalog's dates follow the
 * clock, so which clips fall between the episodes changes with the time of day.
 */
async function firstOfEpisodesPage(request: APIRequestContext, seriesId: number, pageIndex: number) {
  const [first] = (
    await filteredVideos(request, {
      Categories: [seriesId],
      ContentTypes: [2, 4],
      SortType: 'Custom',
      CustomSortField: 'broadcastdate',
      SortDirection: 'ASC',
      PageSize: EPISODES_PAGE_SIZE,
      PageIndex: pageIndex,
    })
  ).Items;
  if (!first) throw new Error(`the show has no page ${pageIndex + 1} of episodes`);
  // the whole title: "Episode 1" must not pass for "Episode 11"
  return new RegExp(`^${titleOf(first).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
}

function episodesRow(page: Page): Locator {
  return page.getByRole('region', { name: 'Episodes', exact: true });
}

async function episodeTitles(page: Page): Promise<string[]> {
  return episodesRow(page).getByRole('listitem').allTextContents();
}

test('a series page switches seasons, has no Watch now, and links its cast to the person pages', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const series = await findSeries(request, (seasons) => seasons >= 2);
  await page.goto(`/details/${series.Id}/${series.UrlEncodedName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(series));
  await expect(page).toHaveTitle(`${titleOf(series)} | Sahra`);
  // a container is watched episode by episode
  await expect(page.getByRole('link', { name: 'Watch now' })).toHaveCount(0);

  const seasons = page.getByRole('group', { name: 'Seasons' });
  await expect(seasons.getByRole('button', { name: 'Season 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(episodesRow(page).getByRole('listitem').first()).toContainText('Episode 1');
  const firstSeason = await episodeTitles(page);
  await stepScreenshot('details-series');

  await seasons.getByRole('button', { name: 'Season 2' }).click();
  await expect(page).toHaveURL(/[?&]season=2/);
  await expect(seasons.getByRole('button', { name: 'Season 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => episodeTitles(page)).not.toEqual(firstSeason);
  await expect(episodesRow(page).getByRole('listitem').first()).toContainText('S2');
  await stepScreenshot('details-series-season-2');

  const cast = series.Metadata.find((entry) => entry.NameSpace === 'Cast');
  if (!cast) throw new Error('the series has no cast');
  const castLink = page.getByRole('link', { name: cast.Value, exact: true });
  await expect(castLink).toHaveAttribute('href', `/person/cast/${cast.UrlEncodedValue}`);
  await castLink.click();
  await expect(page).toHaveURL(`/person/cast/${cast.UrlEncodedValue}`);
});

// @layout: the row stays in view when paged, on a phone's much longer page too
test('the Episodes row pages through a long season with pageNo in the URL @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const series = await findSeries(
    request,
    async (seasons, episodes, candidate) =>
      seasons === 1 && episodes > EPISODES_PAGE_SIZE && (await channelAirsOtherShows(request, candidate)),
  );
  const path = `/details/${series.Id}/${series.UrlEncodedName}`;
  await page.goto(path);
  await expect(episodesRow(page).getByRole('listitem')).toHaveCount(EPISODES_PAGE_SIZE);
  // one season only: nothing to switch between
  await expect(page.getByRole('group', { name: 'Seasons' })).toHaveCount(0);

  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]pageNo=2/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(episodesRow(page).getByRole('listitem').first()).toContainText(
    await firstOfEpisodesPage(request, series.Id, 1),
  );
  // the row stays in view rather than the page jumping back to the top
  await expect(page.getByRole('heading', { name: 'Episodes', exact: true })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await stepScreenshot('details-series-page-2');

  const firstOfAll = await firstOfEpisodesPage(request, series.Id, 0);
  for (const bad of ['abc', '-3', '99999']) {
    await page.goto(`${path}?pageNo=${bad}`);
    await expect(episodesRow(page).getByRole('listitem').first()).toContainText(firstOfAll);
  }
  await expect(page.getByRole('heading', { name: 'More Episodes from the channel' })).toBeVisible();
});

test.describe(() => {
  // the visitor's refused ticket is an answer the page logs as a failed request
  test.use({ expectedPageErrors: [/401/] });

  // @layout: a phone's details page puts the art above the text, and Watch now must bring the player
  // into view
  test('a movie page has Watch now, its facts, More like this rows and its own page head @layout', async ({
    page,
    request,
    stepScreenshot,
  }) => {
    const [movie] = (await filteredVideos(request, { ContentTypes: [8], PageSize: 1 })).Items;
    if (!movie) throw new Error('the demo catalog has no movie');
    // a link with a stale slug still shows the title, and the canonical link names the real one
    await page.goto(`/details/${movie.Id}/old-name`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(movie));
    await expect(page).toHaveTitle(`${titleOf(movie)} | Sahra`);
    await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute(
      'href',
      new RegExp(`/details/${movie.Id}/${movie.UrlEncodedName}\\?lang=en$`),
    );
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /\S/);
    await expect(page.getByText(/^\d+ h( \d+ min)?$/)).toBeVisible();
    await expect(page.getByText(/^Rating \d/)).toBeAttached();
    await expect(page.getByRole('heading', { name: /^More like this: / }).first()).toBeVisible();
    await stepScreenshot('details-movie');

    const watch = page.getByRole('link', { name: 'Watch now' });
    await expect(watch).toHaveAttribute('href', `/details/${movie.Id}/${movie.UrlEncodedName}#play`);
    await watch.click();
    // the player slot opens and the player starts in it (e2e/player.spec.ts follows playback itself)
    await expect(page.getByRole('region', { name: 'Player', exact: true })).toBeInViewport();
    // a visitor's ticket is refused: the player asks to sign in
    await expect(
      page.getByRole('region', { name: `Player: ${titleOf(movie)}` }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    await stepScreenshot('details-movie-watch');
  });
});

test('a catch-up episode shows when it aired, links back to its series and offers list buttons', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const series = await findSeries(request, (seasons) => seasons >= 1);
  const { Items } = await filteredVideos(request, {
    Categories: [series.Id],
    ContentTypes: [2],
    PageSize: 1,
    SortType: 'Custom',
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
  });
  const episode = Items[0];
  if (!episode) throw new Error('the series has no episode');
  await page.goto(`/catchup/play/${episode.Id}/${episode.UrlEncodedName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(episode));
  await expect(page.getByRole('region', { name: 'Player', exact: true })).toBeVisible();
  await expect(page.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  for (const name of ['Add to my list', 'Like']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'Sign in to use your lists');
  }
  await expect(page.getByRole('heading', { name: `Latest episodes of ${titleOf(series)}` })).toBeVisible();
  await stepScreenshot('details-catchup-play');

  await page.getByRole('link', { name: `All episodes of ${titleOf(series)}` }).click();
  await expect(page).toHaveURL(`/details/${series.Id}/${series.UrlEncodedName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(series));
});

test('an episode opened with a details link moves to its catch-up play page', async ({ page, request }) => {
  const [episode] = (await filteredVideos(request, { ContentTypes: [2], PageSize: 1 })).Items;
  if (!episode) throw new Error('the demo catalog has no episode');
  await page.goto(`/details/${episode.Id}/${episode.UrlEncodedName}`);
  await expect(page).toHaveURL(`/catchup/play/${episode.Id}/${episode.UrlEncodedName}`);
});

test.describe('unknown content', () => {
  // the service's 404 for a missing item is logged by the browser; it is what this journey provokes
  test.use({ expectedPageErrors: [/status of 404/] });

  test('unknown, missing or malformed content ids show the not-found page', async ({
    page,
    stepScreenshot,
  }) => {
    for (const path of [
      '/details/abc/x',
      '/details/-1/x',
      '/details/99999999999/x',
      '/details/99999999/no-such-title',
      '/catchup/play/0/x',
      '/catchup/play/99999999/x',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/error/not-found');
      await expect(page.getByRole('heading', { name: "We're Sorry. Page not found." })).toBeVisible();
    }
    await stepScreenshot('details-not-found');
  });
});

// @layout: the phone's details hero has a right-to-left rule of its own
test('in Arabic the details page reads right to left with the Arabic title @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const [movie] = (await filteredVideos(request, { ContentTypes: [8], PageSize: 1 })).Items;
  if (!movie) throw new Error('the demo catalog has no movie');
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto(`/details/${movie.Id}/${movie.UrlEncodedName}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.Name);
  await expect(page.getByRole('link', { name: 'شاهد الآن' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^المزيد مثل هذا: / }).first()).toBeVisible();
  // the cast and the director are named in Arabic, as the synopsis names them
  const cast = movie.Metadata.find((entry) => entry.NameSpace === 'Cast');
  const director = movie.Metadata.find((entry) => entry.NameSpace === 'Director');
  if (!cast?.LongValue || !director?.LongValue) throw new Error('the movie credits people by name in Arabic');
  await expect(page.getByRole('link', { name: cast.LongValue, exact: true })).toHaveAttribute(
    'href',
    `/person/cast/${cast.UrlEncodedValue}`,
  );
  await expect(page.getByText(director.LongValue, { exact: true })).toBeVisible();
  await expect(page.getByText(cast.Value, { exact: true })).toHaveCount(0);
  await stepScreenshot('details-movie-ar');
});
