import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SessionKey } from './session-keys';
import { forgetCode, readStoredCode, storeCode } from './stored-code';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

test('an unexpired code sent to the same address is found, so it is not sent again', () => {
  storeCode(SessionKey.VerifyCode, { belongTo: 'layla@example.com', expires: 2000 });
  expect(readStoredCode(SessionKey.VerifyCode, 'layla@example.com', 1_999_000)).toEqual({
    belongTo: 'layla@example.com',
    expires: 2000,
  });
});

test('an expired code, or one sent elsewhere, is not', () => {
  storeCode(SessionKey.VerifyCode, { belongTo: 'layla@example.com', expires: 2000 });
  expect(readStoredCode(SessionKey.VerifyCode, 'layla@example.com', 2_000_000)).toBeUndefined();
  expect(readStoredCode(SessionKey.VerifyCode, 'other@example.com', 1_000_000)).toBeUndefined();
  expect(readStoredCode(SessionKey.VerifyCodeMobile, 'layla@example.com', 1_000_000)).toBeUndefined();
});

test('a forgotten or unreadable code is not found', () => {
  storeCode(SessionKey.VerifyCode, { belongTo: 'layla@example.com', expires: 2000 });
  forgetCode(SessionKey.VerifyCode);
  expect(readStoredCode(SessionKey.VerifyCode, 'layla@example.com', 0)).toBeUndefined();
  sessionStorage.setItem(SessionKey.VerifyCode, '{broken');
  expect(readStoredCode(SessionKey.VerifyCode, 'layla@example.com', 0)).toBeUndefined();
});
