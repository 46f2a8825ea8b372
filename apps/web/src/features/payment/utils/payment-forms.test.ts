import { SalesMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import {
  cancelPasswordSchema,
  nameOnCardSchema,
  promoCodeLongEnough,
  promoCodeSchema,
} from './payment-forms';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

test('a promo code below 5 characters keeps Continue disabled and says it is too short', () => {
  expect(promoCodeLongEnough('WELC')).toBe(false);
  expect(promoCodeLongEnough('  WEL ')).toBe(false);
  expect(firstMessage(promoCodeSchema.safeParse({ code: 'WELC' }))).toBe(SalesMessage.VoucherTooShort);
});

test('a promo code of 5 characters or more is accepted and uppercased', () => {
  expect(promoCodeLongEnough('welco')).toBe(true);
  expect(promoCodeSchema.parse({ code: ' welcome30 ' }).code).toBe('WELCOME30');
});

test('a name on card must be longer than 3 characters: "Invalid Full Name"', () => {
  expect(firstMessage(nameOnCardSchema.safeParse({ nameOnCard: 'Ali' }))).toBe(SalesMessage.InvalidFullName);
  expect(firstMessage(nameOnCardSchema.safeParse({ nameOnCard: '   Ali  ' }))).toBe(
    SalesMessage.InvalidFullName,
  );
  expect(nameOnCardSchema.safeParse({ nameOnCard: 'Sara' }).success).toBe(true);
});

test('the cancel password is required: "Password is required"', () => {
  expect(firstMessage(cancelPasswordSchema.safeParse({ password: '' }))).toBe(SalesMessage.PasswordRequired);
  expect(cancelPasswordSchema.safeParse({ password: 'x' }).success).toBe(true);
});
