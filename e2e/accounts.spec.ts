import { createAccount, logIn, newAccount, openAccountMenu, signInNewAccount } from './fixtures/accounts';
import { countMails, readMailedCode } from './fixtures/mail';
import { expect, isCollapsedNav, test, whenHydrated } from './fixtures/test';

// @layout: the register page stacks its sales points on a phone; its verify step is the README's
// verify-phone.png
test('a visitor registers, verifies the e-mail with the mailed code and reaches the payment-method choice @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const account = newAccount();
  // without a chosen offer, register sends the visitor to the plans, where choosing one stores it
  const toPlans = page.waitForURL('/plans');
  await page.goto('/register');
  await toPlans;
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Free Trial', exact: true }) })
    .getByRole('button', { name: 'Start Your Free Trial' })
    .click();
  await expect(page).toHaveURL('/register');
  expect(await page.evaluate(() => sessionStorage.getItem('selected-offer-id'))).toBe('1');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('80+ live Arabic channels with timeshift')).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Number is not valid')).toBeVisible();
  await expect(page.getByText('You need to agree to the terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Name and surname')).toHaveAttribute('aria-invalid', 'true');
  await stepScreenshot('register-validation');

  await page.getByLabel('Name and surname').fill(`${account.name} ${account.surname}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(`${account.password}!`);
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('Mobile number').fill(account.nationalMobile);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords are not matching!')).toBeVisible();
  await page.getByLabel('Repeat password').fill(account.password);
  await stepScreenshot('register-filled');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`/register/verify?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/The code expires in\s*1[45]:\d\d/);
  const code = await readMailedCode(request, account.email);
  // a reload finds the unexpired code and does not send another
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await countMails(request, account.email)).toBe(1);
  await stepScreenshot('verify-email');

  await page.getByLabel('Verification code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/register/payment-select');
  await expect(page.getByRole('link', { name: 'Credit card' })).toBeVisible();
});

test('an expired code shows Resend, which mails a new code', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/register/verify?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(() => countMails(request, account.email)).toBe(1);
  // the page runs on Playwright's clock (fixtures/product-clock.ts): a quarter of an hour passes at once
  await page.clock.fastForward('15:01');
  await expect(page.getByText('The code has expired.')).toBeVisible();
  await stepScreenshot('verify-expired');
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => countMails(request, account.email)).toBe(2);
});

test('verify by mobile counts down too, and Cancel returns to e-mail verification', async ({
  page,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/register/verify?email=${encodeURIComponent(account.email)}`);
  await page.getByRole('link', { name: 'Verify with your mobile number instead' }).click();
  await expect(page).toHaveURL('/register/verify-mobile');
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-character code to ${account.mobile}.`)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/1[45]:\d\d/);
  await stepScreenshot('verify-mobile');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/register/verify?email=${encodeURIComponent(account.email)}`);
});

test('the login page reads right to left in Arabic', async ({ page, stepScreenshot }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('البريد الإلكتروني أو رقم الجوال غير صالح')).toBeVisible();
  await stepScreenshot('login-arabic');
});

test.describe(() => {
  test.use({ expectedPageErrors: [/status of 400/] });

  test('a verification code has 6 characters, and a wrong one shows the server message', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount();
    await createAccount(baseURL, account);
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL('/');
    await page.goto(`/register/verify?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByLabel('Verification code').fill('ABC');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please Enter A Valid Code')).toBeVisible();
    await page.getByLabel('Verification code').fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Enter A Valid Code' })).toBeVisible();
    await expect(page).toHaveURL(/\/register\/verify/);
  });
});

