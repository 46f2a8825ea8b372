import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { loginErrorMessage, registerErrorMessage } from './error-message';

describe('loginErrorMessage', () => {
  test('102503 shows the invalid username or password message alone', () => {
    const error = new ApiError(401, 102503, 'Please enter a valid username and/or password');
    expect(loginErrorMessage(error)).toBe('Please enter a valid username and/or password');
  });

  test('other login errors show code and message', () => {
    expect(loginErrorMessage(new ApiError(429, 'TooManyRequests', 'Too many attempts'))).toBe(
      'TooManyRequests - Too many attempts',
    );
  });
});

describe('registerErrorMessage', () => {
  test('the prefix 02: is stripped', () => {
    expect(registerErrorMessage(new ApiError(409, 'X', '02: User already exists'))).toBe(
      'User already exists',
    );
  });

  test('an empty message falls back to Crm service error', () => {
    expect(registerErrorMessage(new ApiError(500, null, '02:'))).toBe('Crm service error');
    expect(registerErrorMessage(new ApiError(500, null, ''))).toBe('Crm service error');
  });
});
