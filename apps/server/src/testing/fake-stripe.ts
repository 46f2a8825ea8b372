import { startStandIn } from './stand-in.js';

/**
 * A stand-in for Stripe's API, so tests of the Stripe adapter never reach the internet. The payment
 * method says what a PaymentIntent does: `pm_card_visa` succeeds, `pm_card_decline_<decline code>`
 * is declined with that code, `pm_card_outage` answers 500; a SetupIntent alike, charging nothing. Like Stripe, it answers a repeated
 * Idempotency-Key with the first answer and counts the PaymentIntents it really made.
 */
export async function startFakeStripe() {
  const answers = new Map<string, { status: number; body: unknown }>();
  let intents = 0;
  let setups = 0;

  /**
   * What an intent's payment method makes of it: an outage (500, nothing made), a success, or a decline
   * with its code, the intent attached under `kind` as Stripe attaches it to the card error.
   */
  function decide(form: URLSearchParams, kind: 'payment_intent' | 'setup_intent', made: () => object) {
    const method = form.get('payment_method') ?? '';
    if (method === 'pm_card_outage')
      return { status: 500, body: { error: { type: 'api_error', message: 'Outage' } } };
    const intent = made();
    const decline = /^pm_card_decline_(\w+)$/.exec(method)?.[1];
    if (!decline) return { status: 200, body: { ...intent, status: 'succeeded' } };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: decline,
          message: `Declined: ${decline}`,
          [kind]: { ...intent, status: 'requires_payment_method' },
        },
      },
    };
  }

  const paymentIntent = (form: URLSearchParams) =>
    decide(form, 'payment_intent', () => ({
      id: `pi_fake_${++intents}`,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      metadata: { chargeKey: form.get('metadata[chargeKey]') },
    }));

  /** A SetupIntent: the payment method decides as for a PaymentIntent, and nothing is charged. */
  const setupIntent = (form: URLSearchParams) =>
    decide(form, 'setup_intent', () => ({
      id: `seti_fake_${++setups}`,
      object: 'setup_intent',
      usage: form.get('usage'),
    }));

  function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: `cus_fake_${answers.size + 1}`, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return paymentIntent(form);
    if (method === 'POST' && path === '/v1/setup_intents') return setupIntent(form);
    const card = /^\/v1\/payment_methods\/(\w+)$/.exec(path);
    if (method === 'GET' && card) {
      return { status: 200, body: { id: card[1], object: 'payment_method', card: { last4: '4242' } } };
    }
    if (method === 'POST' && path === '/v1/refunds')
      return { status: 200, body: { id: 're_fake', object: 'refund' } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown path' } } };
  }

  const standIn = await startStandIn(({ method, path, headers, form }) => {
    const key = headers['idempotency-key'];
    const remembered = typeof key === 'string' ? answers.get(key) : undefined;
    const result = remembered ?? answer(method, path, form);
    // Stripe does not keep 5xx answers for a key: a retry runs again
    if (typeof key === 'string' && result.status < 500) answers.set(key, result);
    return result;
  });
  return {
    url: standIn.url,
    /** PaymentIntents made (not repeated answers). */
    intents: () => intents,
    /** SetupIntents made (not repeated answers). */
    setups: () => setups,
    close: standIn.close,
  };
}
