import type { Page, Request } from '@playwright/test';
import { newAccount } from './fixtures/accounts';
import { readMailedCode } from './fixtures/mail';
import { pay, TEST_CARD, verifiedAccount } from './fixtures/subscriber';
import { expect, test } from './fixtures/test';

const DECLINED_CARD = '4000 0000 0000 9995';

/**
 * Every request the browser sends to our server during a journey, URL and body, and every line the page
 * logs to its console, so a journey can prove that no card number, expiry or CVC ever reaches the server
 * or a log (only the tokeniser's payment-method id does).
 */
function recordRequests(page: Page, origin: string) {
  const sent: { url: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(origin)) sent.push({ url: request.url(), body: request.postData() ?? '' });
  });
  // a console line goes in as the URL "console:", which names no path of ours
  page.on('console', (message) => sent.push({ url: 'console:', body: message.text() }));
  return sent;
}

/** Proves that none of the requests carries the card: its number (with or without spaces), expiry or CVC. */
function expectNoCardData(
  sent: { url: string; body: string }[],
  card: { number: string; expiry: string; cvc: string },
) {
  const digits = card.number.replace(/\s/g, '');
  const values = (body: string): unknown[] => {
    try {
      return Object.values(JSON.parse(body) as Record<string, unknown>);
    } catch {
      return [];
    }
  };
  expect(sent.length).toBeGreaterThan(0);
  for (const { url, body } of sent) {
    const raw = `${url} ${body}`;
    let text = raw;
    try {
      text = decodeURIComponent(raw);
    } catch {
      // a console line with a bare % is read as it is
    }
    expect(text).not.toContain(digits);
    expect(text).not.toContain(card.number);
    expect(text).not.toContain(digits.slice(0, 12));
    for (const value of values(body)) {
      expect([card.cvc, card.expiry, Number(card.cvc)]).not.toContain(value);
    }
  }
}

