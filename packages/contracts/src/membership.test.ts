import { expect, test } from 'vitest';
import {
  emailLoginSchema,
  MembershipMessage,
  mobileLoginSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  verifyAccountSchema,
  verifyCodeSchema,
} from './membership.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

test('e-mail addresses are trimmed and lower-cased, so one account has one address', () => {
  const login = emailLoginSchema.parse({ email: ' Layla@Example.COM ', password: 'secret1' });
  expect(login.email).toBe('layla@example.com');
});

test('mobile numbers lose spaces and dashes, 00 becomes +, and a + is always there', () => {
  for (const written of ['+31 6-1234 5678', '0031612345678', '31612345678']) {
    expect(mobileLoginSchema.parse({ mobile: written, password: 'secret1' }).mobile).toBe('+31612345678');
  }
  expect(firstMessage(mobileLoginSchema.safeParse({ mobile: '0612', password: 'secret1' }))).toBe(
    MembershipMessage.InvalidNumber,
  );
});

test('codes are read upper-case and must have six characters', () => {
  const verify = { belongTo: 'layla@example.com', Type: 'Account' };
  expect(verifyAccountSchema.parse({ ...verify, code: 'ab3de9' }).code).toBe('AB3DE9');
  expect(firstMessage(verifyAccountSchema.safeParse({ ...verify, code: 'AB3' }))).toBe(
    MembershipMessage.InvalidCode,
  );
});

test('a code must say where it goes: the address of the chosen method', () => {
  const send = { codeType: 'ResetPassword', method: 'Sms', email: 'layla@example.com' };
  expect(firstMessage(sendVerificationSchema.safeParse(send))).toBe(MembershipMessage.InvalidEmailOrMobile);
});

test('a reset code belongs to an e-mail address or a mobile number, nothing else', () => {
  const reset = { Code: 'AB3DE9', Password: 'long enough', ConfirmPassword: 'long enough' };
  expect(resetPasswordSchema.parse({ ...reset, BelongTo: '+31612345678' }).BelongTo).toBe('+31612345678');
  expect(firstMessage(resetPasswordSchema.safeParse({ ...reset, BelongTo: 'nobody' }))).toBe(
    MembershipMessage.InvalidEmailOrMobile,
  );
});

test('VerifyCode checks the forgot-password code unless the account code is named', () => {
  const check = { belongTo: 'Layla@Example.com', code: 'ab3de9' };
  expect(verifyCodeSchema.parse(check)).toEqual({
    belongTo: 'layla@example.com',
    code: 'AB3DE9',
    Type: 'ResetPassword',
  });
  expect(verifyCodeSchema.parse({ ...check, Type: 'Account' }).Type).toBe('Account');
  expect(verifyCodeSchema.safeParse({ ...check, Type: 'Other' }).success).toBe(false);
});
