import { SECOND_MS } from '@sahra/contracts';
import { readStored, removeStored, writeStored } from '../../../lib/browser-storage';
import { SessionKey } from './session-keys';
import { nowMs } from '../../../lib/clock';

/** docs/behaviour/accounts.md#verification: where a code went and when it expires (unix seconds). */
export interface StoredCode {
  belongTo: string;
  expires: number;
}

type CodeKey = typeof SessionKey.VerifyCode | typeof SessionKey.VerifyCodeMobile;

/** A code sent to this address that has not expired yet, so it is not sent again (docs/behaviour/accounts.md#verification). */
export function readStoredCode(key: CodeKey, belongTo: string, atMs = nowMs()): StoredCode | undefined {
  try {
    const stored = JSON.parse(readStored('sessionStorage', key) ?? 'null') as Partial<StoredCode> | null;
    if (stored?.belongTo !== belongTo || typeof stored.expires !== 'number') return undefined;
    return stored.expires * SECOND_MS > atMs ? { belongTo, expires: stored.expires } : undefined;
  } catch {
    return undefined;
  }
}

export function storeCode(key: CodeKey, code: StoredCode) {
  writeStored('sessionStorage', key, JSON.stringify(code));
}

export function forgetCode(key: CodeKey) {
  removeStored('sessionStorage', key);
}
