import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStandIn } from '../../testing/stand-in.js';
import { SmsDeliveryError, twilioSmsSender } from './twilio-sms.js';

const ACCOUNT_SID = `AC${'0'.repeat(31)}1`;
const AUTH_TOKEN = 'twilio-test-auth-token';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in of Twilio's Messages API: accepts every message but one to +15005550001, which it refuses as Twilio does. */
async function startTwilioStandIn() {
  const received: Received[] = [];
  const standIn = await startStandIn(({ path, headers, form }) => {
    received.push({ path, authorization: headers.authorization, form });
    if (form.get('To') === '+15005550001') {
      const message = "The 'To' number +15005550001 is not a valid phone number.";
      return { status: 400, body: { code: 21211, message, status: 400 } };
    }
    return { status: 201, body: { sid: `SM${'1'.repeat(32)}`, status: 'queued' } };
  });
  return { ...standIn, received };
}

describe('SMS through Twilio', () => {
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());

  const message = {
    channel: 'sms' as const,
    recipient: '+31612345678',
    subject: 'Your Sahra verification code',
    body: 'Your Sahra verification code is K7PX2Q.',
    language: 'en',
    code: 'K7PX2Q',
  };

  test("posts the text to the account's Messages resource with basic auth, from the configured number", async () => {
    const sender = twilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15005550006',
      apiUrl: standIn.url,
    });
    await sender.send(message);
    const sent = standIn.received.at(-1);
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      To: '+31612345678',
      From: '+15005550006',
      Body: 'Your Sahra verification code is K7PX2Q.',
    });
  });

  test('a Messaging Service SID sends through the service instead of one number', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const sender = twilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: service,
      apiUrl: standIn.url,
    });
    await sender.send(message);
    const form = standIn.received.at(-1)?.form;
    expect(form?.get('MessagingServiceSid')).toBe(service);
    expect(form?.has('From')).toBe(false);
  });

  test("a refusal throws with Twilio's code and message, for the caller to log", async () => {
    const sender = twilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15005550006',
      apiUrl: standIn.url,
    });
    const refused = sender.send({ ...message, recipient: '+15005550001' });
    await expect(refused).rejects.toThrowError(SmsDeliveryError);
    await expect(refused).rejects.toThrowError(/HTTP 400, code 21211\): The 'To' number/);
  });

  test('an unreachable API throws rather than hanging', async () => {
    const sender = twilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15005550006',
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(sender.send(message)).rejects.toThrowError();
  });
});
