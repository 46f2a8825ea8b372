import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  loginFormSchema,
  messageKey,
  resetPasswordFormSchema,
  verifyCodeFormSchema,
} from './forms';

/** The docs/behaviour/accounts.md#validation message of each refused field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('login form', () => {
  test('e-mail or mobile is required', () => {
    expect(messages(loginFormSchema, { identifier: '', password: 'secret1', rememberMe: false })).toEqual({
      identifier: 'Invalid email address or mobile number',
    });
  });

  test('a password has at least 6 characters', () => {
    expect(messages(loginFormSchema, { identifier: 'a@b.nl', password: 'five5', rememberMe: false })).toEqual(
      { password: 'Password must be at least 6 characters' },
    );
  });

  test('an address is lower-cased and a number written with + and digits', () => {
    const email = loginFormSchema.parse({
      identifier: ' Layla@Example.COM ',
      password: 'secret1',
      rememberMe: true,
    });
    expect(email.identifier).toBe('layla@example.com');
    const mobile = loginFormSchema.parse({
      identifier: '+31 6 1234 5678',
      password: 'secret1',
      rememberMe: true,
    });
    expect(mobile.identifier).toBe('+31612345678');
  });
});

test('a verification code is 6 characters, uppercased', () => {
  expect(verifyCodeFormSchema.parse({ code: ' ab12cd ' }).code).toBe('AB12CD');
  expect(messages(verifyCodeFormSchema, { code: 'AB12C' })).toEqual({ code: 'Please Enter A Valid Code' });
});

describe('reset password form', () => {
  test('the passwords must match', () => {
    expect(
      messages(resetPasswordFormSchema, {
        code: 'AB12CD',
        password: 'long enough',
        confirmPassword: 'other one',
      }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  test('the code must be 6 characters', () => {
    expect(
      messages(resetPasswordFormSchema, {
        code: 'AB',
        password: 'long enough',
        confirmPassword: 'long enough',
      }),
    ).toEqual({ code: 'Please Enter A Valid Code' });
  });
});

describe('change password form', () => {
  test('each field is required', () => {
    expect(
      messages(changePasswordFormSchema, { currentPassword: '', password: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    });
  });

  test('a mismatch is shown on both new fields', () => {
    expect(
      messages(changePasswordFormSchema, {
        currentPassword: 'old secret',
        password: 'new secret 1',
        confirmPassword: 'new secret 2',
      }),
    ).toEqual({ password: "Passwords don't match", confirmPassword: "Passwords don't match" });
  });

  test('before the repeat is typed, only its absence is reported', () => {
    expect(
      messages(changePasswordFormSchema, {
        currentPassword: 'old secret',
        password: 'new secret 1',
        confirmPassword: '',
      }),
    ).toEqual({ confirmPassword: 'Required' });
  });

  test('a new password has at least 8 characters', () => {
    expect(
      messages(changePasswordFormSchema, {
        currentPassword: 'old',
        password: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

test('spec messages map to their label keys; other text has none', () => {
  expect(messageKey('Passwords are not matching!')).toBe('PasswordsNotMatching');
  expect(messageKey('something else')).toBeUndefined();
});
