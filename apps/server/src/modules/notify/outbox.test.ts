import { DEMO_OUTBOX_HEADER, OUTBOX_PATH, outboxMessagesSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { get, resultOf } from '../../testing/content-client.js';
import { codeSentTo, newPerson, register, sendCode, TEST_API_KEY } from '../../testing/membership-client.js';

describeWithServer(
  'demo outbox',
  (server) => {
    const app = () => server().app;
    // codes go out after the answer, so each test waits for its message before the next is sent
    const delivered = (recipient: string) => codeSentTo(server().storage.db, recipient);
    const outbox = async (query: Record<string, string | number> = {}) =>
      resultOf(await get(app(), OUTBOX_PATH, query), outboxMessagesSchema);

    test('it lists the latest messages newest first, each with its code apart from the text', async () => {
      const person = newPerson();
      await register(app(), person);
      await sendCode(app(), person, 'Account', 'Email');
      await delivered(person.email);
      await sendCode(app(), person, 'Account', 'Sms');
      await delivered(person.mobile);
      const [sms, email] = await outbox({ limit: 2 });
      expect(sms).toMatchObject({ channel: 'sms', recipient: person.mobile, language: 'en' });
      expect(email).toMatchObject({
        channel: 'email',
        recipient: person.email,
        subject: 'Your Sahra verification code',
        language: 'en',
      });
      expect(email?.code).toMatch(/^[A-Z0-9]{6}$/);
      expect(email?.body).toContain(email?.code);
      expect(sms?.id).toBeGreaterThan(email?.id ?? Infinity);
      expect(Date.parse(email?.createdAt ?? '')).toBeLessThanOrEqual(Date.now());
    });

    test('a recipient narrows the list and is read as a form reads it', async () => {
      const person = newPerson();
      await register(app(), person);
      await sendCode(app(), person, 'ResetPassword', 'Email');
      await sendCode(app(), person, 'ResetPassword', 'Sms');
      await delivered(person.email);
      await delivered(person.mobile);
      await register(app(), newPerson());
      await sendCode(app(), newPerson(), 'ResetPassword');
      const byEmail = await outbox({ recipient: person.email.toUpperCase() });
      expect(byEmail.map((message) => message.recipient)).toEqual([person.email]);
      expect(byEmail[0]?.subject).toBe('Reset your Sahra password');
      const spacedNumber = `${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`;
      const bySms = await outbox({ recipient: spacedNumber });
      expect(bySms.map((message) => message.recipient)).toEqual([person.mobile]);
      expect(await outbox({ recipient: 'nobody.ever@example.com' })).toEqual([]);
    });

    test('every answer says the server is the demo, and is never cached', async () => {
      const answer = await app().inject({ method: 'GET', url: OUTBOX_PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers[DEMO_OUTBOX_HEADER]).toMatch(/^demo: .*NODE_ENV=production refuses/);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    test('a bad query answers 400, never 500', async () => {
      const queries: Record<string, string | number>[] = [
        { limit: 0 },
        { limit: 101 },
        { limit: 'many' },
        { recipient: 'nobody' },
      ];
      for (const query of queries) {
        expect((await get(app(), OUTBOX_PATH, query)).status, JSON.stringify(query)).toBe(400);
      }
    });
  },
  { env: { API_KEY: TEST_API_KEY } },
);

describeWithServer(
  'outbox with e-mail delivered over SMTP',
  (server) => {
    test('the outbox is not there: 404, so nobody can read the codes real people receive', async () => {
      const answer = await get(server().app, OUTBOX_PATH);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ Success: false });
    });
  },
  { env: { SMTP_URL: 'smtp://mail.invalid:25' } },
);

describeWithServer(
  'outbox with SMS sent through Twilio',
  (server) => {
    test('the outbox is not there once any message leaves the server', async () => {
      expect((await get(server().app, OUTBOX_PATH)).status).toBe(404);
    });
  },
  {
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: 'http://127.0.0.1:9',
    },
  },
);
