import { SECOND_MS } from '@sahra/contracts';

/** Attempts at recovering a dropped stream before the player shows the error with Retry. */
export const RECONNECT_ATTEMPTS = 5;
const FIRST_DELAY_MS = SECOND_MS;
const MAX_DELAY_MS = 8_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 1, 2, 4, 8, 8 s, so a short outage heals within
 * seconds and a long one gives up after about 23 s; undefined once the attempts are used up.
 */
export function reconnectDelayMs(attempt: number): number | undefined {
  if (attempt >= RECONNECT_ATTEMPTS) return undefined;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
}
