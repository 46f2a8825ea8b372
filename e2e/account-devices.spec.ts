import { API_KEY_PARAMETER, DEMO_API_KEY, LANGUAGE_COOKIE } from '@sahra/contracts';
import { COUNTRY_HEADER, createAccount, logIn, newAccount, type Account } from './fixtures/accounts';
import { expect, test } from './fixtures/test';
import type { Page } from '@playwright/test';

async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
}

/**
 * A new account signed in on this page and on another browser, in Egypt as its proxy says (the other
 * browser is returned).
 */
async function signedInOnTwoBrowsers(page: Page, other: Page, baseURL: string | undefined): Promise<Page> {
  const account = newAccount();
  await createAccount(baseURL, account);
  await signIn(page, account);
  await other.context().setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'EG' });
  await signIn(other, account);
  return other;
}

/** The account page's devices, by the list's name in each language. */
const DEVICE_LIST = { en: 'Signed-in devices', ar: 'الأجهزة المسجّل دخولها' } as const;
const devices = (page: Page, language: keyof typeof DEVICE_LIST = 'en') =>
  page.getByRole('list', { name: DEVICE_LIST[language] }).getByRole('listitem');

test('the account page lists the signed-in devices; one signed out from here is signed out there', async ({
  page,
  newDevice,
  baseURL,
  stepScreenshot,
}) => {
  const other = await signedInOnTwoBrowsers(page, await newDevice(), baseURL);

  await page.goto('/account');
  // registering signed the account in on the server too: that session, the other browser and this one
  await expect(devices(page)).toHaveCount(3);
  await expect(devices(page).filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices(page).first()).toContainText(/Signed in .* · last seen /);
  // told apart by browser and system, and by where they signed in
  // (the phone journey's browser says it is Chrome on Android)
  await expect(devices(page).filter({ hasText: 'This device' })).toContainText(/Chrome on (Linux|Android)/);
  await expect(devices(page).filter({ hasText: 'In Egypt ·' })).toHaveCount(1);
  await stepScreenshot('account-devices');
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(devices(page, 'ar').filter({ hasText: 'في مصر' })).toHaveCount(1);
  // the device's name in Arabic words, its brands as they are
  await expect(devices(page, 'ar').filter({ hasText: 'هذا الجهاز' })).toContainText(
    /Chrome على (Linux|Android)/,
  );
  await stepScreenshot('account-devices-ar');
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL! }]);
  await page.reload();

  // most recently seen first: of the other sessions, the other browser (it signed in after registering)
  await devices(page)
    .filter({ hasNotText: 'This device' })
    .first()
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(devices(page)).toHaveCount(2);
  // the other browser's session has ended: the account service refuses its cookies
  const refused = await other
    .context()
    .request.get(`/membership/account/devices?${API_KEY_PARAMETER}=${DEMO_API_KEY}`);
  expect(refused.status()).toBe(401);
  await other.close();
});

test('signing out this device logs out', async ({ page, baseURL }) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await signIn(page, account);
  await page.goto('/account');
  await devices(page)
    .filter({ hasText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

// @layout: its other browser's login page is the README's session-ended-arabic-phone.png
test('"Sign out of all other devices" ends the others; a browser whose session ended is sent to login, which says why @layout', async ({
  page,
  newDevice,
  baseURL,
  stepScreenshot,
}) => {
  const other = await signedInOnTwoBrowsers(page, await newDevice(), baseURL);
  await other.context().addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await other.goto('/account');
  await expect(devices(other, 'ar')).toHaveCount(3);

  await page.goto('/account');
  await expect(devices(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(devices(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);
  await stepScreenshot('account-devices-others-signed-out');

  // the other browser still shows its account page from the session it remembers: its next call is refused
  await other.reload();
  await expect(other).toHaveURL(/\/login\?from=%2Faccount&ended=1$/);
  await expect(other.getByRole('status')).toHaveText(
    'تم تسجيل خروجك هنا لأن جلستك أُنهيت من جهاز آخر أو انتهت مدتها. سجّل الدخول مجدداً للمتابعة.',
  );
  await stepScreenshot('account-session-ended-arabic', other.locator('body'));
});
