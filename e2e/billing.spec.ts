import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MAIL_URL } from './fixtures/mail';
import { subscribedAccount, TEST_CARD, verifiedAccount } from './fixtures/subscriber';
import { test } from './fixtures/test';

// Registrations hash passwords with argon2id; a journey pays, cancels, restarts, and one waits for the money jobs' mail.
test.describe.configure({ timeout: 120_000 });

/** The words the journeys read, in both languages (apps/web/src/features/payment/locales). */
const WORDS = {
  en: {
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'CVC',
    submit: 'Start My Subscription',
    nothingToday: 'Nothing is charged today.',
    firstCharge: /Your first charge: .?9\.99\$.? for Monthly on .+, unless you cancel before then\./,
    billing: 'Package and Billing Details',
    trialActive: 'Your free trial is active.',
    trialCancelled: /Your free trial has been cancelled\. Nothing will be charged; you can watch until .+\./,
    nextPlan: 'Next plan',
    cancel: 'Cancel My Subscription',
    yes: 'Yes. I am sure',
    password: 'Password',
    restart: 'Restart my subscription',
    history: 'Billing history',
    noPayments: 'No payments yet.',
    payment: 'Payment · Monthly',
    startTrial: 'Start Your Free Trial',
    subscribeNow: 'Subscribe Now',
    trialPrice: /One week free/,
    card: 'Card',
    chargeId: 'Charge ID',
  },
  ar: {
    nameOnCard: 'الاسم على البطاقة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان',
    submit: 'ابدأ اشتراكي',
    nothingToday: 'لن نخصم أي مبلغ اليوم.',
    firstCharge: /أول دفعة: .?9\.99\$.? مقابل Monthly في .+، إلا إذا ألغيت قبل ذلك\./,
    billing: 'تفاصيل الباقة والفوترة',
    trialActive: 'تجربتك المجانية فعّالة.',
    trialCancelled: /تم إلغاء تجربتك المجانية\. لن نخصم أي مبلغ، ويمكنك المشاهدة حتى .+\./,
    nextPlan: 'الخطة التالية',
    cancel: 'إلغاء اشتراكي',
    yes: 'نعم، أنا متأكد',
    password: 'كلمة المرور',
    restart: 'إعادة تفعيل اشتراكي',
    history: 'سجل الفواتير',
    noPayments: 'لا توجد مدفوعات بعد.',
    payment: 'دفعة · Monthly',
    startTrial: 'ابدأ تجربتك المجانية',
    subscribeNow: 'اشترك الآن',
    trialPrice: /أسبوع مجاني/,
    card: 'البطاقة',
    chargeId: 'رقم العملية',
  },
} as const;
type Language = keyof typeof WORDS;

async function speak(page: Page, language: Language) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

