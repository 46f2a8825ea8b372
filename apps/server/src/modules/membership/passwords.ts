import { hash, verify } from '@node-rs/argon2';

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
