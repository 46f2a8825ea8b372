import { BOT_CHECK_HEADER, botCheckSettingsSchema } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import type { BotCheckAttempt } from './bot-check.js';
import type { MembershipDeps } from './deps.js';

/** The call as the bot check reads it: the token in the `bot-check-token` header, never in the body (docs/behaviour/accounts.md#bot-check). */
export function botCheckAttempt(request: FastifyRequest): BotCheckAttempt {
  const token = request.headers[BOT_CHECK_HEADER];
  return { token: typeof token === 'string' ? token : undefined, remoteIp: request.ip, log: request.log };
}

export function registerBotCheckRoutes(scope: FastifyInstance, { botCheck }: MembershipDeps) {
  // not in the spec: the provider and site key the web app needs to show the bot check
  scope
    .withTypeProvider<ZodTypeProvider>()
    .get('/membership/bot-check', { schema: { response: jsonAnswers(botCheckSettingsSchema) } }, async () =>
      ok(botCheck.settings),
    );
}
