import { z } from 'zod';

/**
 * The request header carrying the bot-check token: docs/behaviour/accounts.md#bot-check says the token "is not sent in the
 * payload", so a body keeps the spec's shape and the token travels beside it.
 */
export const BOT_CHECK_HEADER = 'bot-check-token';

export const BotCheckProvider = { Off: 'off', Turnstile: 'turnstile', Recaptcha: 'recaptcha' } as const;
export type BotCheckProvider = (typeof BotCheckProvider)[keyof typeof BotCheckProvider];

/**
 * The action the client names when it asks the provider for a token (Turnstile `action`, reCAPTCHA v3
 * `action`); the server refuses a token made for another action. `resetPassword` is the spec's word.
 */
export const BotCheckAction = {
  Login: 'login',
  Register: 'register',
  ResetPassword: 'resetPassword',
} as const;
export type BotCheckAction = (typeof BotCheckAction)[keyof typeof BotCheckAction];

/** Answer of GET /membership/bot-check: what the web app needs to show the provider's widget. */
export const botCheckSettingsSchema = z.object({
  provider: z.enum(BotCheckProvider),
  /** The provider's public site key; null when the check is off. */
  siteKey: z.string().nullable(),
});
export type BotCheckSettings = z.infer<typeof botCheckSettingsSchema>;
