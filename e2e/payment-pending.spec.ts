import { chooseMonthly, pay, TEST_CARD, verifiedAccount } from './fixtures/subscriber';
import { expect, test } from './fixtures/test';

/** The sandbox card that is charged but whose answer is lost (apps/server/src/modules/billing/README.md). */
const TIME_OUT_CARD = { ...TEST_CARD, number: '4000 0000 0000 0119' };

test('a payment the provider does not confirm at once is shown as being confirmed, then completes', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  await verifiedAccount(page, request, baseURL);
  await chooseMonthly(page);
  await pay(page, 'Layla Haddad', TIME_OUT_CARD);
  const pending = page.getByRole('status').filter({ hasText: 'Your payment is being confirmed' });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText("you won't be charged twice");
  await expect(page.getByRole('alert')).toHaveCount(0);
  await stepScreenshot('payment-pending');
  // the page asks again under the same key, and the provider answers with the charge it made
  await expect(page).toHaveURL('/register/success', { timeout: 30_000 });
});

test('a reloaded page follows the payment being confirmed, in Arabic, and does not offer to pay again', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  await verifiedAccount(page, request, baseURL);
  await chooseMonthly(page);
  // the provider stays silent for this journey: every Subscribe after the first answers as the first did
  let first: { status: number; body: string } | undefined;
  await page.route('**/payments/subscribe?*', async (route) => {
    if (first)
      return route.fulfill({ status: first.status, body: first.body, contentType: 'application/json' });
    const response = await route.fetch();
    first = { status: response.status(), body: await response.text() };
    return route.fulfill({ response });
  });
  await pay(page, 'Layla Haddad', TIME_OUT_CARD);
  await expect(page.getByRole('status').filter({ hasText: 'Your payment is being confirmed' })).toBeVisible();
  expect(first?.status).toBe(202);

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pending = page.getByRole('status').filter({ hasText: 'جارٍ تأكيد دفعتك' });
  await expect(pending).toBeVisible();
  await expect(page.getByRole('button', { name: 'ابدأ اشتراكي' })).toHaveCount(0);
  await expect(page.getByLabel('رقم البطاقة')).toHaveCount(0);
  await stepScreenshot('payment-pending-arabic');
});
