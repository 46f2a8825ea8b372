import { SalesMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import ar from './ar.json';
import en from './en.json';

test('every spec message has its label, worded in English exactly as the spec writes it', () => {
  expect(en.messages).toEqual(SalesMessage);
  expect(Object.keys(ar.messages).sort()).toEqual(Object.keys(SalesMessage).sort());
});

test('the screens are labelled as the spec names them', () => {
  expect(en.subscribe.title).toBe('Start your subscription');
  expect(en.success.list).toBe('Hope you Enjoy it!');
  expect(en.billing.title).toBe('Package and Billing Details');
  expect(en.billing.cancel).toBe('Cancel My Subscription');
  expect(en.billing.promoCode).toBe('I have a promotion Code');
  expect(en.cancel.question).toBe('Are you sure you want to cancel your subscription?');
  expect(en.cancel.yes).toBe('Yes. I am sure');
});
