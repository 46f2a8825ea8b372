import { signedInDevicesSchema, signedOutOthersSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { describeWithServer } from '../../testing/test-app.js';
import { resultOf } from '../../testing/content-client.js';
import { deviceNameOf } from './device-name.js';
import {
  call,
  manualClock,
  newPerson,
  register,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const AGENTS = {
  chromeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromeOnAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  headlessChromeOnLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

test('device names are read from user agents as a person names their device', () => {
  expect(deviceNameOf(AGENTS.chromeOnWindows)).toBe('Chrome on Windows');
  expect(deviceNameOf(AGENTS.safariOnIphone)).toBe('Safari on iPhone');
  expect(deviceNameOf(AGENTS.firefoxOnLinux)).toBe('Firefox on Linux');
  expect(deviceNameOf(AGENTS.edgeOnMac)).toBe('Edge on macOS');
  expect(deviceNameOf(AGENTS.chromeOnAndroid)).toBe('Chrome on Android');
  expect(deviceNameOf(AGENTS.headlessChromeOnLinux)).toBe('Chrome on Linux');
  expect(deviceNameOf('curl/8.5.0')).toBe('curl');
  expect(deviceNameOf(undefined)).toBe('Unknown device');
});

const clock = manualClock();
/** The trusted proxy's country header: the test's requests come from a private address. */
const COUNTRY_HEADER = 'cf-ipcountry';
const byCountry = (a: { Country: string | null }, b: { Country: string | null }) =>
  (a.Country ?? '~').localeCompare(b.Country ?? '~');

describeWithServer(
  'membership: signed-in devices on the account page',
  (server) => {
    const app = () => server().app;

    const signIn = async (person: Person, userAgent: string, country?: string) => {
      const answer = await call(app(), 'POST', '/membership/login/email', {
        body: { email: person.email, password: person.password, rememberMe: false },
        headers: { 'user-agent': userAgent, ...(country ? { [COUNTRY_HEADER]: country } : {}) },
        from: person.from,
      });
      return String(answer.headers['token']);
    };
    const devices = async (token: string) =>
      resultOf(
        await call(app(), 'GET', '/membership/account/devices', { headers: { token } }),
        signedInDevicesSchema,
      ).Devices;
    const signOut = (token: string, id: unknown) =>
      call(app(), 'POST', '/membership/account/devices/signout', { headers: { token }, body: { Id: id } });

    test('each signed-in device is listed by name with when it signed in and was last seen; this one is marked', async () => {
      const person = newPerson();
      const registered = await register(app(), person);
      const signedInAt = clock.now().toISOString();
      const phone = await signIn(person, AGENTS.safariOnIphone);
      clock.advance(600);
      const laptop = await signIn(person, AGENTS.chromeOnWindows);
      // a call made after a while moves the phone's LastSeenAt
      await devices(phone);
      const listed = await devices(laptop);
      expect(listed).toHaveLength(3);
      expect(listed.map(({ DeviceName, ThisDevice }) => ({ DeviceName, ThisDevice }))).toEqual([
        { DeviceName: 'Chrome on Windows', ThisDevice: true },
        { DeviceName: 'Safari on iPhone', ThisDevice: false },
        { DeviceName: expect.any(String), ThisDevice: false },
      ]);
      expect(listed[1]).toMatchObject({ SignedInAt: signedInAt, LastSeenAt: clock.now().toISOString() });
      expect(JSON.stringify(listed)).not.toContain(registered);
    });

    test('each device says where it signed in: the country its request came from, none from a private address', async () => {
      const person = newPerson();
      await register(app(), person);
      const home = await signIn(person, AGENTS.chromeOnWindows, 'nl');
      await signIn(person, AGENTS.chromeOnWindows, 'EG');
      await signIn(person, AGENTS.chromeOnWindows);
      const listed = await devices(home);
      expect(listed.map(({ Country, ThisDevice }) => ({ Country, ThisDevice })).sort(byCountry)).toEqual(
        [
          { Country: 'EG', ThisDevice: false },
          { Country: 'NL', ThisDevice: true },
          { Country: null, ThisDevice: false },
          { Country: null, ThisDevice: false },
        ].sort(byCountry),
      );
    });

    test('signing out another device ends its session: its next call answers 401 and it leaves the list', async () => {
      const person = newPerson();
      await register(app(), person);
      const phone = await signIn(person, AGENTS.safariOnIphone);
      const laptop = await signIn(person, AGENTS.chromeOnWindows);
      const phoneId = (await devices(phone)).find((device) => device.ThisDevice)?.Id;
      expect(resultOf(await signOut(laptop, phoneId), z.literal(true))).toBe(true);
      expect(
        (await call(app(), 'GET', '/membership/account/detail', { headers: { token: phone } })).status,
      ).toBe(401);
      expect((await devices(laptop)).map((device) => device.Id)).not.toContain(phoneId);
      expect((await signOut(laptop, phoneId)).status).toBe(404);
    });

    test('signing out of all other devices ends every other session of the account, and only those', async () => {
      const person = newPerson();
      await register(app(), person);
      const phone = await signIn(person, AGENTS.safariOnIphone);
      const laptop = await signIn(person, AGENTS.chromeOnWindows);
      const someoneElse = newPerson();
      const stranger = await register(app(), someoneElse);
      const answer = await call(app(), 'POST', '/membership/account/devices/signout-others', {
        headers: { token: laptop },
      });
      // the phone and the session registering opened
      expect(resultOf(answer, signedOutOthersSchema)).toEqual({ SignedOut: 2 });
      expect((await devices(laptop)).map((device) => device.ThisDevice)).toEqual([true]);
      const phoneCall = await call(app(), 'GET', '/membership/account/detail', { headers: { token: phone } });
      expect(phoneCall.status).toBe(401);
      expect(await devices(stranger)).toHaveLength(1);
      expect(
        (
          await call(app(), 'POST', '/membership/account/devices/signout-others', {
            headers: { token: laptop },
          })
        ).status,
      ).toBe(200);
      expect((await call(app(), 'POST', '/membership/account/devices/signout-others')).status).toBe(401);
    });

    test("another user's device cannot be signed out (404) and bad ids answer 400; without a session 401", async () => {
      const owner = newPerson();
      const ownerToken = await register(app(), owner);
      const stranger = await register(app(), newPerson());
      const ownerDevice = (await devices(ownerToken))[0]?.Id;
      expect((await signOut(stranger, ownerDevice)).status).toBe(404);
      expect((await devices(ownerToken)).map((device) => device.Id)).toContain(ownerDevice);
      for (const id of ['', 12, null, 'x'.repeat(201)])
        expect((await signOut(stranger, id)).status).toBe(400);
      expect((await call(app(), 'GET', '/membership/account/devices')).status).toBe(401);
    });
  },
  { clock, env: { API_KEY: TEST_API_KEY, COUNTRY_HEADER } },
);
