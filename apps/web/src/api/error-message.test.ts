import { describe, expect, test } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

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