/** The plan card of a plan by its name. */
const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('plans → register → verify → pay with the test card → success → account billing → cancel', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const sent = recordRequests(page, baseURL ?? '');
  const account = newAccount();
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Arabic TV, live and on demand' })).toBeVisible();
  for (const claim of [
    '80+ live channels with timeshift',
    'Watch on 3 devices at the same time',
    '8 hours DVR on all channels',
    'No ads',
    'Cancel any time',
    'Auto-renewal can be turned off',
  ]) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Best Series' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Channels' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Watch everywhere' })).toBeVisible();
  // monthly price = price / duration, or / 12 for yearly plans
  await expect(planCard(page, 'Monthly').getByTestId('plan-price')).toHaveText('9.99$/Month');
  await expect(planCard(page, 'Yearly').getByTestId('plan-price')).toHaveText('8.33$/Month');
  await expect(
    planCard(page, 'Free Trial').getByRole('button', { name: 'Start Your Free Trial' }),
  ).toBeVisible();
  await stepScreenshot('plans');

  await planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL('/register');
  expect(await page.evaluate(() => sessionStorage.getItem('selected-offer-id'))).toBe('2');
  await page.getByLabel('Name and surname').fill(`${account.name} ${account.surname}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(account.password);
  await page.getByLabel('Country').selectOption('NL');
  await page.getByLabel('Mobile number').fill(account.nationalMobile);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/register/verify?email=${encodeURIComponent(account.email)}`);
  await page.getByLabel('Verification code').fill(await readMailedCode(request, account.email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL('/register/payment-select');
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await stepScreenshot('payment-select');
  await page.getByRole('link', { name: 'Credit card' }).click();
  await expect(page.getByRole('heading', { name: 'Start your subscription' })).toBeVisible();
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start My Subscription' }).click();
  await expect(page.getByText('Invalid Full Name')).toBeVisible();
  // the card inputs are no form fields: without names, nothing of them could be posted
  await expect(page.getByTestId('card-fields').locator('input')).toHaveCount(3);
  await expect(page.getByTestId('card-fields').locator('input[name]')).toHaveCount(0);
  await page.getByLabel('Name on card').fill('Layla Haddad');
  await page.getByLabel('Card number').fill(TEST_CARD.number);
  await page.getByLabel('Expiry date').fill(TEST_CARD.expiry);
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await stepScreenshot('payment-subscribe');
  // a double click pays once: one purchase started, one Subscribe sent
  await page.getByRole('button', { name: 'Start My Subscription' }).dblclick();

  await expect(page).toHaveURL('/register/success');
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hope you Enjoy it!' })).toBeVisible();
  await stepScreenshot('register-success');

  await page.goto('/account');
  const billing = page.getByRole('region', { name: 'Package and Billing Details' });
  await expect(billing.getByText('Your subscription is active.')).toBeVisible();
  await expect(billing.getByText('•••• 4242')).toBeVisible();
  await expect(billing.getByRole('link', { name: 'I have a promotion Code' })).toBeVisible();
  await stepScreenshot('account-billing');

  await billing.getByRole('link', { name: 'Cancel My Subscription' }).click();
  await expect(page).toHaveURL('/subscription/cancel');
  await expect(page.getByText('Are you sure you want to cancel your subscription?')).toBeVisible();
  await expect(
    page.getByText(/stays available until .+, the last day of your subscription\. Nothing is charged/),
  ).toBeVisible();
  await stepScreenshot('cancel-step-1');
  await page.getByRole('button', { name: 'Yes. I am sure' }).click();
  await page.getByRole('button', { name: 'Cancel My Subscription' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password').fill(account.password);
  await stepScreenshot('cancel-step-2');
  await page.getByRole('button', { name: 'Cancel My Subscription' }).click();

  await expect(page).toHaveURL('/account');
  await expect(billing.getByText('Your subscription has been cancelled.', { exact: false })).toBeVisible();
  // state 2 (Cancelling): still watching until the expiry date, no Cancel button
  await expect(billing.getByText('Available until')).toBeVisible();
  await expect(billing.getByRole('link', { name: 'Cancel My Subscription' })).toHaveCount(0);
  await stepScreenshot('account-cancelled');

  const calls = (path: string) => sent.filter(({ url }) => new URL(url).pathname === path).length;
  expect(calls('/sales/purchase/start')).toBe(1);
  expect(calls('/payments/subscribe')).toBe(1);
  // no card number, expiry or CVC in any request to our server: only the payment-method id
  expectNoCardData(sent, TEST_CARD);
  expect(sent.some(({ body }) => body.includes('pm_sandbox_succeeded_4242'))).toBe(true);
});

test.describe(() => {
  // the provider's refusal of the card is the server's 402 answer, which the browser logs
  test.use({ expectedPageErrors: [/status of 402/] });

  test('a declined card shows the provider message on screen; another card then pays', async ({
    page,
    request,
    baseURL,
    stepScreenshot,
  }) => {
    const sent = recordRequests(page, baseURL ?? '');
    await verifiedAccount(page, request, baseURL);
    await page.goto('/plans');
    await planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL('/payment/subscribe');
    const declined = { ...TEST_CARD, number: DECLINED_CARD };
    await pay(page, 'Layla Haddad', declined);
    await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await expect(page).toHaveURL('/payment/subscribe');
    await stepScreenshot('payment-declined');

    await pay(page, 'Layla Haddad', TEST_CARD);
    await expect(page).toHaveURL('/register/success');
    expectNoCardData(sent, declined);
    expectNoCardData(sent, TEST_CARD);
  });
});

test('a promo code: too short keeps Continue disabled, WELCOME30 shows its promotion and is redeemed', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  await verifiedAccount(page, request, baseURL);
  await page.goto('/plans');
  await page.getByRole('button', { name: 'I have a promo code' }).click();
  await expect(page).toHaveURL('/payment/promo-code');
  expect(await page.evaluate(() => sessionStorage.getItem('user-promo-code'))).toBe('VOUCHER');
  const field = page.getByLabel('Promotion code');
  const proceed = page.getByRole('button', { name: 'Continue' });
  await field.fill('WELC');
  await expect(page.getByText('Voucher code is too short!')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await stepScreenshot('promo-code-short');
  await field.fill('welcome30');
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(page).toHaveURL('/payment/promotion-code/detail?code=WELCOME30');
  await expect(page.getByText('Welcome Month')).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await stepScreenshot('promo-code-detail');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL('/register/success');

  await page.goto('/account');
  const billing = page.getByRole('region', { name: 'Package and Billing Details' });
  await expect(billing.getByText('Promotion End Date')).toBeVisible();
  await stepScreenshot('account-promotion');
});

test.describe(() => {
  // the unknown code is the server's 404 answer, which the browser logs
  test.use({ expectedPageErrors: [/status of 404/] });

  test('an unknown promo code shows the server message on the detail screen', async ({
    page,
    request,
    baseURL,
  }) => {
    await verifiedAccount(page, request, baseURL);
    await page.goto('/payment/promotion-code/detail?code=NOSUCHCODE');
    await expect(page.getByRole('alert')).toHaveText('This promotion code is not valid');
  });
});

// @layout: its phone screenshot is the README's plans-arabic-phone.png
test('the plans and payment screens read right to left in Arabic @layout', async ({
  page,
  stepScreenshot,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/plans');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التلفزيون العربي، مباشرة وعند الطلب' })).toBeVisible();
  await expect(page.getByText('شاهد على 3 أجهزة في الوقت نفسه')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اختر باقتك' })).toBeVisible();
  await stepScreenshot('plans-arabic');
  await page.goto('/register/payment-select');
  await expect(page.getByRole('link', { name: 'بطاقة ائتمان' })).toBeVisible();
  await stepScreenshot('payment-select-arabic');
});
