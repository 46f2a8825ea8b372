import {
  BotCheckProvider,
  type BotCheckAction,
  type BotCheckSettings,
  MembershipErrorCode,
  MembershipMessage,
} from '@sahra/contracts';
import { z } from 'zod';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';

/** Where each provider checks a token (Cloudflare and Google document these as stable). */
const SITEVERIFY_URLS = {
  [BotCheckProvider.Turnstile]: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  [BotCheckProvider.Recaptcha]: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** A login must not hang on the provider: past this the check counts as unavailable. */
const SITEVERIFY_TIMEOUT_MS = 5000;
/** Turnstile tokens are at most 2048 characters, reCAPTCHA's shorter; anything longer is not a token. */
const MAX_TOKEN_LENGTH = 4096;

/** The fields both providers answer alike; score only from reCAPTCHA v3, action when the client named one. */
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface BotCheckLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the check reads of a call: the token the client sent (its `bot-check-token` header), and from where. */
export interface BotCheckAttempt {
  token: string | undefined;
  remoteIp: string;
  log: BotCheckLog;
}

export interface BotCheck {
  settings: BotCheckSettings;
  /** Passes when the check is off or the attempt's token is accepted for `action`; otherwise throws. */
  verify(attempt: BotCheckAttempt, action: BotCheckAction): Promise<void>;
}

const refused = (status: 400 | 403, code: 'BotCheckRequired' | 'BotCheckFailed') =>
  new AppError(status, MembershipErrorCode[code], MembershipMessage[code]);

function requiredSetting(value: string | undefined, name: string): string {
  // loadConfig refuses a bot check without its keys; this only narrows the type
  if (value === undefined) throw new Error(`${name} is required when BOT_CHECK is on`);
  return value;
}

/** The bot check of the configured provider: Turnstile and reCAPTCHA share one siteverify protocol. */
export function createBotCheck(config: Config): BotCheck {
  const provider = config.BOT_CHECK;
  if (provider === BotCheckProvider.Off) {
    return { settings: { provider, siteKey: null }, verify: async () => undefined };
  }
  const siteKey = requiredSetting(config.BOT_CHECK_SITE_KEY, 'BOT_CHECK_SITE_KEY');
  const secret = requiredSetting(config.BOT_CHECK_SECRET, 'BOT_CHECK_SECRET');
  const verifyUrl = config.BOT_CHECK_VERIFY_URL ?? SITEVERIFY_URLS[provider];

  async function askProvider({ remoteIp, log }: BotCheckAttempt, token: string) {
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      return siteverifyAnswerSchema.parse(await response.json());
    } catch (error) {
      // fail closed: without the provider's word a bot would pass, so the caller is asked to retry
      log.warn({ err: error, provider }, 'bot check: the provider could not be asked');
      throw new AppError(
        503,
        MembershipErrorCode.BotCheckUnavailable,
        MembershipMessage.BotCheckUnavailable,
        { 'retry-after': '5' },
      );
    }
  }

  return {
    settings: { provider, siteKey },
    async verify(attempt, action) {
      const { token } = attempt;
      if (token === undefined || token.trim().length === 0) throw refused(400, 'BotCheckRequired');
      if (token.length > MAX_TOKEN_LENGTH) throw refused(403, 'BotCheckFailed');
      const answer = await askProvider(attempt, token);
      // an empty action means the client named none (reCAPTCHA v2 never does); one named must match
      const otherAction = answer.action !== undefined && answer.action !== '' && answer.action !== action;
      const lowScore = answer.score !== undefined && answer.score < config.BOT_CHECK_MIN_SCORE;
      if (!answer.success || otherAction || lowScore) {
        attempt.log.info({ provider, action, answer }, 'bot check refused a token');
        throw refused(403, 'BotCheckFailed');
      }
    },
  };
}