/** The e-mails the mail catcher (the server's SMTP) received for this address, as raw text. */
async function mailsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const answer = await request.get(`${MAIL_URL}/messages?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { text: string }[]).map((message) => message.text);
}

for (const language of ['en', 'ar'] as const) {
  const w = WORDS[language];

  test(`[${language}] a trial's checkout names the first charge; cancelled, the box says so and Restart renews it`, async ({
    page,
    request,
    baseURL,
    stepScreenshot,
  }) => {
    const account = await verifiedAccount(page, request, baseURL);
    await speak(page, language);
    await page.evaluate(() => sessionStorage.setItem('selected-offer-id', '1'));
    await page.goto('/payment/subscribe');
    const note = page.getByTestId('first-charge');
    await expect(note).toContainText(w.nothingToday);
    await expect(note).toContainText(w.firstCharge);
    await stepScreenshot(`trial-checkout-${language}`);

    await page.getByLabel(w.nameOnCard).fill(`${account.name} ${account.surname}`);
    await page.getByLabel(w.cardNumber).fill(TEST_CARD.number);
    await page.getByLabel(w.expiry).fill(TEST_CARD.expiry);
    await page.getByLabel(w.cvc).fill(TEST_CARD.cvc);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL('/register/success');

    await page.goto('/account');
    const billing = page.getByRole('region', { name: w.billing });
    await expect(billing.getByTestId('billing-message')).toHaveText(w.trialActive);
    await expect(billing.getByText(w.nextPlan)).toBeVisible();
    const history = page.getByRole('region', { name: w.history });
    await expect(history.getByText(w.noPayments)).toBeVisible();

    await billing.getByRole('link', { name: w.cancel }).click();
    await page.getByRole('button', { name: w.yes }).click();
    await page.getByLabel(w.password).fill(account.password);
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page).toHaveURL('/account');
    // every line follows state 2: cancelled, its last day, no "active", no next plan, no Cancel
    await expect(billing.getByTestId('billing-message')).toHaveText(w.trialCancelled);
    await expect(billing.getByText(w.trialActive)).toHaveCount(0);
    await expect(billing.getByText(w.nextPlan)).toHaveCount(0);
    await expect(billing.getByRole('link', { name: w.cancel })).toHaveCount(0);
    await stepScreenshot(`trial-cancelled-${language}`);

    await billing.getByRole('button', { name: w.restart }).click();
    await expect(billing.getByTestId('billing-message')).toHaveText(w.trialActive);
    await expect(billing.getByText(w.nextPlan)).toBeVisible();
    await expect(billing.getByRole('link', { name: w.cancel })).toBeVisible();
    await expect(billing.getByRole('button', { name: w.restart })).toHaveCount(0);
    await stepScreenshot(`trial-restarted-${language}`);
  });

  test(`[${language}] the billing history lists the payment and opens its receipt; the plans offer a subscriber no trial`, async ({
    page,
    request,
    baseURL,
    stepScreenshot,
  }) => {
    await subscribedAccount(page, request, baseURL);
    await speak(page, language);
    await page.goto('/account');
    const history = page.getByRole('region', { name: w.history });
    const item = history.getByTestId('billing-history-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(w.payment);
    await expect(item).toContainText('9.99$');
    await item.getByText(w.payment).click();
    const receipt = item.getByRole('definition');
    await expect(receipt.filter({ hasText: '•••• 4242' })).toBeVisible();
    await expect(receipt.filter({ hasText: /^ch_sandbox_[0-9a-f]+$/ })).toBeVisible();
    await expect(item.getByRole('term').filter({ hasText: w.chargeId })).toBeVisible();
    await stepScreenshot(`billing-history-${language}`);

    // a paying subscriber is offered no free trial
    await page.goto('/plans');
    await expect(page.getByRole('button', { name: w.subscribeNow }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: w.startTrial })).toHaveCount(0);
    await expect(page.getByTestId('headline-price')).not.toHaveText(w.trialPrice);
    await stepScreenshot(`plans-subscriber-${language}`);
  });
}

test('the money jobs mail the trial’s start over SMTP: nothing charged today, then the first charge', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedAccount(page, request, baseURL);
  await page.evaluate(() => sessionStorage.setItem('selected-offer-id', '1'));
  await page.goto('/payment/subscribe');
  await page.getByLabel('Name on card').fill(`${account.name} ${account.surname}`);
  await page.getByLabel('Card number').fill(TEST_CARD.number);
  await page.getByLabel('Expiry date').fill(TEST_CARD.expiry);
  await page.getByLabel('CVC').fill(TEST_CARD.cvc);
  await page.getByRole('button', { name: 'Start My Subscription' }).click();
  await expect(page).toHaveURL('/register/success');
  // the server runs the money jobs every minute (RENEWAL_INTERVAL_MS)
  await expect
    .poll(async () => (await mailsTo(request, account.email)).find((text) => text.includes('free trial')), {
      timeout: 90_000,
      intervals: [2000],
    })
    .toMatch(
      /Nothing was charged today\.\s+On .+ we will charge \$9\.99 for Monthly to the card ending 4242/,
    );
});
