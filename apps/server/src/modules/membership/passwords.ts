import { hash, verify } from '@node-rs/argon2';
import { MembershipErrorCode, MembershipMessage } from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';

// @node-rs/argon2 hashes with argon2id by default
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing anyone knows, checked when there is no account, so both cases take as long. */
const NOBODY = hash('no account has this password');

export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await NOBODY, password);
    return false;
  }
  return verify(storedHash, password);
}

/** One answer for a wrong password and an unknown account, so a login never tells who has one. */
export const invalidCredentials = (status: 401 | 403) =>
  new AppError(status, MembershipErrorCode.InvalidCredentials, MembershipMessage.InvalidCredentials);
