import { DEFAULT_LIST_PAGE_SIZE, LANGUAGE_COOKIE } from '@sahra/contracts';
import type { Page } from '@playwright/test';
import { listItemsPage, revealRow } from './fixtures/rows';
import { expect, test } from './fixtures/test';

// Each page asks for several uncached lists and their art; on a loaded machine that takes a while.
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

/** The first rows of each on-demand page in the demo catalog. */
const PAGES = [
  { slug: 'movies', title: 'Movies', rows: ['Movies', 'Action Movies'] },
  { slug: 'series', title: 'Series', rows: ['Best Series', 'Drama Series'] },
  { slug: 'plays', title: 'Plays', rows: ['Plays', 'Comedy Plays'] },
  { slug: 'programs', title: 'Programs', rows: ['Programs'] },
  { slug: 'home', title: 'On Demand', rows: ['Browse by Category', 'Movies'] },
] as const;

async function revealLazyImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(80);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { slug, title, rows } of PAGES) {
  test(`/ondemand/${slug} shows the ${title} hero and rows with a canonical link`, async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    await page.goto(`/ondemand/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached(ROW_TIMEOUT);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible(ROW_TIMEOUT);
    for (const name of rows) await revealRow(page, name);
    await expect(page).toHaveTitle(`${title} — Sahra`);
    // the page's own canonical link comes after the one the server wrote into the page it served
    await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute(
      'href',
      `${baseURL}/ondemand/${slug}?lang=en`,
    );
    await revealLazyImages(page);
    await stepScreenshot(`ondemand-${slug}`);
  });
}

test('an on-demand list id shows that list paged as a grid', async ({ page, request, stepScreenshot }) => {
  // the list's second page, as the list call answers it
  const secondPage = await listItemsPage(request, 1201, 1);
  expect(secondPage.TotalCount).toBeGreaterThan(DEFAULT_LIST_PAGE_SIZE);
  await page.goto('/ondemand/movies/1201?pageNo=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Action Movies' })).toBeVisible(ROW_TIMEOUT);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(secondPage.Items.length);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/details\/1\d{7}\//);
  await stepScreenshot('ondemand-list-page-2');
});

test.describe('not found', () => {
  // the server answers an unknown on-demand page with the app and a 404 status, which the browser logs
  test.use({ expectedPageErrors: [/status of (404|503)/] });

  test('an unknown on-demand page, or a list id that is not a number, is not found', async ({
    page,
    stepScreenshot,
  }) => {
    await page.goto('/ondemand/cartoons');
    await expect(page).toHaveURL(/\/error\/not-found$/, ROW_TIMEOUT);
    await expect(page.getByRole('heading', { name: "We're Sorry. Page not found." })).toBeVisible();
    await stepScreenshot('ondemand-unknown');

    await page.goto('/ondemand/movies/abc');
    await expect(page).toHaveURL(/\/error\/not-found$/, ROW_TIMEOUT);
  });
});

test('in Arabic an on-demand page is named in Arabic, in its heading and its tab title', async ({
  page,
  baseURL,
  stepScreenshot,
}) => {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL! }]);
  await page.goto('/ondemand/movies');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أفلام' })).toBeAttached(ROW_TIMEOUT);
  await expect(page).toHaveTitle('أفلام — سهرة');
  await expect(
    page.getByRole('region', { name: 'Featured' }).or(page.getByRole('region').first()),
  ).toBeVisible(ROW_TIMEOUT);
  await stepScreenshot('ondemand-movies-arabic');
});
