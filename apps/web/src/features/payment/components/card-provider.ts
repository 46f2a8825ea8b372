import type { Ref } from 'react';

/** A payment provider's card fields as the subscribe screen uses them (sandbox or Stripe Elements). */
export interface CardProviderHandle {
  /** Tokenises the card in the browser; resolves with the payment-method id, or throws CardInputError. */
  createPaymentMethod: (nameOnCard: string) => Promise<string>;
}

export interface CardFieldsProps {
  ref: Ref<CardProviderHandle>;
}
