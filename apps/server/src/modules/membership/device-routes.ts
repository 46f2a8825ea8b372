import {
  doneResultSchema,
  PlatformErrorCode,
  signedInDevicesSchema,
  signedOutOthersSchema,
  signOutDeviceRequestSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { AppError, ok } from '../../platform/errors.js';
import type { MembershipDeps } from './deps.js';
import { signedInDevices } from './devices.js';
import { endOtherSessionsOfUser, endSessionOfUser } from './session-repository.js';
import { signedInOf } from './signed-in.js';

/**
 * The account page's signed-in devices, each of which can be signed out from any other, or all others at
 * once; `members` is a requireSignIn scope.
 */
export function registerDeviceRoutes(members: FastifyInstance, { db, clock }: MembershipDeps) {
  const routes = members.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/membership/account/devices',
    { schema: { response: jsonAnswers(signedInDevicesSchema) } },
    async (request) => {
      const { session } = signedInOf(request);
      return ok(signedInDevicesSchema.parse({ Devices: await signedInDevices(db, clock, session) }));
    },
  );

  routes.post(
    '/membership/account/devices/signout',
    { schema: { body: signOutDeviceRequestSchema, response: jsonAnswers(doneResultSchema) } },
    async (request) => {
      const { session } = signedInOf(request);
      if (!(await endSessionOfUser(db, session.userId, request.body.Id, clock.now()))) {
        throw new AppError(404, PlatformErrorCode.NotFound, 'This device is not signed in');
      }
      return ok(true);
    },
  );

  // a lost phone, a shared computer: every session but this one ends, their next call answers 401
  routes.post(
    '/membership/account/devices/signout-others',
    { schema: { response: jsonAnswers(signedOutOthersSchema) } },
    async (request) => {
      const { session } = signedInOf(request);
      const signedOut = await endOtherSessionsOfUser(db, session.userId, session.id, clock.now());
      return ok({ SignedOut: signedOut });
    },
  );
}
