import { SIGNED_MEDIA_PREFIX } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { signedPrefix, verifySignedLink, type SignedLinkParts } from './signed-link.js';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = 1_800_000_000;
const parts: SignedLinkParts = {
  scope: { kind: 'live', id: 10_000 },
  expiresAt: NOW + 60,
  session: 'abc_DEF-1',
};

/** The signature a prefix carries: the part between the session and the scope. */
const signatureOf = (prefix: string) => prefix.split('/')[5]!;

test('a signed prefix names the expiry, the session, a signature and the scope, in that order', () => {
  const prefix = signedPrefix(SECRET, parts);
  expect(prefix).toMatch(
    new RegExp(`^${SIGNED_MEDIA_PREFIX}/${NOW + 60}/abc_DEF-1/[A-Za-z0-9_-]{43}/live/10000$`),
  );
});

test('the signature of a signed prefix verifies until its expiry second, and not after', () => {
  const signature = signatureOf(signedPrefix(SECRET, parts));
  expect(verifySignedLink(SECRET, parts, signature, NOW)).toBe(true);
  expect(verifySignedLink(SECRET, parts, signature, NOW + 60)).toBe(true);
  expect(verifySignedLink(SECRET, parts, signature, NOW + 61)).toBe(false);
});

test('a signature verifies for no other scope, expiry, session or secret', () => {
  const signature = signatureOf(signedPrefix(SECRET, parts));
  const others: SignedLinkParts[] = [
    { ...parts, scope: { kind: 'vod', id: 10_000 } },
    { ...parts, scope: { kind: 'live', id: 10_001 } },
    { ...parts, expiresAt: NOW + 61 },
    { ...parts, session: 'abc_DEF-2' },
  ];
  for (const other of others) expect(verifySignedLink(SECRET, other, signature, NOW)).toBe(false);
  expect(verifySignedLink(`${SECRET}!`, parts, signature, NOW)).toBe(false);
  expect(verifySignedLink(SECRET, parts, signature.slice(1), NOW)).toBe(false);
  expect(verifySignedLink(SECRET, parts, '', NOW)).toBe(false);
});

test('a session id outside the URL-safe shape is never signed nor accepted', () => {
  for (const session of ['', 'a/b', 'a b', 'x'.repeat(65)]) {
    expect(() => signedPrefix(SECRET, { ...parts, session })).toThrow();
    expect(verifySignedLink(SECRET, { ...parts, session }, 'x', NOW)).toBe(false);
  }
});
