import type { Page } from '@playwright/test';
import { configLoaded, expect, isCollapsedNav, test, visit } from './fixtures/test';

/**
 * Waits for the home configuration (the menu is built from it): on a busy machine the first answers
 * of a freshly seeded server can take longer than an assertion's 10 seconds.
 */
/** The language switch of the navigation bar; on phones it sits in the account options panel. */
async function switchToArabic(page: Page) {
  if (await isCollapsedNav(page)) await page.getByRole('button', { name: 'Account options' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
}

/** The Arabic menu, opened from the hamburger on phones. */
async function arabicMenu(page: Page) {
  const hamburger = page.getByRole('button', { name: 'القائمة', exact: true });
  if (await hamburger.isVisible()) await hamburger.click();
  return page.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

test('Arabic turns the page right to left with Arabic labels, and is remembered after a reload @layout', async ({
  page,
  stepScreenshot,
}) => {
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await switchToArabic(page);

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'ابدأ تجربتك المجانية' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
  await stepScreenshot('language-arabic-home');

  await page.reload();
  await configLoaded(page);
  await expect(html).toHaveAttribute('dir', 'rtl');
  // remembered in the cookie the server reads: the reloaded page came in Arabic from the server
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('ar');
  const menu = await arabicMenu(page);
  await expect(menu.getByRole('link', { name: 'الرئيسية', exact: true })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('button', { name: 'القنوات' })).toBeVisible();
  await stepScreenshot('language-arabic-menu');
});

test('the footer speaks Arabic too, and switches back to English', async ({ page, stepScreenshot }) => {
  await page.addInitScript(() => {
    // only the first load starts in Arabic; the switch back must then be what is remembered
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('language', 'ar');
    sessionStorage.setItem('seeded', '1');
  });
  await visit(page, '/search?q=adel');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('المقر الرئيسي، هولندا');
  // the postal lines stay as the post reads them; the countries are named in Arabic
  await expect(footer.locator('address').first()).toContainText('Amsterdam');
  await expect(footer).not.toContainText('Netherlands');
  await expect(footer.locator('address').last()).toContainText('أستراليا');
  await expect(footer.getByRole('link', { name: 'الخصوصية' })).toHaveAttribute('href', '/info/privacy');
  await expect(footer.getByRole('link', { name: 'سهرة على Facebook' })).toBeVisible();
  await stepScreenshot('language-arabic-footer');

  await footer.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(footer).toContainText('Head office, Netherlands');
  await page.reload();
  await configLoaded(page);
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo')).toContainText('Head office, Netherlands');
});

test('in Arabic the search page, the suggestions and the channel popup speak Arabic @layout', async ({
  page,
  stepScreenshot,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await visit(page, '/search?q=sea');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^نتائج البحث عن\s*sea$/);
  // titles in the chosen language: the catalog's Arabic names
  await expect(page.getByRole('main').getByText('سر البحر').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'الصفحات' })).toBeVisible();
  await stepScreenshot('language-arabic-search');

  const toggle = page.getByRole('button', { name: 'إظهار البحث' });
  if (await toggle.isVisible()) await toggle.click();
  const box = page.getByRole('combobox', { name: 'ابحث عن العناوين' });
  await box.fill('ليالي');
  const listbox = page.getByRole('listbox', { name: 'اقتراحات' });
  await expect(listbox.getByRole('option').first()).toContainText('ليالي');
  await expect(listbox.getByRole('option').last()).toHaveText('عرض كل النتائج');
  await stepScreenshot('language-arabic-suggestions');
  await box.press('Escape');
  await box.press('Escape');

  await (await arabicMenu(page)).getByRole('button', { name: 'القنوات' }).click();
  const popup = page.getByRole('dialog', { name: 'القنوات المباشرة' });
  await expect(popup.getByRole('link', { name: 'تصفح جدول البث التلفزيوني المباشر' })).toHaveAttribute(
    'href',
    '/channel',
  );
  await expect(popup.getByRole('link', { name: 'النهار دراما' })).toHaveAttribute(
    'href',
    '/play/10000/al-nahar-drama',
  );
  await expect(popup.locator('img').first()).toHaveJSProperty('complete', true);
  await stepScreenshot('language-arabic-channel-popup');
});
