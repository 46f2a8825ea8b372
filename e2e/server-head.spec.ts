import { ContentTypeId, type ContentItem, type ListAndItems } from '@sahra/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';

const DEFAULT_TITLE = 'Sahra — Arabic TV, live and on demand';

// Catalog reads are uncached on first use; a loaded machine needs more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The first item of a list, or of its items of one content type (catch-up lists mix episodes and movies). */
async function firstOfList(
  request: APIRequestContext,
  listId: number,
  contentTypeId?: number,
): Promise<ContentItem> {
  const response = await request.get(`/api/GetListAndItemsByListId?listId=${listId}`);
  const { Result } = (await response.json()) as { Result: ListAndItems };
  const first = Result.ListItems.find(
    ({ Item }) => contentTypeId === undefined || Item.ContentType.some((type) => type.Id === contentTypeId),
  );
  if (!first) throw new Error(`list ${listId} has no such item`);
  return first.Item;
}

/** The page as served, before any script runs: what link previews and crawlers read. */
async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    status: response.status(),
    csp: response.headers()['content-security-policy'],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    themeColor: /<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1],
    viewport: /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1],
  };
}

test('the home page is served with the default head: title, description, theme colour, viewport and CSP', async ({
  request,
  baseURL,
}) => {
  const head = await servedHead(request, '/');
  expect(head.status).toBe(200);
  expect(head.title).toBe(DEFAULT_TITLE);
  expect(head.description).toContain('more than 60 Arabic live TV channels');
  expect(head.themeColor).toBe('#0b0d12');
  expect(head.viewport).toBe('width=device-width, initial-scale=1');
  expect(head.canonical).toBe(`${baseURL}/?lang=en`);
  expect(head.csp).toContain("script-src 'self'");
});

test('a movie details page is served with its own title, description and canonical link', async ({
  page,
  request,
  baseURL,
  stepScreenshot,
}) => {
  const movie = await firstOfList(request, 1102);
  const head = await servedHead(request, `/details/${movie.Id}/any-slug`);
  expect(head.status).toBe(200);
  expect(head.title).toBe(`${movie.DisplayTitle ?? movie.Name} — Sahra`);
  expect(head.description?.length).toBeGreaterThan(0);
  expect(head.canonical).toBe(`${baseURL}/details/${movie.Id}/${movie.UrlEncodedName}?lang=en`);

  await page.goto(`/details/${movie.Id}/${movie.UrlEncodedName}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]').first()).toHaveAttribute('href', head.canonical ?? '');
  await stepScreenshot('server-head-details');
});

test('catch-up, on-demand and person pages are served with their own heads', async ({ request, baseURL }) => {
  const episode = await firstOfList(request, 1101, ContentTypeId.Episode);
  const catchup = await servedHead(request, `/catchup/play/${episode.Id}/x`);
  expect(catchup.canonical).toBe(`${baseURL}/catchup/play/${episode.Id}/${episode.UrlEncodedName}?lang=en`);

  const movies = await servedHead(request, '/ondemand/movies');
  expect(movies.title).toBe('Movies — Sahra');
  expect(movies.canonical).toBe(`${baseURL}/ondemand/movies?lang=en`);

  const movie = await firstOfList(request, 1102);
  const person = movie.Metadata.find((entry) => entry.NameSpace === 'person');
  if (!person) throw new Error('the first movie has no person');
  const cast = await servedHead(request, `/person/cast/${person.UrlEncodedValue}`);
  expect(cast.title).toBe(`More from ${person.Value} — Sahra`);
});

test.describe('an unknown details id', () => {
  // the app's own call for the item answers 404 too, which the browser logs
  test.use({ expectedPageErrors: [/status of 404/] });

  test('is a 404 that still serves the app, which shows not found', async ({
    page,
    request,
    stepScreenshot,
  }) => {
    const head = await servedHead(request, '/details/999999999/nothing');
    expect(head.status).toBe(404);
    expect(head.title).toBe(DEFAULT_TITLE);
    await page.goto('/details/999999999/nothing');
    await expect(page.getByRole('heading', { name: /We're Sorry/ })).toBeVisible();
    await stepScreenshot('server-head-unknown-details');
  });
});

test.describe('a path that is no page of the app', () => {
  // the browser logs the page's own 404
  test.use({ expectedPageErrors: [/status of 404/] });

  test('answers HTTP 404 and shows the not-found screen, in English and in Arabic', async ({
    page,
    baseURL,
    stepScreenshot,
  }) => {
    const english = await page.goto('/no/such/page');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /We're Sorry/ })).toBeVisible();

    await page.context().addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    const arabic = await page.goto('/this-page-never-was');
    expect(arabic?.status()).toBe(404);
    expect(await arabic?.text()).toContain('<html lang="ar" dir="rtl">');
    await expect(page.getByText('الصفحة غير موجودة.')).toBeVisible();
    await stepScreenshot('server-head-unknown-path-arabic');
  });
});

test.describe('client error reporting', () => {
  test.use({ expectedPageErrors: [/reporting probe/] });

  test('an uncaught error in the page is reported to the server with the page and app version', async ({
    page,
  }) => {
    // the browser's side of the report; the endpoint's answers are proven by the server's integration tests
    await page.route('**/api/client-errors', (route) => route.fulfill({ status: 204 }));
    await page.goto('/devices');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reported = page.waitForRequest('**/api/client-errors');
    // thrown from a task of the browser's own: a timer callback would run inside Playwright's clock
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error('reporting probe');
      });
    });
    const body = (await reported).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'Error: reporting probe',
      url: expect.stringContaining('/devices'),
      appVersion: '1.0.6',
    });
    expect(String(body.userAgent)).toContain('Chrome');
    expect(String(body.stack)).toContain('reporting probe');
  });
});
