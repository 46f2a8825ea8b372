import { channel } from 'node:diagnostics_channel';
import { hash, verify } from '@node-rs/argon2';
import { MembershipErrorCode, MembershipMessage } from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';

/**
 * OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane), written out so that a change of the
 * library's defaults cannot weaken it; @node-rs/argon2's default algorithm is argon2id.
 * `npm run bench:membership` prints what a login costs with them.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

/** A hash of nothing anyone knows, checked when there is no account, so both cases take as long. */
const NOBODY = hashPassword('no account has this password');

/**
 * Told of every password check as it starts, so that tests (and a monitor) can count how many guesses
 * reach the hash; publishing costs nothing while nobody subscribes.
 */
export const passwordChecks = channel('sahra:membership:password-check');

export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  passwordChecks.publish({ known: storedHash !== undefined });
  if (storedHash === undefined) {
    await verify(await NOBODY, password);
    return false;
  }
  return verify(storedHash, password);
}

/** One answer for a wrong password and an unknown account, so a login never tells who has one. */
export const invalidCredentials = (status: 401 | 403) =>
  new AppError(status, MembershipErrorCode.InvalidCredentials, MembershipMessage.InvalidCredentials);
