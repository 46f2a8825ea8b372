import { HOUR_MS, SECOND_MS } from '@sahra/contracts';
import type { Page } from '@playwright/test';
import { configLoaded, expect, isCollapsedNav, pageNow, test, visit } from './fixtures/test';

/** Opens the live-channel popup from the menu (behind the hamburger on phones). */
async function openChannelPopup(page: Page) {
  if (await isCollapsedNav(page)) await page.getByRole('button', { name: 'Menu' }).click();
  const channels = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Channels' });
  await channels.click();
  const popup = page.getByRole('dialog', { name: 'Live channels' });
  await expect(popup).toBeVisible();
  return { popup, channels };
}

/** Waits until the first few tiles' art has arrived, so the screenshot shows real logos. */
async function waitForTileArt(popup: ReturnType<Page['getByRole']>, count: number) {
  const images = popup.locator('img');
  for (let index = 0; index < count; index++) {
    await expect(images.nth(index)).toHaveJSProperty('complete', true);
  }
}

test('a visitor sees the navigation bar built from the home configuration, the guest buttons and the footer @layout', async ({
  page,
  stepScreenshot,
}) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await stepScreenshot('frame-home');

  const collapsed = await isCollapsedNav(page);
  if (collapsed) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await stepScreenshot('frame-mobile-menu-open');
  }
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('button', { name: 'Channels' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Catchup', exact: true })).toHaveAttribute('href', '/catchup');

  await menu.getByRole('button', { name: 'On Demand' }).click();
  const onDemand = [
    ['Movies', '/ondemand/movies'],
    ['Series', '/ondemand/series'],
    ['Plays', '/ondemand/plays'],
    ['Programs', '/ondemand/programs'],
    ['Catchup Guides', '/catchup/videos'],
  ] as const;
  for (const [name, href] of onDemand) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await stepScreenshot('frame-on-demand-dropdown');

  if (collapsed) {
    // the toggles are mutually exclusive: opening the account options closes the menu
    await page.getByRole('button', { name: 'Account options' }).click();
    await expect(menu.getByRole('link', { name: 'Movies' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  if (collapsed) {
    await stepScreenshot('frame-account-options-open');
    await page.getByRole('button', { name: 'Show search' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search titles' })).toBeFocused();
  }
});

test('the live-channel popup lists channel tiles that open the player, locks scrolling on phones and closes @layout', async ({
  page,
  stepScreenshot,
}, testInfo) => {
  await visit(page, '/');
  const { popup, channels } = await openChannelPopup(page);

  const tiles = popup.getByRole('link').filter({ has: page.locator('img') });
  await expect(tiles.first()).toHaveAttribute('href', '/play/10000/al-nahar-drama');
  expect(await tiles.count()).toBeGreaterThanOrEqual(60);
  for (const href of await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/play\/\d+\/[a-z0-9-]+$/);
  }
  await expect(popup.getByRole('link', { name: 'BROWSE LIVE TV STREAMING SCHEDULE' })).toHaveAttribute(
    'href',
    '/channel',
  );
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  // docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock: the page behind is locked under 768 px wide only
  expect(await overflow()).toBe(testInfo.project.name === 'mobile' ? 'hidden' : 'visible');
  await waitForTileArt(popup, 4);
  await stepScreenshot('frame-channel-popup');

  await popup.getByRole('button', { name: 'Close live channels' }).click();
  await expect(popup).toBeHidden();
  await expect(channels).toBeFocused();
  expect(await overflow()).toBe('visible');

  // Escape closes it too
  await channels.click();
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // a tile leads to the live player of that channel
  await channels.click();
  await tiles.first().click();
  await expect(page).toHaveURL(/\/play\/10000\/al-nahar-drama$/);
  await expect(popup).toBeHidden();
});

test('the footer shows the offices, phone lines, social and app-store links, and opens the support chat', async ({
  page,
  stepScreenshot,
}) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('Head office, Netherlands');
  await expect(footer).toContainText('Amsterdam');
  await expect(footer).toContainText('Australian office');
  await expect(footer).toContainText('Sydney NSW 2000');
  await expect(footer.getByRole('link', { name: '+1 647 555 0142' })).toHaveAttribute(
    'href',
    'tel:+16475550142',
  );
  await expect(footer.getByRole('link', { name: '+61 2 5550 4821' })).toHaveAttribute(
    'href',
    'tel:+61255504821',
  );
  await expect(footer.getByRole('link', { name: 'support@sahra.tv' })).toHaveAttribute(
    'href',
    'mailto:support@sahra.tv',
  );
  for (const network of ['Facebook', 'Instagram', 'X', 'YouTube']) {
    await expect(footer.getByRole('link', { name: `Sahra on ${network}` })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  const pages = [
    ['Devices', '/devices'],
    ['Privacy', '/info/privacy'],
    ['Terms of use', '/info/termsofuse'],
  ] as const;
  for (const [name, href] of pages) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Version 1.0.6');
  await stepScreenshot('frame-footer');

  const openChat = footer.getByRole('button', { name: 'Chat with support' });
  await openChat.click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat).toContainText('Support chat connects here');
  await stepScreenshot('frame-support-chat');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(openChat).toBeFocused();
});

test('a new page starts at the top, even when the link was clicked at the bottom of a long page', async ({
  page,
}) => {
  await visit(page, '/');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
  await privacy.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await privacy.click();
  await expect(page).toHaveURL(/\/info\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// @layout: where the viewer was depends on the page's layout, and a phone's page is laid out otherwise
test('Back returns the viewer to where they were on the page they left @layout', async ({ page }) => {
  await visit(page, '/');
  // a card well down the home page, as a viewer scrolls to it and opens it
  const card = page.getByRole('region', { name: 'Best Series' }).locator('a[href^="/details/"]').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(100);
  await card.click();
  await expect(page).toHaveURL(/\/details\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('visitors from Canada see the promotion banner on the plans page; others do not', async ({
  page,
  stepScreenshot,
}) => {
  // The country comes from the cc header of the configuration answers (docs/behaviour/home-and-on-demand.md#home-configuration); the journey plays Canada.
  await page.route(/\/appconfig\/(config|home-groups)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), cc: 'CA' } });
  });
  // a page the browser renders itself, so the configuration comes from the (intercepted) service
  await visit(page, '/info/privacy');
  const readStored = () => page.evaluate(() => JSON.parse(localStorage.getItem('cc') ?? 'null') as unknown);
  await expect.poll(readStored).toMatchObject({ value: 'CA' });
  await expect(page.getByRole('complementary', { name: 'Offer for Canada' })).toHaveCount(0);
  const stored = await readStored();
  const { expiresAt } = stored as { expiresAt: number };
  const storedAt = await pageNow(page);
  expect(expiresAt - storedAt).toBeGreaterThan(HOUR_MS - 100 * SECOND_MS);
  expect(expiresAt - storedAt).toBeLessThanOrEqual(HOUR_MS);

  await visit(page, '/plans');
  const banner = page.getByRole('complementary', { name: 'Offer for Canada' });
  await expect(banner).toContainText('Watching from Canada?');
  // the plans are Canada's: its launch offer among them
  await expect(page.getByRole('heading', { name: 'Canada Launch' })).toBeVisible();
  await stepScreenshot('frame-promotion-canada');

  await page.evaluate(() =>
    localStorage.setItem('cc', JSON.stringify({ value: 'NL', expiresAt: Date.now() + 60_000 })),
  );
  await page.reload();
  await configLoaded(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(banner).toHaveCount(0);
});

test.describe(() => {
  // the server answers a path that is no page with HTTP 404 (and the app), which the browser logs
  test.use({ expectedPageErrors: [/status of 404/] });

  test('an unknown path shows the not-found page inside the page frame', async ({ page, stepScreenshot }) => {
    await visit(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: "We're Sorry. Page not found." })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Version 1.0.6');
    await stepScreenshot('frame-not-found');
  });
});

test('the country-error page shows the sorry text without navigation bar or footer', async ({
  page,
  stepScreenshot,
}) => {
  await page.goto('/country-error');
  await expect(page.getByRole('heading', { name: /We're Sorry\./ })).toContainText(
    'currently not available in your location',
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await stepScreenshot('frame-country-error');
});

test('an unknown service call answers the JSON 404 envelope, not the web app', async ({ request }) => {
  const response = await request.get('/api/NoSuchCall', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ Success: false, Result: null, ErrorCode: 'NotFound' });
});
