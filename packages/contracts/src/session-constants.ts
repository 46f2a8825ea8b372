// Apart from membership.ts, whose zod schemas a bundler keeps together with these: the web app's session
// code, which every signed-in page starts with, needs only these values, not zod.

/** Every account-service call carries the API key as this query parameter (docs/behaviour/accounts.md#calls). */
export const API_KEY_PARAMETER = 'apiKey';

/** Lifetimes of docs/behaviour/limits.md#accounts-money-and-playback; the remember-me lifetime is not in the spec and is ours. */
export const LOGIN_TOKEN_MINUTES = 240;
export const REMEMBER_ME_DAYS = 30;
export const ANONYMOUS_TOKEN_HOURS = 4;
export const ANONYMOUS_ID_DAYS = 1000;
export const USER_DATA_CACHE_SECONDS = 3600;
