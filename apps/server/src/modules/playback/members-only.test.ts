import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { newPerson, register, SIGN_IN_REQUIRED, TEST_API_KEY } from '../../testing/membership-client.js';
import { playbackCall } from '../../testing/playback-client.js';
import { routeNames, routeTable } from '../../testing/route-hooks.js';
import { requireSignIn } from '../membership/public.js';

/**
 * Every playback call that acts for a signed-in session (the requireSignIn scope of routes.ts), with an
 * input that passes its checks; the ticket, heartbeat and stop serve visitors too (ticket.test.ts).
 */
const MEMBER_CALLS = [
  { method: 'GET', path: '/session/streams' },
  { method: 'POST', path: '/session/streams/stop', body: { Id: 'some-stream' } },
] as const;

/** Every other playback call: a visitor's too (the recogniseSignIn scope). */
const PUBLIC_CALLS = ['POST /session/content', 'POST /session/heartbeat', 'POST /session/stop'];
const PLAYBACK_ROUTES = ['/session/'];
const routes = routeTable();

describeWithServer(
  'playback calls that act for a signed-in session',
  (server) => {
    const app = () => server().app;
    /** A listed call, with its input, as a visitor (null) or with a session's token. */
    const ask = (member: (typeof MEMBER_CALLS)[number], token: string | null) =>
      playbackCall(app(), member.method, member.path, token, 'body' in member ? member.body : undefined);

    test('the calls listed are the routes of the requireSignIn scope, every other one is public', () => {
      expect(routes.split(PLAYBACK_ROUTES, requireSignIn)).toEqual({
        carrying: routeNames(MEMBER_CALLS),
        without: PUBLIC_CALLS,
      });
    });

    test.each(MEMBER_CALLS)(
      '$method $path without a session is refused: 401 SignInRequired',
      async (member) => {
        const answer = await ask(member, null);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject(SIGN_IN_REQUIRED);
      },
    );

    test('each refuses the token of a session that ended (logged out)', async () => {
      const token = await register(app(), newPerson());
      const logout = await playbackCall(app(), 'POST', `/membership/logout?apiKey=${TEST_API_KEY}`, token);
      expect(logout.status).toBe(200);
      for (const member of MEMBER_CALLS) {
        const answer = await ask(member, token);
        expect(answer.status, member.path).toBe(401);
        expect(answer.body, member.path).toMatchObject(SIGN_IN_REQUIRED);
      }
    });
  },
  { env: { API_KEY: TEST_API_KEY }, onRoute: routes.onRoute },
);
