import { LANGUAGE_COOKIE } from '@sahra/contracts';
import type { Page } from '@playwright/test';
import { configLoaded, expect, test, visit } from './fixtures/test';

/**
 * A visitor whose browser reads Arabic gets Arabic from the first byte (docs/behaviour/languages.md):
 * the server renders the page in Arabic, right to left, so no English frame is painted and redrawn.
 * The choice made with the switch is remembered in a cookie, which the server reads too.
 */

/** What an Arabic browser says it reads (Playwright's `locale` sets it for pages, not for `page.request`). */
const ARABIC_BROWSER = { 'accept-language': 'ar-EG,ar;q=0.9' };

/** The first HTML of a page, as the server sends it, before any script has run. */
async function firstHtml(page: Page, path: string, headers: Record<string, string> = ARABIC_BROWSER) {
  // the first render of a page after a start may go out as the bare shell: asked until it comes rendered
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path, { headers: { accept: 'text/html', ...headers } })).text();
        return html.includes('id="first-screen-state"');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });

  test.describe('before the app code runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page arrives in Arabic, right to left, with its Arabic title and language links', async ({
      page,
      stepScreenshot,
    }) => {
      const html = await firstHtml(page, '/');
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<link rel="alternate" hreflang="en" href=');
      // and so it is for the browser's own request, which names its languages itself
      const response = await page.goto('/');
      expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
      await expect(page).toHaveTitle('سهرة — التلفزيون العربي مباشرةً وعند الطلب');
      await expect(page.getByRole('link', { name: 'ابدأ اشتراكك' })).toHaveAttribute('href', '/plans');
      await expect(page.getByRole('region', { name: 'مختارات' })).toBeVisible();
      await stepScreenshot('arabic-first-home-without-code');

      await firstHtml(page, '/catchup/videos');
      await page.goto('/catchup/videos');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('الحلقات السابقة');
      await stepScreenshot('arabic-first-catchup-without-code');
    });
  });

  test('the app takes the Arabic page over as it is, and English chosen with the switch is what the server sends next @layout', async ({
    page,
    stepScreenshot,
  }) => {
    await firstHtml(page, '/');
    await visit(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'مختارات' })).toBeVisible();
    await stepScreenshot('arabic-first-home');

    // on phones the switch sits in the account options panel
    const accountOptions = page.getByRole('button', { name: 'خيارات الحساب' });
    if (await accountOptions.isVisible()) await accountOptions.click();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('en');

    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="en" dir="ltr">');
    await configLoaded(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  });
});

declare global {
  interface Window {
    /** The server's `<main>`, kept before any script of the app runs. */
    __serverMain?: Element | null;
  }
}

test.describe('a browser whose Accept-Language asks for Arabic while navigator.languages say English', () => {
  // a browser, an extension or a proxy may send other languages than the page reads
  test.use({ locale: 'ar-EG' });

  test('gets the Arabic page, and the app takes it over as it is, without drawing it again', async ({
    page,
    stepScreenshot,
  }) => {
    await firstHtml(page, '/');
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
      Object.defineProperty(navigator, 'language', { get: () => 'en-US' });
      // 'interactive' comes when the HTML is parsed, before the app's deferred module scripts run
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.__serverMain = document.querySelector('main');
      });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // hydration attaches React's fiber to the server's nodes; drawing the page again replaces them
    await expect
      .poll(() =>
        page.evaluate(() => {
          const main = window.__serverMain;
          if (!main) return 'no server main';
          if (!main.isConnected) return 'drawn again';
          return Object.keys(main).some((key) => key.startsWith('__reactFiber')) ? 'taken over' : 'waiting';
        }),
      )
      .toBe('taken over');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'مختارات' })).toBeVisible();
    await stepScreenshot('arabic-first-header-only');
  });
});

test('an English browser that chose Arabic before gets the Arabic page first, and a link to the English version gets English', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL! }]);
  const arabic = await page.goto('/ondemand/movies');
  expect(await arabic?.text()).toContain('<html lang="ar" dir="rtl">');
  await configLoaded(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const english = await page.goto('/ondemand/movies?lang=en');
  expect(await english?.text()).toContain('<html lang="en" dir="ltr">');
  await configLoaded(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Movies — Sahra');
});
