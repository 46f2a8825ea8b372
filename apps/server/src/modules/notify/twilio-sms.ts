import type { Notifier } from './message.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (+E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  apiUrl: string;
}

/** How long an SMS may take to be accepted before the attempt counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

export class SmsDeliveryError extends Error {}

/**
 * SMS through Twilio's Messages API (one form POST per message, basic auth with the account's SID and
 * token). A refusal or an unreachable API throws, with Twilio's own message, for the caller to log.
 */
export function twilioSmsSender({ accountSid, authToken, from, apiUrl }: TwilioSettings): Notifier {
  const endpoint = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const sender = from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send({ recipient, body }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: recipient, [sender]: from, Body: body }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsDeliveryError(
        `Twilio refused the SMS (HTTP ${response.status}${answer.code ? `, code ${answer.code}` : ''}): ${answer.message ?? 'no message'}`,
      );
    },
  };
}
