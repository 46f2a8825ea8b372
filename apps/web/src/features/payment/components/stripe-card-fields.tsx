import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { CardInputError } from '../utils/purchase-flow';
import type { CardFieldsProps } from './card-provider';
import styles from './payment.module.css';

/**
 * Stripe Elements' card field (a chunk of its own, loaded only when the server names Stripe and its
 * publishable key): the card is typed into Stripe's frame and tokenised by Stripe.js.
 */
export function StripeCardFields({ ref, publishableKey }: CardFieldsProps & { publishableKey: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: Stripe; card: StripeCardElement } | null>(null);
  useEffect(() => {
    let card: StripeCardElement | undefined;
    let ended = false;
    void loadStripe(publishableKey).then((client) => {
      if (!client || ended || !slot.current) return;
      card = client.elements().create('card', { style: { base: { color: '#f2f4f8', fontSize: '16px' } } });
      card.mount(slot.current);
      stripe.current = { client, card };
    });
    return () => {
      ended = true;
      card?.destroy();
    };
  }, [publishableKey]);
  useImperativeHandle(ref, () => ({
    createPaymentMethod: async (name) => {
      if (!stripe.current) throw new CardInputError('The card form is still loading.');
      const { client, card } = stripe.current;
      const result = await client.createPaymentMethod({ type: 'card', card, billing_details: { name } });
      if (result.error) throw new CardInputError(result.error.message ?? 'Your card was declined.');
      return result.paymentMethod.id;
    },
  }));
  return <div ref={slot} className={`${styles.input} ${styles.stripe}`} data-testid="card-fields" />;
}
