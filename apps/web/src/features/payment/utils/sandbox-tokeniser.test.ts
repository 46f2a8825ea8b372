import { SANDBOX_PAYMENT_METHOD_PATTERN } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { CardInputError } from './purchase-flow';
import { CardInputMessage, tokeniseSandboxCard } from './sandbox-tokeniser';

const NOW = new Date('2026-11-23T10:00:00Z');
const card = (number: string, expiry = '12/29', cvc = '123') => ({ number, expiry, cvc });

describe('sandbox tokeniser', () => {
  test('a test card becomes a payment-method id naming its outcome and only its last 4 digits', () => {
    const id = tokeniseSandboxCard(card('4242 4242 4242 4242'), NOW);
    expect(id).toBe('pm_sandbox_succeeded_4242');
    expect(id).toMatch(SANDBOX_PAYMENT_METHOD_PATTERN);
    expect(tokeniseSandboxCard(card('4000000000000002'), NOW)).toBe('pm_sandbox_generic_0002');
  });

  test('the id never carries the card number, the expiry or the CVC', () => {
    for (const number of ['4242424242424242', '4000000000009995', '5555555555554444', '4111111111111112']) {
      const id = tokeniseSandboxCard(card(number, '07/31', '987'), NOW);
      expect(id).not.toContain(number);
      expect(id).not.toContain(number.slice(0, 6));
      expect(id).not.toContain('987');
      expect(id).not.toContain('07/31');
    }
  });

  test('a number failing the Luhn check is tokenised as a wrong number, for the provider to decline', () => {
    expect(tokeniseSandboxCard(card('4111111111111112'), NOW)).toBe('pm_sandbox_wrong_number_1112');
  });

  test('incomplete input is refused in the browser with the provider message', () => {
    const refused = (input: ReturnType<typeof card>) => {
      try {
        tokeniseSandboxCard(input, NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(CardInputError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused(card('4242 4242'))).toBe(CardInputMessage.NumberIncomplete);
    expect(refused(card('4242424242424242', '13/30'))).toBe(CardInputMessage.ExpiryIncomplete);
    expect(refused(card('4242424242424242', '10/26'))).toBe(CardInputMessage.ExpiryPast);
    expect(refused(card('4242424242424242', '11/26', '12'))).toBe(CardInputMessage.CvcIncomplete);
  });
});
