import { SECOND_MS } from '@sahra/contracts';

/** Attempts at recovering a dropped stream before the player shows the error with Retry. */
export const RECONNECT_ATTEMPTS = 5;
const FIRST_DELAY_MS = SECOND_MS;
const MAX_DELAY_MS = 8_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 1, 2, 4, 8, 8 s… A server that answers with an
 * error gets RECONNECT_ATTEMPTS, so a broken stream gives up after about 23 s (undefined: the error with
 * Retry). A network that does not answer at all (offline, a dropped Wi-Fi) is `unreachable`: it is
 * waited for as long as it takes, every 8 s (and at once when the browser is back online).
 */
export function reconnectDelayMs(attempt: number, unreachable = false): number | undefined {
  if (attempt >= RECONNECT_ATTEMPTS && !unreachable) return undefined;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, RECONNECT_ATTEMPTS));
}
