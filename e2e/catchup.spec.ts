import type { ContentItem, ContentItemPage } from '@sahra/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';

// Catalog pages are read uncached on a freshly seeded server; on a loaded machine the first answers
// can take longer than the default 10 s, and a journey should fail on wrong content, not on a slow one.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const GRID_SIZE = 20;

/** The catch-up list as the page asks for it, straight from the service, to compare the grid with. */
async function catchupPage(
  request: APIRequestContext,
  {
    filters = {},
    sort = {},
    pageIndex = 0,
  }: { filters?: Record<string, string>; sort?: object; pageIndex?: number },
): Promise<ContentItemPage> {
  const response = await request.post('/api/GetFilteredVideos', {
    data: {
      Categories: [10002],
      ContentTypes: [2, 4, 6, 8],
      PageSize: GRID_SIZE,
      PageIndex: pageIndex,
      CustomFilters: Object.entries(filters).map(([Name, Value]) => ({
        Name,
        Value,
        FilterMode: 'AND_WHEN_EXISTS',
      })),
      SortType: 'Custom',
      CustomSortField: 'broadcastdate',
      SortDirection: 'DESC',
      ...sort,
    },
  });
  return ((await response.json()) as { Result: ContentItemPage }).Result;
}

const titleOf = (item: ContentItem | undefined) => item?.DisplayTitle ?? item?.Name ?? '';
const credit = (item: ContentItem | undefined, namespace: string) =>
  item?.Metadata.find((entry) => entry.NameSpace === namespace);

/** The panel names genres by their catch-up custom value (the item's genre metadata is Arabic). */
async function genreName(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(
    '/api/GetCustomValuesByCategoryId?categoryId=10002&fieldName=genre&pageSize=100',
  );
  const values = (
    (await response.json()) as { Result: { Items: { Name: string; UrlEncodedName: string }[] } }
  ).Result.Items;
  const value = values.find((candidate) => candidate.UrlEncodedName === slug);
  if (!value) throw new Error(`no catch-up genre ${slug}`);
  return value.Name;
}

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Catchup videos' });
}

async function expectFirstCard(page: Page, title: string) {
  await expect(results(page).getByRole('link').first()).toContainText(title);
}

/** The filter panel: beside the grid on wide screens, a modal opened by the Filter button on small ones. */
async function openPanel(page: Page): Promise<Locator> {
  const aside = page.getByRole('complementary', { name: 'Filters' });
  if (await aside.isVisible()) return aside;
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (await dialog.isVisible()) return dialog;
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the catch-up page shows a date strip, the filter panel, 20 videos and a pager @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const expected = await catchupPage(request, {});
  await page.goto('/catchup/videos');
  await expect(page).toHaveTitle('Catchup Videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Catchup Videos' })).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(GRID_SIZE);
  await expectFirstCard(page, titleOf(expected.Items[0]));
  const dates = page.getByRole('navigation', { name: 'Broadcast dates' });
  await expect(dates.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Last' })).toBeVisible();
  await expect(pager.getByText('First')).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(
    test.info().project.name === 'mobile' ? 2 : 5,
  );
  await stepScreenshot('catchup-videos');
});

test('the date strip moves with its arrows; its carousel starts only when the strip is reached for @pointer', async ({
  page,
}) => {
  await page.goto('/catchup/videos');
  const dates = page.getByRole('navigation', { name: 'Broadcast dates' });
  const previous = dates.getByRole('button', { name: 'Earlier dates' });
  await expect(dates.getByRole('link', { name: 'All', exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  // looked at only, the strip is its first view: no carousel was laid out while the page hydrated
  await expect(dates.locator('.swiper-initialized')).toHaveCount(0);
  await dates.getByRole('button', { name: 'Later dates' }).click();
  await expect(dates.locator('.swiper-initialized')).toHaveCount(1);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();
});

// @layout: on a phone the panel is a modal: ticked there, and its Filter button applies and closes it
test('ticking a channel and a genre in the panel filters the grid and the URL keeps the choice @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  // a channel and genre pair that certainly has videos: the newest video's own
  const newest = (await catchupPage(request, {})).Items[0];
  const channel = credit(newest, 'channel');
  const genre = credit(newest, 'genre');
  if (!channel || !genre) throw new Error('the newest catch-up video has no channel or genre');
  const expected = await catchupPage(request, {
    filters: { channel: channel.UrlEncodedValue, genre: genre.UrlEncodedValue },
  });

  await page.goto('/catchup/videos');
  await expect(results(page).getByRole('listitem')).toHaveCount(GRID_SIZE);
  const panel = await openPanel(page);
  await panel.getByRole('checkbox', { name: channel.Value, exact: true }).check();
  await panel
    .getByRole('group', { name: 'Genre' })
    .getByRole('checkbox', { name: await genreName(request, genre.UrlEncodedValue) })
    .check();
  await stepScreenshot('catchup-panel-ticked');
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`checkedChannels=${channel.UrlEncodedValue}`));
  await expect(page).toHaveURL(new RegExp(`checkedGenres=${genre.UrlEncodedValue}`));
  await expect(results(page).getByRole('listitem')).toHaveCount(Math.min(GRID_SIZE, expected.Items.length));
  await expectFirstCard(page, titleOf(expected.Items[0]));
  await stepScreenshot('catchup-filtered');

  await page.reload();
  await expectFirstCard(page, titleOf(expected.Items[0]));
  const reopened = await openPanel(page);
  await expect(reopened.getByRole('checkbox', { name: channel.Value, exact: true })).toBeChecked();
});

