import { expect, test } from './fixtures/test';

/**
 * Browsing pages come with their first screen rendered by the server (ADR 008): it shows before the
 * app's code runs, and the app then takes over those very elements (hydration) instead of drawing the
 * page again.
 */

const ROW_TIMEOUT = { timeout: 15_000 };

test.describe('with the app code switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, on-demand, catch-up and details pages show their first screen from the server', async ({
    page,
    stepScreenshot,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(hero.getByRole('link', { name: /Watch now/ }).first()).toHaveAttribute(
      'href',
      /^\/details\/\d+\//,
    );
    await expect(page.getByRole('link', { name: 'Start Your Subscription' })).toBeVisible();
    const firstRow = page.getByRole('region').nth(1);
    await expect(firstRow.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\//);
    await stepScreenshot('first-screen-home-without-code');

    await page.goto('/ondemand/movies');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page).toHaveTitle('Movies — Sahra');

    await page.goto('/catchup/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Catchup Videos' })).toBeVisible();
    await expect(page.locator('main li a[href^="/catchup/play/"]')).toHaveCount(20);
    await stepScreenshot('first-screen-catchup-without-code');

    const movieLink = page.locator('a[href^="/details/"]').first();
    await page.goto('/ondemand/movies');
    const href = await movieLink.getAttribute('href');
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch now/ })).toBeVisible();
  });
});

test('the app takes over the elements the server rendered, without drawing the page again', async ({
  page,
}) => {
  // kept before any of the app's code runs: the server's own <main> element
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });
  for (const path of ['/', '/catchup/videos']) {
    await page.goto(path);
    // the app is running: its search box answers typing
    await page
      .getByRole('combobox', { name: /search/i })
      .first()
      .waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const kept = (window as unknown as { serverMain: Element | null }).serverMain;
          return kept !== null && kept === document.querySelector('main') && kept.isConnected;
        }),
      )
      .toBe(true);
  }
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
