/**
 * Lengths of time, named once for the server, the web app and the journeys: durations in milliseconds
 * (`_MS`, what timers, dates and caches take) and in seconds (`_SECONDS`, what lifetimes and media times are in).
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** A clock or calendar field written with two digits (7 → "07"), as times and dates are written. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss of a whole number of seconds; hours run past 24 for a span longer than a day. */
export const hoursMinutesSeconds = (seconds: number) =>
  `${twoDigits(Math.floor(seconds / HOUR_SECONDS))}:${twoDigits(Math.floor(seconds / MINUTE_SECONDS) % 60)}:${twoDigits(seconds % 60)}`;
