import { AuthCookie, AuthHeader } from '@sahra/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Cookie {
  name: string;
  value: string;
  /** 0 removes the cookie. */
  maxAgeSeconds: number;
}

/** The header a client sends, or else the cookie the server set: browsers cannot read HttpOnly cookies. */
export function credential(request: FastifyRequest, header: string, cookie: string): string | undefined {
  const value = request.headers[header];
  return (typeof value === 'string' && value.length > 0 ? value : undefined) ?? request.cookies[cookie];
}

export const authToken = (request: FastifyRequest) => credential(request, AuthHeader.Token, AuthCookie.Token);

/**
 * HttpOnly so page scripts never see the tokens; Secure whenever the visitor came over HTTPS. The cookies
 * come back parsed by @fastify/cookie (registered in app.ts), which keeps a value it cannot decode as it is.
 */
export function setCookies(reply: FastifyReply, cookies: Cookie[]) {
  for (const { name, value, maxAgeSeconds } of cookies) {
    reply.setCookie(name, value, {
      maxAge: maxAgeSeconds,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
    });
  }
}