test.describe('login', () => {
  test('by e-mail, showing the user in the account menu', async ({ page, baseURL, stepScreenshot }) => {
    const account = newAccount();
    await createAccount(baseURL, account);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Start your free trial', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.getByLabel('Password', { exact: true }).fill('hidden');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await stepScreenshot('login');

    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL('/');
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(`${account.name} ${account.surname}`);
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Lists' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Support Centre/ })).toBeVisible();
    await stepScreenshot('login-signed-in-menu');

    // the session survives a reload (cached user data) and login then sends the user on
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  // @layout: its phone screenshot is the README's login-phone.png
  test('by mobile: digits switch to phone input and the first one gets the dialling prefix @layout', async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    const account = newAccount();
    await createAccount(baseURL, account);
    await page.goto('/login');
    const field = page.getByLabel('E-mail or mobile number');
    await field.pressSequentially(account.nationalMobile, { delay: 30 });
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    await expect(field).toHaveValue(account.mobile);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await stepScreenshot('login-mobile');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(await openAccountMenu(page)).toContainText(account.name);
  });

  test('digits typed before the country list has arrived still get the dialling prefix', async ({ page }) => {
    let releaseCountries = () => {};
    const countriesHeld = new Promise<void>((resolve) => (releaseCountries = resolve));
    await page.route(/\/assets\/country-select-[^/]+\.js$/, async (route) => {
      await countriesHeld;
      await route.continue();
    });
    const account = newAccount();
    await page.goto('/login');
    const field = page.getByLabel('E-mail or mobile number');
    await field.pressSequentially(account.nationalMobile, { delay: 30 });
    await expect(field).toHaveValue(account.nationalMobile);
    releaseCountries();
    await expect(field).toHaveValue(account.mobile);
  });

  test('a country list arriving while digits are being typed gives the whole number its prefix', async ({
    page,
  }) => {
    let releaseCountries = () => {};
    const countriesHeld = new Promise<void>((resolve) => (releaseCountries = resolve));
    await page.route(/\/assets\/country-select-[^/]+\.js$/, async (route) => {
      await countriesHeld;
      await route.continue();
    });
    const account = newAccount();
    await page.goto('/login');
    const field = page.getByLabel('E-mail or mobile number');
    const typedFirst = account.nationalMobile.slice(0, 4);
    await field.pressSequentially(typedFirst);
    releaseCountries();
    // the keys keep coming while the list's chunk arrives and the field re-renders
    await field.pressSequentially(account.nationalMobile.slice(typedFirst.length));
    await expect(field).toHaveValue(account.mobile);
  });

  test.describe(() => {
    test.use({ expectedPageErrors: [/status of 401/] });

    test('with a wrong password shows the spec message', async ({ page, baseURL }) => {
      const account = newAccount();
      await createAccount(baseURL, account);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Invalid email address or mobile number')).toBeVisible();
      await logIn(page, account.email, 'not-the-password');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please enter a valid username and/or password' }),
      ).toBeVisible();
      await expect(page).toHaveURL('/login');
    });
  });
});

