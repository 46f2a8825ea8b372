import { ticketResultSchema, type TicketRequest } from '@sahra/contracts';
import type { App } from '../app.js';
import type { Db } from '../platform/db.js';
import { inject, resultOf, type Answer } from './content-client.js';
import { call, type Person } from './membership-client.js';
import { readMediaToken } from '../modules/media/signed-link.js';
import { countLeasesRenewedSince } from '../modules/playback/lease-repository.js';

/** A playback call with the device's token header (none for a signed-out visitor). */
export async function playbackCall(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const response = await inject(app, {
    method,
    url: path,
    headers: {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() };
}

export const askTicket = (app: App, token: string | null, request: Partial<TicketRequest> & { Id: number }) =>
  playbackCall(app, 'POST', '/session/content', token, { Type: 1, ...request });

export const ticketOf = async (app: App, token: string | null, contentId: number) =>
  resultOf(await askTicket(app, token, { Id: contentId }), ticketResultSchema);

export const heartbeat = (app: App, token: string | null, ticket: string) =>
  playbackCall(app, 'POST', '/session/heartbeat', token, { ticket });

export const stopStream = (app: App, token: string | null, ticket: string) =>
  playbackCall(app, 'POST', '/session/stop', token, { ticket });

/** Signs the person in on another device (its own device id and user agent); answers its token. */
export async function signInDevice(app: App, person: Person, deviceId: string, userAgent?: string) {
  const answer = await call(app, 'POST', '/membership/login/email', {
    body: { email: person.email, password: person.password, deviceId, rememberMe: false },
    from: person.from,
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return String(answer.headers['token']);
}

/** How many leases of the user are live now (renewed within the lease time), counted in the database. */
export const liveLeases = (db: Db, userId: number, now: Date, leaseSeconds: number) =>
  countLeasesRenewedSince(db, userId, new Date(now.getTime() - leaseSeconds * 1000));

/** The stream a media link's token names (its lease id). */
export function streamIdOf(link: string): string {
  const token = readMediaToken(new URL(link, 'http://origin.test').searchParams.get('t'));
  if (!token) throw new Error(`no media token in ${link}`);
  return token.stream;
}
