import { afterEach, expect, test } from 'vitest';
import { get } from '../testing/content-client.js';
import { codeSentTo, newPerson, register, sendCode, TEST_API_KEY } from '../testing/membership-client.js';
import { latestOutboxMessages } from '../modules/notify/outbox.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const started: TestApp[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

/** A server whose log lines, at info, are kept as they would be written. */
async function loggedServer(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const server = await createTestApp('pglite', {
    env: { API_KEY: TEST_API_KEY, LOG_LEVEL: 'info', ...env },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  started.push(server);
  return { server, log: () => lines.join('') };
}

/** Sends a verification code by SMS and answers the code and the text as the outbox keeps them. */
async function smsCode(server: TestApp) {
  const person = newPerson();
  await register(server.app, person);
  await sendCode(server.app, person, 'Account', 'Sms');
  const code = await codeSentTo(server.storage.db, person.mobile);
  const [sms] = await latestOutboxMessages(server.storage.db, { recipient: person.mobile, limit: 1 });
  return { person, code, body: sms?.body ?? '' };
}

test('a token or API key in the query is redacted in the request log', async () => {
  const { server, log } = await loggedServer();
  await get(server.app, '/subscription/manage/cancel', {
    subscriptionId: 1,
    token: 'cancel-link-token-5f1d',
  });
  await get(server.app, '/membership/account/detail', { apiKey: TEST_API_KEY, Token: 'login-token-77aa' });
  expect(log()).toContain('/subscription/manage/cancel?subscriptionId=1&token=[redacted]');
  expect(log()).toContain('/membership/account/detail?apiKey=[redacted]&Token=[redacted]');
  expect(log()).not.toContain('cancel-link-token-5f1d');
  expect(log()).not.toContain('login-token-77aa');
  expect(log()).not.toContain(TEST_API_KEY);
}, 120_000);

test('outside the demo neither a code nor an SMS body reaches the log', async () => {
  // e-mail leaves the server, SMS stay in the outbox: not the demo
  const { server, log } = await loggedServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
  const { person, code, body } = await smsCode(server);
  expect(body).toContain(code);
  expect(log()).toContain(`outbox: sms to ${person.mobile}`);
  expect(log()).not.toContain(code);
  expect(log()).not.toContain(body);
}, 120_000);

test('the demo logs the code for the person trying it, never the SMS body', async () => {
  const { server, log } = await loggedServer();
  const { person, code, body } = await smsCode(server);
  const line = log()
    .split('\n')
    .find((entry) => entry.includes(`outbox: sms to ${person.mobile}`));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ outbox: { channel: 'sms', code } });
  expect(body).toContain(code);
  expect(log()).not.toContain(body);
}, 120_000);
