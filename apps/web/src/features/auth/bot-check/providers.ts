import { BotCheckProvider, MembershipMessage, type BotCheckAction } from '@sahra/contracts';

/** Where each provider's browser script comes from; the server's CSP allows exactly these origins. */
export const PROVIDER_SCRIPT: Record<Exclude<BotCheckProvider, 'off'>, (siteKey: string) => string> = {
  [BotCheckProvider.Turnstile]: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  [BotCheckProvider.Recaptcha]: (siteKey) =>
    `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
};

/** The parts of Cloudflare Turnstile's browser API this app uses. */
interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      execution: 'execute';
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'error-callback': () => void;
    },
  ): string;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}

/** The parts of reCAPTCHA v3's browser API this app uses. */
interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
    grecaptcha?: Recaptcha;
  }
}

/** The provider's script or widget failed in the browser; its message is the server's for the same failure. */
export class BotCheckError extends Error {}

/**
 * A Turnstile token for one submission: a widget that shows itself only if the visitor must interact
 * (`interaction-only`), in a place of its own, removed once it has answered.
 */
function turnstileToken(turnstile: Turnstile, siteKey: string, action: BotCheckAction): Promise<string> {
  const container = document.createElement('div');
  container.className = 'bot-check-widget';
  document.body.append(container);
  return new Promise<string>((resolve, reject) => {
    const widgetId = turnstile.render(container, {
      sitekey: siteKey,
      action,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: resolve,
      'error-callback': () => reject(new BotCheckError(MembershipMessage.BotCheckFailed)),
    });
    turnstile.execute(widgetId);
  }).finally(() => container.remove());
}

function recaptchaToken(grecaptcha: Recaptcha, siteKey: string, action: BotCheckAction): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, () => {
        reject(new BotCheckError(MembershipMessage.BotCheckFailed));
      });
    });
  });
}

/** A token from the provider's API, once its script has defined it on the window. */
export function providerToken(
  provider: Exclude<BotCheckProvider, 'off'>,
  siteKey: string,
  action: BotCheckAction,
): Promise<string> {
  if (provider === BotCheckProvider.Turnstile) {
    if (!window.turnstile) throw new BotCheckError(MembershipMessage.BotCheckUnavailable);
    return turnstileToken(window.turnstile, siteKey, action);
  }
  if (!window.grecaptcha) throw new BotCheckError(MembershipMessage.BotCheckUnavailable);
  return recaptchaToken(window.grecaptcha, siteKey, action);
}