test('forgot password: a mailed code and a new password sign the user in and send them home', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your Password' }).click();
  await expect(page).toHaveURL('/login/forgot-password');
  await page.getByLabel('E-mail or mobile number').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the code we sent to ${account.email}`)).toBeVisible();
  const code = await readMailedCode(request, account.email);

  const newPassword = 'New-Sahra-2026';
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(`${newPassword}?`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Repeat new password').fill(newPassword);
  await stepScreenshot('forgot-password-reset');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL('/');
  await expect(await openAccountMenu(page)).toContainText(account.name);
});

test('change password: checked when a field is left, then confirmed on the account page', async ({
  page,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Membership Information' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(account.email)).toBeVisible();
  await expect(main.getByText(account.mobile)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Verify' })).toHaveCount(2);
  await expect(main.getByText(`${account.name} ${account.surname}`)).toBeVisible();
  await stepScreenshot('account');

  await page.getByRole('link', { name: 'Change' }).click();
  await expect(page).toHaveURL('/account/change-password');
  const current = page.getByLabel('Your Current Password');
  await current.focus();
  await current.blur();
  await expect(page.getByText('Required')).toHaveCount(1);
  // typing checks nothing: the message stays until the field is left
  await current.fill(account.password);
  await expect(page.getByText('Required')).toHaveCount(1);
  await current.blur();
  await expect(page.getByText('Required')).toHaveCount(0);

  await page.getByLabel('New Password', { exact: true }).fill('New-Sahra-2026');
  const again = page.getByLabel('New Password (Again)');
  await again.fill('Other-Sahra-2026');
  await again.blur();
  await expect(page.getByText("Passwords don't match")).toHaveCount(2);
  await stepScreenshot('change-password-validation');

  await again.fill('New-Sahra-2026');
  await page.getByRole('button', { name: 'Update My Password' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test.describe(() => {
  test.use({ expectedPageErrors: [/status of 403/] });

  test('change password with a wrong current password says so, in English and in Arabic', async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    await signInNewAccount(page, baseURL);
    const tryWrongPassword = async () => {
      await page.goto('/account/change-password');
      await page.locator('input[autocomplete="current-password"]').fill('not-my-password');
      await page.locator('input[autocomplete="new-password"]').first().fill('New-Sahra-2026');
      await page.locator('input[autocomplete="new-password"]').last().fill('New-Sahra-2026');
      await page.getByRole('main').locator('form button[type="submit"]').click();
    };
    await tryWrongPassword();
    // not the login's "Please enter a valid username and/or password": the user is signed in already
    await expect(page.getByRole('alert')).toHaveText('The current password is incorrect');
    await stepScreenshot('change-password-wrong-current');

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await tryWrongPassword();
    await expect(page.getByRole('alert')).toHaveText('كلمة المرور الحالية غير صحيحة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await stepScreenshot('change-password-wrong-current-arabic');
  });
});

test('logout ends the session: guest buttons return and the account page asks for login @layout', async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await page.evaluate(() => sessionStorage.setItem('verify-code', '{"belongTo":"x","expires":1}'));
  const menu = await openAccountMenu(page);
  // logging out loads the home page afresh
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  // the guest buttons are back (behind the account toggle on narrow screens)
  await expect(page.getByRole('banner').locator('[data-signed-in]')).toHaveAttribute(
    'data-signed-in',
    'false',
  );
  // the reloaded page is the server's until React hydrates it: a press on the toggle before then is lost
  if (await isCollapsedNav(page))
    await (await whenHydrated(page.getByRole('button', { name: 'Account options' }))).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('verify-code'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL('/login?from=%2Faccount');
});

test('logout while the home page is still loading the member’s rows: no call of theirs reaches the server after it, so none is refused', async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  // the personal rows' login token (GET /service/profile) is held on its way until the server has ended
  // the session; a call still going then would be refused and read as a session ended elsewhere
  const held: { release: () => Promise<void> }[] = [];
  await page.route('**/service/profile?**', async (route) => {
    const request = route.request();
    const settled = new Promise<void>((resolve) => {
      const done = (other: typeof request) => other === request && resolve();
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    held.push({
      release: async () => {
        await route.continue().catch(() => {
          // the page dropped the call: there is nothing to send on
        });
        await settled;
      },
    });
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  await page.route('**/membership/logout?**', async (route) => {
    const ended = await route.fetch();
    for (const call of held) await call.release();
    await route.fulfill({ response: ended });
  });
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const menu = await openAccountMenu(page);
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').locator('[data-signed-in]')).toHaveAttribute(
    'data-signed-in',
    'false',
  );
  expect(refused).toEqual([]);
});

test('a protected screen sends a visitor to login and back again after it', async ({
  page,
  baseURL,
  stepScreenshot,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  await page.goto('/account/change-password');
  await expect(page).toHaveURL('/login?from=%2Faccount%2Fchange-password');
  await stepScreenshot('protected-redirect-login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/account/change-password');
  await expect(page.getByRole('button', { name: 'Update My Password' })).toBeVisible();
});

test('an open redirect through `from` after login, or when already signed in, stays on this site', async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  await createAccount(baseURL, account);
  const site = new URL(baseURL ?? '').origin;
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) leaving.push(request.url());
  });
  const [first, ...rest] = [
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://evil.example/login',
  ];
  await page.goto(`/login?from=${encodeURIComponent(first ?? '')}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${site}/`);
  // signed in, the login page sends the user straight on to `from`
  for (const from of rest) {
    await page.goto(`/login?from=${encodeURIComponent(from)}`);
    await expect(page, from).not.toHaveURL(/\/login/);
    // a path that merely spells a host ("/%2F%2Fevil.example") is a page of this site, not found here
    expect(new URL(page.url()).origin, from).toBe(site);
  }
  expect(leaving).toEqual([]);
});
