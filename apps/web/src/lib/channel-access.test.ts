import { describe, expect, test } from 'vitest';
import { isLockedFor } from './channel-access';

describe('channel locks (ADR 030)', () => {
  test('open packages are never locked; a visitor sees every other one locked', () => {
    expect(isLockedFor('Public', null)).toBe(false);
    expect(isLockedFor('Free', null)).toBe(false);
    expect(isLockedFor('Sports Plus', null)).toBe(true);
  });

  test('a member sees locked only the packages none of their products cover', () => {
    expect(isLockedFor('Arabic Premium', ['Arabic Premium'])).toBe(false);
    expect(isLockedFor('Sports Plus', ['Arabic Premium'])).toBe(true);
    expect(isLockedFor('Sports Plus', ['Arabic Premium', 'Sports Plus'])).toBe(false);
    expect(isLockedFor('Arabic Premium', [])).toBe(true);
  });

  test('while the session is not known no lock is shown', () => {
    expect(isLockedFor('Sports Plus', undefined)).toBe(false);
  });
});
