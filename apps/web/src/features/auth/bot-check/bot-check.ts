import {
  BOT_CHECK_HEADER,
  BotCheckProvider,
  MembershipMessage,
  type BotCheckAction,
  type BotCheckSettings,
} from '@sahra/contracts';
import { membershipCall } from '../../../api/membership-client';
import { BotCheckError, PROVIDER_SCRIPT, providerToken } from './providers';

/** The script of each provider, loaded once per page, the first time a form is sent. */
const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new BotCheckError(MembershipMessage.BotCheckUnavailable));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

let settings: Promise<BotCheckSettings> | undefined;

/** The server's bot-check settings (GET /membership/bot-check), asked once per page; a failure is asked again. */
function botCheckSettings(): Promise<BotCheckSettings> {
  settings ??= membershipCall<BotCheckSettings>('GET', '/membership/bot-check').then(
    ({ result }) => result,
    (error: unknown) => {
      settings = undefined;
      throw error;
    },
  );
  return settings;
}

/**
 * The header that carries a fresh bot-check token for `action` (docs/behaviour/accounts.md#bot-check: obtained before register, login
 * and reset, never sent in the payload); none when the server has the check off. Tokens are single use:
 * one per submission.
 */
export async function botCheckHeaders(action: BotCheckAction): Promise<Record<string, string>> {
  const { provider, siteKey } = await botCheckSettings();
  if (provider === BotCheckProvider.Off || siteKey === null) return {};
  await loadScript(PROVIDER_SCRIPT[provider](siteKey));
  return { [BOT_CHECK_HEADER]: await providerToken(provider, siteKey, action) };
}

/** Forgets what this page learnt, as a new page would: for tests. */
export function resetBotCheck() {
  settings = undefined;
  scripts.clear();
}
