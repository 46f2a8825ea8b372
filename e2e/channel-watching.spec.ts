import type { Page } from '@playwright/test';
import { logIn, signInNewAccount } from './fixtures/accounts';
import { channelInPackage, channelPlayPath, channelTitle, OPEN_PACKAGES } from './fixtures/channels';
import { expectPlaying } from './fixtures/player';
import { expect as baseExpect, test } from './fixtures/test';

// Live video plays demo media that may still be being generated while the journeys run.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const nextHeartbeat = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/session/heartbeat', {
    timeout: 30_000,
  });

test('a visitor watches a Public channel without signing in', async ({ page, request }) => {
  const channel = await channelInPackage(request, (name) => name === 'Public');
  await page.goto(channelPlayPath(channel));
  await expectPlaying(
    page.getByRole('region', { name: `Player: ${channelTitle(channel)}` }).locator('video'),
  );
});

test('PROMO pauses the channel a signed-in viewer watches (one soundtrack), and the channel plays on after it', async ({
  page,
  request,
  stepScreenshot,
  member,
}) => {
  const channel = await channelInPackage(request, (name) => name === 'Free');
  const title = channelTitle(channel);
  await page.goto(channelPlayPath(channel));
  const live = page.getByRole('region', { name: `Player: ${title}`, exact: true }).locator('video');
  await expectPlaying(live);

  await page.getByRole('button', { name: 'PROMO' }).click();
  const dialog = page.getByRole('dialog', { name: `${title} promo` });
  await expectPlaying(dialog.getByRole('region', { name: `Player: ${title} promo` }).locator('video'));
  const paused = () => live.evaluate((video: HTMLVideoElement) => video.paused);
  await expect.poll(paused).toBe(true);
  await stepScreenshot('channel-promo-playing');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(paused).toBe(false);

  // the promo took no stream slot of the account's, so the channel's own lease still renews
  const heartbeat = await nextHeartbeat(page);
  expect(heartbeat.status(), await heartbeat.text()).toBe(200);
  await expect(page.getByRole('region', { name: `Player: ${title}` }).getByRole('alert')).toHaveCount(0);
  await expectPlaying(live);
});

test.describe(() => {
  // the player on a package channel refuses a visitor (401) and a viewer without a plan (403): this
  // journey is about the button, so no video decodes beside it
  test.use({ expectedPageErrors: [/status of 40[13]/] });

  test('ADD FAVOURITES switches to REMOVE FAVOURITES once saved, and the choice survives a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    const channel = await channelInPackage(request, (name) => !OPEN_PACKAGES.has(name));
    const title = channelTitle(channel);
    await page.goto(channelPlayPath(channel));
    // visitors have no favourites; the member signs in only after (not the member fixture, which signs in first)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD FAVOURITES' })).toHaveCount(0);
    await signInNewAccount(page, baseURL);
    await page.goto(channelPlayPath(channel));
    await page.getByRole('button', { name: 'ADD FAVOURITES' }).click();
    await expect(page.getByRole('button', { name: 'REMOVE FAVOURITES' })).toBeEnabled();
    await page.reload();
    await page.getByRole('button', { name: 'REMOVE FAVOURITES' }).click();
    await expect(page.getByRole('button', { name: 'ADD FAVOURITES' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'ADD FAVOURITES' })).toBeEnabled();
  });
});

test.describe(() => {
  // the refused ticket is an answer the page logs as a failed request
  test.use({ expectedPageErrors: [/status of 403/] });

  test('a signed-in viewer without a plan is told so on a package channel, and Check Plans opens the plans', async ({
    page,
    request,
    stepScreenshot,
    member,
  }) => {
    const channel = await channelInPackage(request, (name) => !OPEN_PACKAGES.has(name));
    await page.goto(channelPlayPath(channel));
    const player = page.getByRole('region', { name: `Player: ${channelTitle(channel)}` });
    await expect(player.getByRole('alert')).toContainText("You don't have an active plan");
    await stepScreenshot('player-no-active-plan');
    await player.getByRole('link', { name: 'Check Plans' }).click();
    await expect(page).toHaveURL('/plans');
  });
});

test.describe(() => {
  // the heartbeat of the device signed out is refused, and so is its next playlist (ADR 035): the page
  // logs both refusals
  test.use({ expectedPageErrors: [/status of (401|403)/] });

  test('a device signed out from the account page stops playing and is asked to sign in at its next heartbeat', async ({
    page,
    newDevice,
    request,
    member: account,
  }) => {
    const channel = await channelInPackage(request, (name) => name === 'Free');
    await page.goto(channelPlayPath(channel));
    const player = page.getByRole('region', { name: `Player: ${channelTitle(channel)}` });
    await expectPlaying(player.locator('video'));

    const elsewhere = await newDevice();
    await elsewhere.goto('/login');
    await logIn(elsewhere, account.email, account.password);
    await expect(elsewhere).toHaveURL('/');
    await elsewhere.goto('/account');
    const devices = elsewhere.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    // registering signed in on the server too; of the other sessions, the one watching signed in last
    await expect(devices).toHaveCount(3);
    await devices
      .filter({ hasNotText: 'This device' })
      .first()
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(devices).toHaveCount(2);
    await elsewhere.close();

    await expect(player.getByRole('alert')).toContainText('Sign in to watch', { timeout: 30_000 });
    await expect(player.locator('video')).toHaveCount(0);
  });
});