test('paging keeps the filters, and reload, back and forward keep the page', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const filters = { genre: 'drama' };
  const first = await catchupPage(request, { filters });
  const second = await catchupPage(request, { filters, pageIndex: 1 });
  const lastIndex = Math.ceil(first.TotalCount / GRID_SIZE) - 1;
  const last = await catchupPage(request, { filters, pageIndex: lastIndex });

  await page.goto('/catchup/videos?checkedGenres=drama');
  await expectFirstCard(page, titleOf(first.Items[0]));
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(page).toHaveURL(/checkedGenres=drama/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectFirstCard(page, titleOf(second.Items[0]));
  await stepScreenshot('catchup-page-2');

  await page.reload();
  await expectFirstCard(page, titleOf(second.Items[0]));
  await page.goBack();
  await expect(page).not.toHaveURL(/pageNo=/);
  await expectFirstCard(page, titleOf(first.Items[0]));
  await page.goForward();
  await expect(page).toHaveURL(/pageNo=2/);
  await expectFirstCard(page, titleOf(second.Items[0]));

  await pager.getByRole('link', { name: 'Last' }).click();
  await expect(page).toHaveURL(new RegExp(`pageNo=${lastIndex + 1}`));
  await expectFirstCard(page, titleOf(last.Items[0]));
  await expect(pager.getByText('Last')).toHaveAttribute('aria-disabled', 'true');
  await stepScreenshot('catchup-last-page');
  await pager.getByRole('link', { name: 'First' }).click();
  await expect(page).not.toHaveURL(/pageNo=/);
  await expectFirstCard(page, titleOf(first.Items[0]));
});

test('the sort options order the grid by date or by name', async ({ page, request, stepScreenshot }) => {
  await page.goto('/catchup/videos');
  await expect(results(page).getByRole('listitem')).toHaveCount(GRID_SIZE);
  const panel = await openPanel(page);
  const sort = panel.getByLabel('Sort');
  await expect(sort.getByRole('option')).toHaveText([
    'Newest broadcast',
    'Date New-Old',
    'Date Old-New',
    'Alphabetic A-Z',
    'Alphabetic Z-A',
  ]);
  const choices = [
    ['Alphabetic A-Z', 'name-asc', { SortType: 'Name', SortDirection: 'ASC' }],
    ['Date Old-New', 'date-asc', { SortType: 'createDate', SortDirection: 'ASC' }],
  ] as const;
  for (const [label, value, order] of choices) {
    const expected = await catchupPage(request, { sort: order });
    const current = await openPanel(page);
    await current.getByLabel('Sort').selectOption({ label });
    await current.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`sort=${value}`));
    await expectFirstCard(page, titleOf(expected.Items[0]));
  }
  await stepScreenshot('catchup-sorted');
});

// @layout: a phone's date strip has no arrows (it is swiped): its dates are still there to choose
test('choosing a date in the strip filters by broadcast date and shows in the URL @realtime @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  await page.goto('/catchup/videos');
  const dates = page.getByRole('navigation', { name: 'Broadcast dates' });
  const second = dates.getByRole('link').nth(2);
  await second.click();
  await expect(page).toHaveURL(/broadcastdate=\d{8}/);
  await expect(second).toHaveAttribute('aria-current', 'true');
  const date = new URL(page.url()).searchParams.get('broadcastdate') ?? '';
  const expected = await catchupPage(request, { filters: { channel: '', genre: '', broadcastdate: date } });
  await expectFirstCard(page, titleOf(expected.Items[0]));
  await stepScreenshot('catchup-date');
});

