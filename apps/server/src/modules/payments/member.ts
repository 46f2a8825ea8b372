import type { FastifyRequest } from 'fastify';
import { memberById, signedIn, type Member } from '../membership/public.js';
import type { MoneyDeps } from './deps.js';

/** The signed-in member a money call acts for (token header or er-auth-token cookie). */
export async function callingMember({ db, clock }: MoneyDeps, request: FastifyRequest): Promise<Member> {
  const session = await signedIn(db, clock, request);
  return memberById(db, session.userId);
}
