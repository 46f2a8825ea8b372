import { expect, test } from 'vitest';
import { registerFormSchema, type RegisterFormInput } from './register-form';

const valid: RegisterFormInput = {
  fullName: 'Layla Ahmed',
  email: 'layla@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  country: 'NL',
  mobile: '+31612345678',
  termsAndConditions: true,
  marketing: false,
};

function messages(input: RegisterFormInput): Record<string, string> {
  const result = registerFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

test('a complete registration passes, marketing being optional', () => {
  expect(messages(valid)).toEqual({});
});

test('every refused field has its spec message, the name the server one', () => {
  expect(
    messages({
      fullName: 'Layla',
      email: 'layla@',
      password: 'five5',
      confirmPassword: 'five5',
      country: 'NL',
      mobile: '+3161234',
      termsAndConditions: false,
      marketing: false,
    }),
  ).toEqual({
    fullName: 'Name is required',
    email: 'Invalid email address',
    password: 'Password must be at least 6 characters',
    confirmPassword: 'Password must be at least 8 characters',
    mobile: 'Number is not valid',
    termsAndConditions: 'You need to agree to the terms and conditions',
  });
});

test('the repeated password must match', () => {
  expect(messages({ ...valid, confirmPassword: 'secret124' })).toEqual({
    confirmPassword: 'Passwords are not matching!',
  });
});

test('the number must be valid for the chosen country', () => {
  expect(messages({ ...valid, mobile: '0612345678' })).toEqual({});
  expect(messages({ ...valid, country: 'US', mobile: '0612345678' })).toEqual({
    mobile: 'Number is not valid',
  });
});
