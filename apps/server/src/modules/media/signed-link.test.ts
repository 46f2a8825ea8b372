import { MEDIA_TOKEN_SHAPE } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { mediaToken, verifyMediaToken, type MediaTokenParts } from './signed-link.js';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = 1_800_000_000;
const parts: MediaTokenParts = {
  scope: { kind: 'live', id: 10_000 },
  expiresAt: NOW + 60,
  stream: 'abc_DEF-1',
};

test('a media token names the expiry, the stream and a signature, in that order, in the shape the contracts publish', () => {
  const token = mediaToken(SECRET, parts);
  expect(token).toMatch(new RegExp(`^${NOW + 60}\\.abc_DEF-1\\.[A-Za-z0-9_-]{43}$`));
  expect(MEDIA_TOKEN_SHAPE.test(token)).toBe(true);
});

test('a token opens files until its expiry second, and not after; playlists, which ask no expiry, stay open', () => {
  const token = mediaToken(SECRET, parts);
  expect(verifyMediaToken(SECRET, parts.scope, token, NOW)).toBe('abc_DEF-1');
  expect(verifyMediaToken(SECRET, parts.scope, token, NOW + 60)).toBe('abc_DEF-1');
  expect(verifyMediaToken(SECRET, parts.scope, token, NOW + 61)).toBeUndefined();
  expect(verifyMediaToken(SECRET, parts.scope, token, undefined)).toBe('abc_DEF-1');
});

test('a token verifies for no other scope, expiry, stream or secret', () => {
  const token = mediaToken(SECRET, parts);
  const [expiry, stream, signature] = token.split('.') as [string, string, string];
  for (const scope of [
    { kind: 'vod' as const, id: 10_000 },
    { kind: 'live' as const, id: 10_001 },
  ]) {
    expect(verifyMediaToken(SECRET, scope, token, NOW)).toBeUndefined();
  }
  for (const forged of [
    `${Number(expiry) + 1}.${stream}.${signature}`,
    `${expiry}.abc_DEF-2.${signature}`,
    `${expiry}.${stream}.${signature.slice(1)}A`,
    `${expiry}.${stream}.`,
    `0${expiry}.${stream}.${signature}`,
    `${token}.`,
    '',
  ]) {
    expect(verifyMediaToken(SECRET, parts.scope, forged, NOW)).toBeUndefined();
  }
  expect(verifyMediaToken(`${SECRET}!`, parts.scope, token, NOW)).toBeUndefined();
  expect(verifyMediaToken(SECRET, parts.scope, [token], NOW)).toBeUndefined();
});

test('a stream id outside the URL-safe shape is never signed', () => {
  for (const stream of ['', 'a/b', 'a.b', 'a b', 'x'.repeat(65)]) {
    expect(() => mediaToken(SECRET, { ...parts, stream })).toThrow();
  }
});