// the panel is a modal only on small screens: the mobile project runs this, the desktop one leaves it out
test(
  'on a small screen the filter panel is a modal that locks page scrolling',
  { tag: '@phone' },
  async ({ page, stepScreenshot }) => {
    await page.goto('/catchup/videos');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const panel = await openPanel(page);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(panel.getByRole('group', { name: 'Channels' })).toBeVisible();
    await stepScreenshot('catchup-filter-modal');
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  },
);

test('hostile query values fall back to the first page and no filters', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const expected = await catchupPage(request, {});
  for (const query of [
    'pageNo=-3',
    'pageNo=abc',
    'checkedChannels=nope',
    'pageNo=99999999999&checkedGenres=%3Cscript%3E',
  ]) {
    await page.goto(`/catchup/videos?${query}`);
    await expect(results(page).getByRole('listitem')).toHaveCount(GRID_SIZE);
    await expectFirstCard(page, titleOf(expected.Items[0]));
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page');
  }
  // a page past the last one: the service answers the first page, and the pager says so
  await page.goto('/catchup/videos?pageNo=4000');
  await expectFirstCard(page, titleOf(expected.Items[0]));
  const panel = await openPanel(page);
  await expect(panel.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await stepScreenshot('catchup-hostile-query');
});

/** The catch-up filter values of a field, as the call answers them in a language. */
async function filterValues(request: APIRequestContext, fieldName: string, language: 'ar' | 'en') {
  const response = await request.get(
    `/api/GetCustomValuesByCategoryId?categoryId=10002&fieldName=${fieldName}&pageSize=100&language=${language}`,
  );
  return ((await response.json()) as { Result: { Items: { Name: string; UrlEncodedName: string }[] } }).Result
    .Items;
}

test('in Arabic the page reads right to left with Arabic labels, and the filters name channels and genres in Arabic @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/catchup/videos');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الحلقات السابقة' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'الأخيرة' }),
  ).toBeVisible();
  await stepScreenshot('catchup-arabic');

  const aside = page.getByRole('complementary', { name: 'التصفية' });
  let panel = aside;
  if (!(await aside.isVisible())) {
    await page.getByRole('button', { name: /^تصفية/ }).click();
    panel = page.getByRole('dialog', { name: 'التصفية' });
  }
  for (const field of ['channel', 'genre']) {
    const [arabic, english] = await Promise.all([
      filterValues(request, field, 'ar'),
      filterValues(request, field, 'en'),
    ]);
    const first = arabic[0];
    expect(first?.Name, `an Arabic ${field} name`).toMatch(/[\u0600-\u06FF]/);
    await expect(panel.getByRole('checkbox', { name: first!.Name, exact: true })).toBeAttached();
    const englishName = english.find((value) => value.UrlEncodedName === first!.UrlEncodedName)!.Name;
    await expect(panel.getByRole('checkbox', { name: englishName, exact: true })).toHaveCount(0);
  }
  await stepScreenshot('catchup-arabic-filters');
});

test.describe('a list that cannot be loaded', () => {
  test.use({ locale: 'ar-EG', expectedPageErrors: [/status of 503/] });

  test('says so in Arabic with Try again, which loads it', async ({ page, stepScreenshot }) => {
    let failing = true;
    // the second page's call fails (every try of it) until the visitor asks again
    await page.route('**/api/GetFilteredVideos', async (route) => {
      const body = route.request().postDataJSON() as { PageIndex?: number };
      if (!failing || body.PageIndex !== 1) return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ Success: false, Result: null, ErrorCode: 'Overloaded', ErrorMessage: 'busy' }),
      });
    });
    await page.goto('/catchup/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الحلقات السابقة');
    await page
      .getByRole('navigation', { name: 'الصفحات' })
      .getByRole('link', { name: 'الصفحة 2', exact: true })
      .click();
    const failure = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل الفيديوهات.' });
    await expect(failure).toBeVisible();
    await stepScreenshot('catchup-load-failed-arabic');

    failing = false;
    await failure.getByRole('button', { name: 'حاول مرة أخرى' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.locator('main li a[href^="/catchup/play/"], main li a[href^="/details/"]')).toHaveCount(
      GRID_SIZE,
    );
  });
});
