import type { ContentItem } from '@sahra/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';

// Catalog pages are read uncached on a freshly seeded server; on a loaded machine the first answers
// can take longer than the default 10 s, and a journey should fail on wrong content, not on a slow one.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** A person cast in the newest catch-up series, found through the service like a details page would. */
async function castMember(
  request: APIRequestContext,
): Promise<{ slug: string; name: string; arabic: string | null }> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: { Categories: [10002], ContentTypes: [3], PageSize: 1, PageIndex: 0 },
  });
  const item = ((await response.json()) as { Result: { Items: ContentItem[] } }).Result.Items[0];
  const cast = item?.Metadata.find((entry) => entry.NameSpace === 'Cast');
  if (!cast) throw new Error('the newest series has no cast');
  return { slug: cast.UrlEncodedValue, name: cast.Value, arabic: cast.LongValue };
}

/** The actor page's list as the page asks for it (docs/behaviour/details-and-people.md#actor-page). */
async function personResults(
  request: APIRequestContext,
  slug: string,
): Promise<{ Items: ContentItem[]; TotalCount: number }> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: {
      Categories: [10002],
      ContentTypes: [3, 6, 8],
      PageSize: 26,
      PageIndex: 0,
      CustomFilters: [{ Name: 'person', Value: slug, FilterMode: 'AND_WHEN_EXISTS' }],
      language: 'en',
      CustomSortField: 'broadcastdate',
      SortDirection: 'ASC',
      SortType: 'Custom',
    },
  });
  return ((await response.json()) as { Result: { Items: ContentItem[]; TotalCount: number } }).Result;
}

test('the actor page lists what a cast member is in, each card linking to its details', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const person = await castMember(request);
  const expected = await personResults(request, person.slug);
  const first = expected.Items[0];
  if (!first) throw new Error(`no results for ${person.slug}`);

  await page.goto(`/person/cast/${person.slug}`);
  await expect(page).toHaveTitle('More from this actor');
  await expect(page.getByRole('heading', { level: 1, name: 'Results related to this actor' })).toBeVisible();
  await expect(page.getByText(person.name, { exact: true })).toBeVisible();
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards).toHaveCount(expected.Items.length);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/details/${first.Id}/`));
  await expect(cards.first()).toContainText(first.DisplayTitle ?? first.Name);
  // the demo catalog credits nobody in more than 26 titles, so everything fits on one page: no pager
  expect(expected.TotalCount).toBeLessThanOrEqual(26);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await stepScreenshot('person');

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/details/${first.Id}/`));
});

test('an unknown person or a hostile page number shows an empty result, not an error', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/person/cast/nobody-at-all?pageNo=-3');
  await expect(page.getByRole('heading', { level: 1, name: 'Results related to this actor' })).toBeVisible();
  await expect(page.getByText('No results for this actor yet.')).toBeVisible();
  await page.goto('/person/cast/a,b?pageNo=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Results related to this actor' })).toBeVisible();
  await stepScreenshot('person-unknown');
});

test('in Arabic the actor page reads right to left and names the actor in Arabic', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const person = await castMember(request);
  expect(person.arabic, 'the credit carries the Arabic name').toMatch(/[\u0600-\u06FF]/);
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto(`/person/cast/${person.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج متعلقة بهذا الممثل' })).toBeVisible();
  await expect(page.getByText(person.arabic ?? '', { exact: true })).toBeVisible();
  await expect(page.getByText(person.name, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await stepScreenshot('person-arabic');
});
