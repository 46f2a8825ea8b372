import { createHash, randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@sahra/contracts';

export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are kept as this digest only; they are random, so no salt or slow hash is needed. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

// without 0/O and 1/I, which people mistype when copying a code from an SMS
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newVerificationCode = () =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
