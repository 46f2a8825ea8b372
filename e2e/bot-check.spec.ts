import { BOT_CHECK_HEADER } from '@sahra/contracts';
import { standInTurnstile } from './fixtures/bot-check';
import { expect, test } from './fixtures/test';
import { logIn } from './fixtures/accounts';
import { UNTRUSTED_URL } from './fixtures/untrusted-catalog';

// The second server of the config has the bot check on (Turnstile), with a stand-in siteverify.
test.use({ baseURL: UNTRUSTED_URL });

test.describe(() => {
  test.use({ expectedPageErrors: [/status of 401/] });

  test('login asks the provider’s widget for a token and sends it in its header, which the server checks', async ({
    page,
    stepScreenshot,
  }) => {
    await standInTurnstile(page, 'pass');
    const login = page.waitForRequest((request) => request.url().includes('/membership/login/email'));
    await page.goto('/login');
    await logIn(page, 'nobody@sahra.example', 'not-the-password');
    expect((await login).headers()[BOT_CHECK_HEADER]).toBe('pass:login');
    expect((await login).postData()).not.toContain('pass:login');
    // past the bot check, the server checked the password: the spec's answer for a wrong one
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter a valid username and/or password' }),
    ).toBeVisible();
    await stepScreenshot('bot-check-login');
  });
});

test('a widget that cannot answer stops the login with a message, and nothing is sent', async ({ page }) => {
  await standInTurnstile(page, 'error');
  let loginsSent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/membership/login/')) loginsSent += 1;
  });
  await page.goto('/login');
  await logIn(page, 'nobody@sahra.example', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The robot check failed, please try again' }),
  ).toBeVisible();
  expect(loginsSent).toBe(0);
});

test('the pages allow the provider’s script and frame, and nothing else from outside', async ({
  request,
}) => {
  const response = await request.get('/login', { headers: { accept: 'text/html' } });
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com");
  expect(policy).toContain("frame-src 'self' https://challenges.cloudflare.com");
  expect(policy).toContain("connect-src 'self';");
});
