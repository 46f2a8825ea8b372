import { SECOND_MS } from '@sahra/contracts';

/** Seconds left until a code expires (unix seconds, docs/behaviour/accounts.md#verification), never below 0. */
export function secondsLeft(expiresUnixSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(expiresUnixSeconds - nowMs / SECOND_MS));
}

/** The verify screens' countdown, minutes:seconds (docs/behaviour/accounts.md#verification). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
