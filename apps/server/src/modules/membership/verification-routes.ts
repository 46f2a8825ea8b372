import {
  BotCheckAction,
  CodeType,
  doneResultSchema,
  sendVerificationResultSchema,
  sendVerificationSchema,
  verifyAccountSchema,
  verifyCodeSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { botCheckAttempt } from './bot-check-routes.js';
import type { MembershipDeps } from './deps.js';
import { countAttempt, RatePolicies } from './rate-limit.js';
import { markVerified } from './user-repository.js';
import { sendCode, useCode, verifyCode } from './verification.js';

export function registerVerificationRoutes(
  scope: FastifyInstance,
  { db, clock, delivery, botCheck }: MembershipDeps,
) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const done = jsonAnswers(doneResultSchema);

  routes.post(
    '/membership/verification/send',
    { schema: { body: sendVerificationSchema, response: jsonAnswers(sendVerificationResultSchema) } },
    async (request) => {
      const { codeType, method, language } = request.body;
      const belongTo = (method === 'Email' ? request.body.email : request.body.mobile) ?? '';
      // forgot password is open to anyone, so it is bot-checked; account codes need a signed-up user
      if (codeType === CodeType.ResetPassword)
        await botCheck.verify(botCheckAttempt(request), BotCheckAction.ResetPassword);
      await countAttempt(db, clock, RatePolicies.codePerAddress, request.ip);
      await countAttempt(db, clock, RatePolicies.codePerRecipient, belongTo);
      return ok({ Expires: await sendCode(db, clock, delivery, { codeType, belongTo, language }) });
    },
  );

  routes.post(
    '/membership/verification/VerifyCode',
    { schema: { body: verifyCodeSchema, response: done } },
    async (request) => {
      const { belongTo, code, Type: codeType } = request.body;
      await countAttempt(db, clock, RatePolicies.verifyPerAddress, request.ip);
      await verifyCode(db, clock, { codeType, belongTo, code });
      return ok(true);
    },
  );

  routes.post(
    '/membership/verification/verifyAccount',
    { schema: { body: verifyAccountSchema, response: done } },
    async (request) => {
      const { belongTo, code } = request.body;
      await countAttempt(db, clock, RatePolicies.verifyPerAddress, request.ip);
      await useCode(db, clock, { codeType: 'Account', belongTo, code }, (tx) => markVerified(tx, belongTo));
      return ok(true);
    },
  );
}
