import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, twoDigits } from '@sahra/contracts';

/**
 * When a job runs: every `everyMs` (the first time `firstAfterMs` after an instance starts, the interval
 * by default), or each day `dailyAtMs` after UTC midnight of the product's clock.
 */
export type JobSchedule = { everyMs: number; firstAfterMs?: number } | { dailyAtMs: number };

export const every = (everyMs: number, options: { firstAfterMs?: number } = {}): JobSchedule => ({
  everyMs,
  ...options,
});
export const dailyAt = (dailyAtMs: number): JobSchedule => ({ dailyAtMs });

function lengthInWords(ms: number): string {
  if (ms % HOUR_MS === 0) return `${ms / HOUR_MS} h`;
  if (ms % MINUTE_MS === 0) return `${ms / MINUTE_MS} min`;
  if (ms % SECOND_MS === 0) return `${ms / SECOND_MS} s`;
  return `${ms} ms`;
}

/** The schedule as an operator reads it: `every 60 s`, `every 6 h`, `daily at 00:01 UTC`. */
export function scheduleInWords(schedule: JobSchedule): string {
  if ('everyMs' in schedule) {
    // seconds up to two minutes read better than minutes: `every 60 s` is RENEWAL_INTERVAL_MS's 60000
    const ms = schedule.everyMs;
    return `every ${ms <= 2 * MINUTE_MS && ms % SECOND_MS === 0 ? `${ms / SECOND_MS} s` : lengthInWords(ms)}`;
  }
  const at = new Date(schedule.dailyAtMs);
  const seconds = at.getUTCSeconds() === 0 ? '' : `:${twoDigits(at.getUTCSeconds())}`;
  return `daily at ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}${seconds} UTC`;
}

/** The longest a job waits between two runs. */
export const periodOf = (schedule: JobSchedule): number =>
  'everyMs' in schedule ? schedule.everyMs : DAY_MS;

/** The wait from `now` (the product's clock) until the next run after one that ended well. */
export function waitAfterRun(schedule: JobSchedule, now: Date): number {
  if ('everyMs' in schedule) return schedule.everyMs;
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const today = midnight + schedule.dailyAtMs;
  return (today > now.getTime() ? today : today + DAY_MS) - now.getTime();
}

/** The wait from `now` until the first run of a job no instance has scheduled yet. */
export const firstWait = (schedule: JobSchedule, now: Date): number =>
  'everyMs' in schedule ? (schedule.firstAfterMs ?? schedule.everyMs) : waitAfterRun(schedule, now);

/**
 * The wait before trying again after `failures` failed runs in a row: `baseMs`, twice that, four times
 * that … but never later than the next regular run.
 */
export function retryWait(schedule: JobSchedule, now: Date, failures: number, baseMs: number): number {
  const backOff = baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(backOff, waitAfterRun(schedule, now));
}
