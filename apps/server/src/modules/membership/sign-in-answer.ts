import { AuthCookie, AuthHeader } from '@sahra/contracts';
import type { FastifyReply } from 'fastify';
import { setCookies, type Cookie } from './cookies.js';
import { AUTH_TOKEN_SECONDS, REMEMBER_TOKEN_SECONDS, type SignIn } from './sessions.js';

/** Gives the client its new tokens: in the spec's response headers and as HttpOnly cookies. */
export function handOutSignIn(reply: FastifyReply, signIn: SignIn) {
  const cookies: Cookie[] = [
    { name: AuthCookie.Token, value: signIn.token, maxAgeSeconds: AUTH_TOKEN_SECONDS },
    { name: AuthCookie.SessionId, value: signIn.session.id, maxAgeSeconds: AUTH_TOKEN_SECONDS },
  ];
  reply.header(AuthHeader.Token, signIn.token);
  if (signIn.remember) {
    reply.header(AuthHeader.Remember, signIn.remember);
    cookies.push({
      name: AuthCookie.RememberToken,
      value: signIn.remember,
      maxAgeSeconds: REMEMBER_TOKEN_SECONDS,
    });
  }
  setCookies(reply, cookies);
}
