import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { errorMessage, loginErrorMessage, registerErrorMessage } from './error-message';

describe('errorMessage', () => {
  test('a server answer shows its message', () => {
    expect(errorMessage(new ApiError(400, 'Bad', 'Invalid email address'))).toBe('Invalid email address');
  });

  test('a failure without an answer shows code 0000 and the message', () => {
    expect(errorMessage(new ApiError(0, 'Network', 'The service could not be reached'))).toBe(
      '0000 - The service could not be reached',
    );
    expect(errorMessage(new Error('boom'))).toBe('0000 - boom');
  });
});

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
