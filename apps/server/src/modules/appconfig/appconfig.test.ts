import {
  appConfigResponseSchema,
  envelopeSchema,
  homeGroupsResponseSchema,
  PlatformErrorCode,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import type { App } from '../../app.js';
import { describeWithServer } from '../../testing/test-app.js';

const query = (appGroup: string) => `/appconfig/config?appGroup=${appGroup}&appName=sahra-web&tenant=sahra`;

async function menu(app: App, appGroup: 'web' | 'mobile', headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: query(appGroup), headers });
  expect(response.statusCode, response.body).toBe(200);
  const envelope = envelopeSchema(appConfigResponseSchema).parse(response.json());
  return { entries: envelope.Result ?? [], cc: response.headers.cc };
}

describeWithServer('app configuration', (server) => {
  test('web and mobile each get their menu pages in menu order', async () => {
    const { db } = server().storage;
    for (const appGroup of ['web', 'mobile'] as const) {
      const { entries } = await menu(server().app, appGroup);
      const stored = await db
        .selectFrom('home_configuration')
        .select('page_id')
        .where('app_group', '=', appGroup)
        .orderBy('position')
        .orderBy('page_id')
        .execute();
      expect(entries.length, appGroup).toBeGreaterThan(0);
      expect(entries.map((entry) => entry.pageId)).toEqual(stored.map((row) => row.page_id));
      expect(entries.some((entry) => entry.rootPage)).toBe(true);
      // a child page hangs under a page of the same menu
      const ids = new Set(entries.map((entry) => entry.pageId));
      for (const entry of entries.filter((page) => page.parentPage !== null))
        expect(ids.has(entry.parentPage ?? -1)).toBe(true);
    }
  });

  test('without a country header the cc header carries the default country', async () => {
    const { cc } = await menu(server().app, 'web');
    expect(cc).toBe(server().config.DEFAULT_COUNTRY);
  });

  test('a missing or unknown app group is refused with a 400 envelope', async () => {
    for (const url of ['/appconfig/config?appName=x&tenant=y', query('tv')]) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ Success: false, ErrorCode: PlatformErrorCode.BadRequest });
    }
  });

  test('home groups are listed with their lists, slider and page title', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/appconfig/home-groups' });
    expect(response.statusCode).toBe(200);
    const groups = envelopeSchema(homeGroupsResponseSchema).parse(response.json()).Result ?? [];
    expect(groups.length).toBeGreaterThan(0);
    expect(new Set(groups.map((group) => group.slug)).size).toBe(groups.length);
    expect(response.headers.cc).toBe(server().config.DEFAULT_COUNTRY);
  });
});

describeWithServer(
  'app configuration behind a proxy that names the country',
  (server) => {
    test('the cc header carries the country from the trusted header', async () => {
      const { cc } = await menu(server().app, 'mobile', { 'cf-ipcountry': 'be' });
      expect(cc).toBe('BE');
    });

    test('a country outside ALLOWED_COUNTRIES gets 451 on /appconfig with the cc header', async () => {
      const response = await server().app.inject({
        method: 'GET',
        url: query('web'),
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(response.statusCode).toBe(451);
      expect(response.headers.cc).toBe('US');
      expect(response.json()).toEqual({
        Success: false,
        Result: null,
        ErrorCode: PlatformErrorCode.CountryBlocked,
        ErrorMessage: 'Our content is currently not available in your location.',
      });
    });

    test('a country outside ALLOWED_COUNTRIES gets 451 on /api calls', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/AutoComplete',
        headers: { 'cf-ipcountry': 'US', 'content-type': 'application/json' },
        payload: JSON.stringify({ Text: 'bab el hara' }),
      });
      expect(response.statusCode).toBe(451);
      expect(response.json()).toMatchObject({ ErrorCode: PlatformErrorCode.CountryBlocked });
    });

    test('the health check answers every country', async () => {
      const response = await server().app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(response.statusCode).toBe(200);
    });

    test('an allowed country gets the menu', async () => {
      const { entries, cc } = await menu(server().app, 'web', { 'cf-ipcountry': 'NL' });
      expect(cc).toBe('NL');
      expect(entries.length).toBeGreaterThan(0);
    });
  },
  { env: { COUNTRY_HEADER: 'cf-ipcountry', ALLOWED_COUNTRIES: 'NL,BE' } },
);
