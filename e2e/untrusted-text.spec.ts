import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures/test';
import {
  PAYLOAD_PERSON,
  PayloadId,
  PayloadTitle,
  PROBE,
  UNTRUSTED_URL,
  XSS_SCRIPT,
} from './fixtures/untrusted-catalog';

// the home rows and details read uncached catalog pages on first visit; a loaded machine needs more than 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

declare global {
  interface Window {
    /** Set by any payload that runs; must stay undefined. */
    __xss?: unknown;
    __inlineRan?: unknown;
    /** Every Content-Security-Policy violation the page saw, as "directive blocked-uri". */
    __cspViolations?: string[];
  }
}

// The second server of the config, whose catalog carries the payloads (e2e/untrusted-server.ts).
test.use({
  baseURL: UNTRUSTED_URL,
  // that server makes no demo video, so the home hero's trailer is answered 503 (preparing) and its slide keeps its picture
  expectedPageErrors: [/status of 503/],
});

test.beforeEach(async ({ page }) => {
  // init scripts run outside the page's CSP, before any of its own code
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

async function expectNoPayloadRan(page: Page) {
  expect(await page.evaluate(() => window.__xss), 'window.__xss').toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations), 'CSP violations').toEqual([]);
  expect(await page.locator('a[href^="javascript:" i]').count(), 'javascript: links').toBe(0);
}

/** Scrolls to the end step by step, so rows that load when they come into view load. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 12; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(150);
  }
}

async function useArabic(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
}

test('a home row titled and filled with payloads shows them as text, and none runs', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/');
  const row = page.getByRole('heading', { level: 2, name: PayloadTitle.List });
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  for (const title of [PayloadTitle.Movie, PayloadTitle.Series, PayloadTitle.Play]) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await stepScreenshot('untrusted-home-row');
  await scrollThrough(page);
  await expectNoPayloadRan(page);
});

test('the details page shows a payload title, description and metadata as text', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto(`/details/${PayloadId.Movie}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PayloadTitle.Movie);
  await expect(page.getByText(`${XSS_SCRIPT} opens the story.`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(PAYLOAD_PERSON.name).first()).toBeVisible();
  await stepScreenshot('untrusted-details');
  await scrollThrough(page);
  await expectNoPayloadRan(page);
});

test('a title added without media says it is not available to watch yet, in English and in Arabic, and #play starts no player', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto(`/details/${PayloadId.Movie}/x#play`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PayloadTitle.Movie);
  await expect(page.getByText('Not available to watch yet')).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch now/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0);
  await stepScreenshot('not-playable-details-en');
  await useArabic(page);
  await page.goto(`/details/${PayloadId.Movie}/x`);
  await expect(page.getByText('غير متاح للمشاهدة بعد')).toBeVisible();
  await expect(page.getByRole('link', { name: /شاهد الآن/ })).toHaveCount(0);
  await stepScreenshot('not-playable-details-ar');
});

test('search results show payload titles as text', async ({ page, stepScreenshot }) => {
  await page.goto(`/search?q=${PROBE}`);
  for (const title of [PayloadTitle.Movie, PayloadTitle.Series, PayloadTitle.Play]) {
    await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
  }
  await stepScreenshot('untrusted-search');
  await expectNoPayloadRan(page);
});

test('in Arabic the payload names and list title show as text, right to left', async ({
  page,
  stepScreenshot,
}) => {
  await useArabic(page);
  await page.goto(`/details/${PayloadId.Series}/x`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_SCRIPT);
  await stepScreenshot('untrusted-details-ar');
  await expectNoPayloadRan(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: XSS_SCRIPT })).toBeVisible();
  await scrollThrough(page);
  await expectNoPayloadRan(page);
});

test('the server writes payload names into page heads escaped', async ({ request }) => {
  const details = await (
    await request.get(`/details/${PayloadId.Movie}/x`, { headers: { accept: 'text/html' } })
  ).text();
  expect(details).toContain(
    '<title>Xssprobe movie &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; — Sahra</title>',
  );
  const person = await (
    await request.get(`/person/cast/${PAYLOAD_PERSON.slug}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(person).toContain(
    '<title>More from Xssprobe actor &lt;script&gt;window.__xss=1&lt;/script&gt; — Sahra</title>',
  );
  expect(person).not.toContain('<script>window.__xss');
});

test.describe('the Content-Security-Policy', () => {
  // the blocked attempts below are logged by the browser as errors, on purpose
  test.use({ expectedPageErrors: [/Content Security Policy/] });

  test('blocks inline script and inline event handlers the page did not ship', async ({ page }) => {
    await page.goto(`/details/${PayloadId.Movie}/x`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = 1';
      document.head.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/favicon.svg?broken" onload="window.__xss=1" onerror="window.__xss=1">';
      document.body.append(holder);
    });
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0))
      .toBeGreaterThanOrEqual(2);
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect(violations.some((violation) => violation.startsWith('script-src-elem inline'))).toBe(true);
    expect(violations.some((violation) => violation.startsWith('script-src-attr inline'))).toBe(true);
    expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  });
});
