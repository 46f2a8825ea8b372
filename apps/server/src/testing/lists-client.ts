import { AuthHeader } from '@sahra/contracts';
import type { App } from '../app.js';
import { post } from './content-client.js';
import { call, newPerson, register } from './membership-client.js';

/** A new signed-in user's auth token and user-list login token (GET /service/profile with the former). */
export async function memberTokens(app: App) {
  const authToken = await register(app, newPerson());
  const answer = await call(app, 'GET', '/service/profile', { headers: { [AuthHeader.Token]: authToken } });
  return { authToken, loginToken: String(answer.headers[AuthHeader.LoginToken]) };
}

export const memberLoginToken = async (app: App) => (await memberTokens(app)).loginToken;

/** A visitor's user-list login token: /service/profile without signing in. */
export async function visitorLoginToken(app: App): Promise<string> {
  const answer = await call(app, 'GET', '/service/profile');
  return String(answer.headers[AuthHeader.LoginToken]);
}

/** A user-list call. */
export const ues = (app: App, call: string, body: unknown) => post(app, `/ues/client/${call}`, body);
