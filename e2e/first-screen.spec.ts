import { LANGUAGE_COOKIE } from '@sahra/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * Browsing pages come with their first screen rendered by the server (ADR 008): it shows before the
 * app's code runs, and the app then takes over those very elements (hydration) instead of drawing the
 * page again.
 */

const ROW_TIMEOUT = { timeout: 15_000 };
/** The element the server writes the rendered page's state into. */
const FIRST_SCREEN_STATE = 'id="first-screen-state"';

/**
 * A page not rendered within 2 s goes out as the bare shell while its rendering finishes for the next
 * visit (as on a server's first pages after a start): the page is asked for until it comes rendered.
 */
async function untilServerRendered(page: Page, path: string) {
  await expect
    .poll(async () => (await page.request.get(path, { headers: { accept: 'text/html' } })).text(), {
      timeout: 30_000,
    })
    .toContain(FIRST_SCREEN_STATE);
}

test.describe('with the app code switched off', () => {
  test.use({ javaScriptEnabled: false });

  // @layout: the server renders without knowing the screen: a phone's first screen comes from the
  // styles alone
  test('home, on-demand, catch-up and details pages show their first screen from the server @layout', async ({
    page,
    stepScreenshot,
  }) => {
    for (const path of ['/', '/ondemand/movies', '/catchup/videos']) await untilServerRendered(page, path);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('link', { name: /Watch now/ }).first()).toHaveAttribute(
      'href',
      /^\/details\/\d+\//,
    );
    await expect(page.getByRole('link', { name: 'Start Your Subscription' })).toBeVisible();
    // the rows the page shows at once are there, cards and all
    const firstRow = page.getByRole('region', { name: 'Latest Catch-up' });
    await expect(firstRow.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/(details|catchup\/play)\/\d+\//,
    );
    await stepScreenshot('first-screen-home-without-code');

    await page.goto('/ondemand/movies');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page).toHaveTitle('Movies — Sahra');

    await page.goto('/catchup/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Catchup Videos' })).toBeVisible();
    // 20 videos: episodes to their play page, films shown on TV to their details page
    await expect(page.locator('main li a[href^="/catchup/play/"], main li a[href^="/details/"]')).toHaveCount(
      20,
    );
    await stepScreenshot('first-screen-catchup-without-code');

    await page.goto('/ondemand/movies');
    const href = (await page.locator('main a[href^="/details/"]').first().getAttribute('href')) ?? '/';
    await untilServerRendered(page, href);
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch now/ })).toBeVisible();
  });

  test('a see-all list and a list group show their first screen from the server, in Arabic too', async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    const seeAll = '/home/list-details/1107';
    for (const path of [seeAll, '/en/listgroup/plays']) await untilServerRendered(page, path);
    await page.goto(seeAll);
    await expect(page.getByRole('heading', { level: 1, name: 'Comedy' })).toBeVisible();
    await expect(page.locator('main li a[href^="/catchup/play/"], main li a[href^="/details/"]')).toHaveCount(
      20,
    );
    await page.goto('/en/listgroup/plays');
    await expect(page).toHaveTitle('Plays — Sahra');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL! }]);
    await untilServerRendered(page, seeAll);
    await page.goto(seeAll);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'كوميديا' })).toBeVisible();
    await expect(page.locator('main li a[href^="/catchup/play/"], main li a[href^="/details/"]')).toHaveCount(
      20,
    );
    await stepScreenshot('first-screen-see-all-arabic-without-code');
  });

  test("search results and the guide's frame show their first screen from the server, in Arabic too", async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    const search = '/search?q=love';
    const results = page.locator('main li a[href^="/catchup/play/"], main li a[href^="/details/"]');
    for (const path of [search, '/guide']) await untilServerRendered(page, path);
    await page.goto(search);
    await expect(page).toHaveTitle('Search results for love');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for love' })).toBeVisible();
    await expect(results.first()).toBeVisible();
    // the grid depends on the viewer's calendar and time zone: the server sends the page with its skeleton
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'TV guide' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the guide' })).toBeAttached();

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL! }]);
    for (const path of [search, '/guide']) await untilServerRendered(page, path);
    await page.goto(search);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن love' })).toBeVisible();
    await expect(results.first()).toBeVisible();
    await stepScreenshot('first-screen-search-arabic-without-code');
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'دليل البرامج' })).toBeVisible();
    await stepScreenshot('first-screen-guide-arabic-without-code');
  });
});

// @layout: a phone draws some parts otherwise (the catch-up pager): hydration must still take the
// server's page over
test('the app takes over the elements the server rendered, without drawing the page again @layout', async ({
  page,
}) => {
  // kept before any of the app's code runs: the server's own <main> element
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });
  for (const path of ['/', '/catchup/videos']) {
    // run first after the server starts, this journey would otherwise get the bare shell: nothing to take over
    await untilServerRendered(page, path);
    await page.goto(path);
    // hydrated: React has claimed the very <main> the server sent (its fiber is attached to it)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const kept = (window as unknown as { serverMain: Element | null }).serverMain;
          return (
            kept !== null &&
            kept === document.querySelector('main') &&
            Object.keys(kept).some((key) => key.startsWith('__reactFiber'))
          );
        }),
      )
      .toBe(true);
  }
});

test("a visitor's page is rendered for a visitor: the locks of channels a plan unlocks come with it and stay", async ({
  page,
  stepScreenshot,
}) => {
  // kept before any of the app's code runs: the first lock the server drew
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverLock: Element | null }).serverLock =
        document.querySelector('[data-locked]');
    });
  });
  await untilServerRendered(page, '/channel');
  await page.goto('/channel');
  await expect(page.getByRole('img', { name: /^Locked: needs / }).first()).toBeVisible();
  // hydrated with the visitor's session, the app kept the server's lock rather than drawing the grid again
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = (window as unknown as { serverLock: Element | null }).serverLock;
        const main = document.querySelector('main');
        return (
          kept !== null &&
          kept.isConnected &&
          main !== null &&
          Object.keys(main).some((key) => key.startsWith('__reactFiber'))
        );
      }),
    )
    .toBe(true);
  await stepScreenshot('first-screen-channels-visitor');
});

test('a server-rendered row moves with its next button once the app runs @pointer', async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Live Channels' });
  await expect(row).toBeVisible(ROW_TIMEOUT);
  const next = row.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(row.getByRole('button', { name: 'Previous' })).toBeEnabled(ROW_TIMEOUT);
});
