import { ContentTypeId, SEARCH_PAGE_SIZE, type ItemResultsRequest } from '@sahra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, visit } from './fixtures/test';

/** How many titles the search page finds for a text, as its call reports. */
async function matchingTitles(request: APIRequestContext, text: string): Promise<number> {
  const search: ItemResultsRequest = {
    ContentTypes: [ContentTypeId.Container, ContentTypeId.Play, ContentTypeId.Movie],
    PageSize: SEARCH_PAGE_SIZE,
    PageIndex: 0,
    Text: text,
  };
  const answer = (await (await request.post('/api/GetItemResults', { data: search })).json()) as {
    Result: { TotalCount: number };
  };
  return answer.Result.TotalCount;
}

/** The navigation bar's search box; on narrow screens it sits behind the search toggle. */
async function searchBox(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show search' });
  if (await toggle.isVisible()) await toggle.click();
  const box = page.getByRole('combobox', { name: 'Search titles' });
  await expect(box).toBeVisible();
  return box;
}

/** Counts the autocomplete calls the page makes. */
function countAutocompleteCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/AutoComplete')) calls.push(request.postData() ?? '');
  });
  return calls;
}

// @layout: on a phone the search box opens from its toggle, and the suggestions drop down under it
test('suggestions start after the fourth character and the keyboard chooses one @layout', async ({
  page,
  stepScreenshot,
}) => {
  const calls = countAutocompleteCalls(page);
  await visit(page, '/');
  const box = await searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });

  await box.pressSequentially('nig');
  // longer than the debounce: a call would have gone out by now
  await page.waitForTimeout(600);
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(calls).toEqual([]);
  await stepScreenshot('search-three-characters');

  await box.press('h');
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('Nights of');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await options.count()).toBeLessThanOrEqual(11);
  expect(JSON.parse(calls.at(-1) ?? '{}')).toMatchObject({
    Text: 'nigh',
    PageSize: 10,
    ContentTypes: [3, 6, 8],
  });
  await expect(options.last()).toHaveText('See all results');
  await expect(options.last()).toHaveAttribute('href', '/search?q=nigh');
  await expect(options.first()).toHaveAttribute('href', /^\/details\/\d+\/[a-z0-9-]+$/);

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const chosen = options.nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
  await stepScreenshot('search-suggestions');
  const href = await chosen.getAttribute('href');
  await box.press('Enter');
  await expect(page).toHaveURL(href ?? '');
});

test('Escape and a click outside close the suggestions', async ({ page }) => {
  await visit(page, '/');
  const box = await searchBox(page);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await box.fill('love');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('love');

  await box.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.mouse.click(5, 500);
  await expect(listbox).toBeHidden();
});

test('Enter opens the search page with 30 results, a pager and the searched text', async ({
  page,
  request,
  stepScreenshot,
}) => {
  // more titles match "sea" than one page holds (the sea, seasons, secrets): how many, the search call says
  const matching = await matchingTitles(request, 'sea');
  expect(matching).toBeGreaterThan(SEARCH_PAGE_SIZE);
  expect(matching).toBeLessThanOrEqual(2 * SEARCH_PAGE_SIZE);
  await visit(page, '/');
  const box = await searchBox(page);
  await box.fill('sea');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sea$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Search results for\s*sea$/);
  await expect(page).toHaveTitle('Search results for sea');
  const results = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.locator('a[href^="/details/"]') });
  await expect(results.getByRole('listitem')).toHaveCount(SEARCH_PAGE_SIZE);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 2' })).toBeVisible();
  await stepScreenshot('search-results');

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=sea&pageNo=2$/);
  await expect(results.getByRole('listitem')).toHaveCount(matching - SEARCH_PAGE_SIZE);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await stepScreenshot('search-results-page-2');
});

test('people whose name matches link to their titles', async ({ page, stepScreenshot }) => {
  await visit(page, '/search?q=adel');
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link', { name: 'Adel Fahmy' })).toHaveAttribute(
    'href',
    '/person/cast/adel-fahmy',
  );
  await stepScreenshot('search-people');
});

test('odd page numbers show the first page and an unknown text says so', async ({ page, stepScreenshot }) => {
  for (const pageNo of ['-3', 'abc', '99999999']) {
    await visit(page, `/search?q=sea&pageNo=${pageNo}`);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page');
  }
  await visit(page, '/search?q=zzqxv');
  await expect(page.getByText('Nothing matches “zzqxv”.')).toBeVisible();
  await stepScreenshot('search-no-results');

  await visit(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for');
  await expect(page.getByText('Type a title or a name')).toBeVisible();
});

test('a title is shown as text, never as markup', async ({ page }) => {
  await visit(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=alert(1)>');
});
