import { startStandIn } from './stand-in.js';

/**
 * A stand-in for the bot-check provider's siteverify endpoint, so tests never reach the internet. The
 * token says what it answers: `pass`, `pass:<action>`, `score:<n>` (a reCAPTCHA v3 score), `fail`,
 * or `provider-down` (an HTTP 500).
 */
export async function startFakeSiteverify() {
  const received: URLSearchParams[] = [];
  const standIn = await startStandIn(({ form }) => {
    received.push(form);
    const [verdict, detail] = (form.get('response') ?? '').split(':');
    if (verdict === 'provider-down') return { status: 500 };
    const body =
      verdict === 'pass'
        ? { success: true, ...(detail ? { action: detail } : {}) }
        : verdict === 'score'
          ? { success: true, score: Number(detail) }
          : { success: false, 'error-codes': ['invalid-input-response'] };
    return { status: 200, body };
  });
  return {
    url: `${standIn.url}/siteverify`,
    /** The forms the server sent, oldest first. */
    received,
    close: standIn.close,
  };
}
