import { AuthCookie, AuthHeader } from '@sahra/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Cookie {
  name: string;
  value: string;
  /** 0 removes the cookie. */
  maxAgeSeconds: number;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** The header a client sends, or else the cookie the server set: browsers cannot read HttpOnly cookies. */
export function credential(request: FastifyRequest, header: string, cookie: string): string | undefined {
  const value = request.headers[header];
  return (typeof value === 'string' && value.length > 0 ? value : undefined) ?? readCookie(request, cookie);
}

export const authToken = (request: FastifyRequest) => credential(request, AuthHeader.Token, AuthCookie.Token);

/** HttpOnly so page scripts never see the tokens; Secure whenever the visitor came over HTTPS. */
export function setCookies(request: FastifyRequest, reply: FastifyReply, cookies: Cookie[]) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    cookies.map(
      ({ name, value, maxAgeSeconds }) =>
        `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}
