import { DEFAULT_LIST_PAGE_SIZE } from '@sahra/contracts';
import { listItemsPage, revealRow } from './fixtures/rows';
import { expect, test } from './fixtures/test';

// The list pages read uncached pages of the catalog; on a loaded machine that takes a while.
test.describe.configure({ timeout: 150_000 });
/** Rows appear as their lists arrive; uncached lists on a busy machine can take several seconds each. */
const ROW_TIMEOUT = { timeout: 45_000 };
/**
 * The image service renders each piece of art on its first request; on a loaded machine some first
 * renders outlast the 15 s time-out and answer 503. Art is decoration: a call that fails shows as a
 * missing row or hero, which the assertions catch.
 */
const ART_OVERLOAD = /status of 503/;
test.use({ expectedPageErrors: [ART_OVERLOAD] });

test('See All opens the list page, which pages through the list 20 at a time', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/');
  const comedy = await revealRow(page, 'Comedy');
  await comedy.getByRole('link', { name: /^See All/ }).click();
  await expect(page).toHaveURL(/\/home\/list-details\/1107$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comedy' })).toBeVisible(ROW_TIMEOUT);
  await expect(page).toHaveTitle('Comedy — Sahra');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(20, ROW_TIMEOUT);
  const firstOnPage1 = await cards.first().textContent();
  await stepScreenshot('see-all-page-1');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/home\/list-details\/1107\?pageNo=2$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).not.toHaveText(firstOnPage1 ?? '');
  await stepScreenshot('see-all-page-2');
});

for (const pageNo of ['-3', 'abc', '99999999']) {
  test(`a pageNo of ${pageNo} shows the first page`, async ({ page }) => {
    await page.goto(`/home/list-details/1107?pageNo=${pageNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Comedy' })).toBeVisible(ROW_TIMEOUT);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

test('a list can be named by its slug', async ({ page, request, stepScreenshot }) => {
  // the Drama Series list (id 1106): its first page as the list call answers it
  const firstPage = await listItemsPage(request, 1106, 0);
  await page.goto('/home/list-details/drama-series');
  await expect(page.getByRole('heading', { level: 1, name: 'Drama Series' })).toBeVisible(ROW_TIMEOUT);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(firstPage.Items.length);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(
    firstPage.TotalCount > DEFAULT_LIST_PAGE_SIZE ? 1 : 0,
  );
  await stepScreenshot('see-all-by-slug');
});

test.describe('an unknown list', () => {
  // the list call answers 404, which the browser logs
  test.use({ expectedPageErrors: [/status of (404|503)/] });

  test('a list that does not exist, by id or by slug, answers HTTP 404 and is not found', async ({
    page,
  }) => {
    for (const path of ['/home/list-details/999999', '/home/list-details/no-such-list']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(/\/error\/not-found$/, ROW_TIMEOUT);
    }
  });
});

test('a list-group link shows the lists of that home group', async ({ page, stepScreenshot }) => {
  await page.goto('/en/listgroup/plays');
  await revealRow(page, 'Comedy Plays');
  await expect(page).toHaveTitle('Plays — Sahra');
  await stepScreenshot('list-group-plays');
});
