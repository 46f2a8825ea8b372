import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';

// the first read of each catalog call is uncached; a loaded machine needs more than 10 s
const expect = baseExpect.configure({ timeout: 20_000 });

/** The visitor's remembered language (apps/web/src/lib/i18n.ts, LANGUAGE_STORAGE_KEY). */
async function useArabic(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
}

test('the privacy page shows the policy from the content service as paragraphs of text', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/info/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const paragraphs = page.getByRole('article').locator('p');
  await expect(paragraphs).toHaveCount(5);
  await expect(paragraphs.first()).toHaveText(
    /^This Privacy Policy explains which personal data Sahra collects/,
  );
  await expect(page).toHaveTitle('Privacy Policy — Sahra');
  await stepScreenshot('legal-privacy');
});

test('the terms page shows the terms and conditions, reached from the footer', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/info\/termsofuse$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const paragraphs = page.getByRole('article').locator('p');
  await expect(paragraphs).toHaveCount(5);
  await expect(paragraphs.nth(2)).toContainText('auto-renewal can be turned off');
  await stepScreenshot('legal-terms');
});

test('the devices page lists every supported device with its app-store links', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Supported devices' })).toBeVisible();
  // the footer has app-store links too: the page's own are in main
  const main = page.getByRole('main');
  const devices = main.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(devices).toHaveText([
    'Web browsers',
    'iPhone and iPad',
    'Android phones and tablets',
    'Android TV',
    'Apple TV',
    'Samsung Smart TV',
    'LG Smart TV',
  ]);
  const appStore = main.getByRole('link', { name: 'Download on the App Store' });
  const googlePlay = main.getByRole('link', { name: 'Get it on Google Play' });
  await expect(appStore).toHaveCount(2); // iPhone and iPad, Apple TV
  await expect(googlePlay).toHaveCount(2); // Android, Android TV
  await expect(appStore.first()).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(googlePlay.first()).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  await expect(main.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/plans');
  await stepScreenshot('legal-devices');
});

test('in Arabic the legal and devices pages read right to left with Arabic headings', async ({
  page,
  stepScreenshot,
}) => {
  await useArabic(page);
  await page.goto('/info/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  await expect(page.getByRole('article').locator('p')).toHaveCount(5);
  await stepScreenshot('legal-privacy-ar');
  await page.goto('/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'الأجهزة المدعومة' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'حمّله من App Store' })).toHaveCount(2);
  await stepScreenshot('legal-devices-ar');
});

test.describe('when the content service fails', () => {
  test.use({ expectedPageErrors: [/status of 503/] });

  test('a legal page says so and offers to try again, which loads the text', async ({
    page,
    stepScreenshot,
  }) => {
    let failing = true;
    await page.route('**/api/GetItemById?*', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            json: { Success: false, Result: null, ErrorCode: 'Overloaded', ErrorMessage: 'busy' },
          })
        : route.continue(),
    );
    await page.goto('/info/termsofuse');
    // two retries a second or two apart come first
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await stepScreenshot('legal-terms-failed');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').locator('p')).toHaveCount(5);
  });
});

test('the country-blocked page reads "We\'re Sorry." and that the content is not available here', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/country-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "We're Sorry. Our content is currently not available in your location.",
  );
  await useArabic(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('نأسف');
  await stepScreenshot('country-error-ar');
});
