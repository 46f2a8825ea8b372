import { CodeType, Language, OUTBOX_PATH, outboxMessagesSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { get, resultOf } from '../../testing/content-client.js';
import { acceptedLanguage, codeMessage } from './messages.js';
import {
  call,
  codeSentTo,
  newPerson,
  registration,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

test('every code message is written in English and Arabic, names the product and carries the code', () => {
  for (const codeType of Object.values(CodeType)) {
    const english = codeMessage(codeType, Language.English, 'K7PX2Q');
    const arabic = codeMessage(codeType, Language.Arabic, 'K7PX2Q');
    expect(english.subject).toContain('Sahra');
    expect(arabic.subject).toContain('سهرة');
    expect(english.body).toContain('K7PX2Q');
    expect(arabic.body).toContain('K7PX2Q');
    expect(arabic.body).toMatch(/[\u0600-\u06FF]/);
  }
});

test('the browser language is the first one, by q-value, that messages are written in', () => {
  expect(acceptedLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
  expect(acceptedLanguage('fr-FR, en;q=0.5, ar;q=0.7')).toBe('ar');
  expect(acceptedLanguage('en-GB,en;q=0.9')).toBe('en');
  expect(acceptedLanguage('ar;q=0, en;q=0.1')).toBe('en');
  expect(acceptedLanguage('de, fr')).toBe('en');
  expect(acceptedLanguage(undefined)).toBe('en');
  expect(acceptedLanguage(';;;,q=abc,')).toBe('en');
});

describeWithServer(
  'membership messages in the user’s language',
  (server) => {
    const app = () => server().app;
    const register = async (person: Person, language: string | undefined, acceptLanguage?: string) => {
      const { language: _english, ...withoutLanguage } = registration(person);
      const answer = await call(app(), 'POST', '/membership/register/withLogin', {
        body: language === undefined ? withoutLanguage : { ...withoutLanguage, language },
        headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
        from: person.from,
      });
      expect(answer.status).toBe(200);
    };
    const latestMessageAfterSend = async (person: Person, body: Record<string, string> = {}) => {
      await call(app(), 'POST', '/membership/verification/send', {
        body: { codeType: 'ResetPassword', method: 'Email', email: person.email, ...body },
        from: person.from,
      });
      await codeSentTo(server().storage.db, person.email);
      const answer = await get(app(), OUTBOX_PATH, { recipient: person.email, limit: 1 });
      const [message] = resultOf(answer, outboxMessagesSchema);
      return message;
    };

    test('a code asked for without a language comes in the account’s language', async () => {
      const person = newPerson();
      await register(person, 'ar');
      const message = await latestMessageAfterSend(person);
      expect(message).toMatchObject({ language: 'ar', subject: 'إعادة تعيين كلمة المرور في سهرة' });
      expect(message?.body).toContain(message?.code);
    });

    test('a language named in the call wins over the account’s', async () => {
      const person = newPerson();
      await register(person, 'ar');
      const message = await latestMessageAfterSend(person, { language: 'en' });
      expect(message).toMatchObject({ language: 'en', subject: 'Reset your Sahra password' });
    });

    test('an account registered without a language takes the browser’s', async () => {
      const arabic = newPerson();
      await register(arabic, undefined, 'ar-EG,ar;q=0.9,en;q=0.8');
      expect(await latestMessageAfterSend(arabic)).toMatchObject({ language: 'ar' });
      const other = newPerson();
      await register(other, undefined, 'fr-FR,fr;q=0.9');
      expect(await latestMessageAfterSend(other)).toMatchObject({ language: 'en' });
    });

    test('a language the messages are not written in answers 400', async () => {
      const person = newPerson();
      const answer = await call(app(), 'POST', '/membership/register/withLogin', {
        body: { ...registration(person), language: 'fr' },
        from: person.from,
      });
      expect(answer.status).toBe(400);
    });
  },
  { env: { API_KEY: TEST_API_KEY } },
);
