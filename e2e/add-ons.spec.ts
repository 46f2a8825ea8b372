import type { Page } from '@playwright/test';
import { drawnLeftToRight } from './fixtures/bidi';
import { channelInPackage, channelPlayPath, channelTitle } from './fixtures/channels';
import { expectPlaying } from './fixtures/player';
import { expect, isCollapsedNav, test } from './fixtures/test';

// A journey registers (argon2id), pays for a plan, then adds a package and plays one of its channels.
test.describe.configure({ timeout: 180_000 });
// the channel's first ticket is refused (403 NoActivePlan) until the add-on is bought, and the page logs it
test.use({ expectedPageErrors: [/status of 403/] });

/** The words the journey reads, in both languages (player, plans and content-card labels). */
const WORDS = {
  en: {
    player: (title: string) => `Player: ${title}`,
    lock: 'Locked: needs Sports Plus',
    notInPlan: 'This channel is in Sports Plus, which your plan does not include',
    add: /^Add Sports Plus for .?4\.99\$\/Month.?$/,
    confirmTitle: 'Add Sports Plus to your plan',
    confirmDetail:
      /^.?\d\.\d\d\$.? today, until your plan renews on .+; then .?4\.99\$\/Month.? with your plan, on its card\.$/,
    pay: /^Pay .?\d\.\d\d\$.? now$/,
    addOns: 'Add-ons',
    sportsPlusPrice: '4.99$/Month',
    /** The add and pay buttons' words as drawn from left to right: the amount reads "4.99$" in both languages. */
    addDrawn: ['Add', '4.99', '$', '/Month'],
    payDrawn: (amount: string) => ['Pay', amount, '$', 'now'],
  },
  ar: {
    player: (title: string) => `المشغّل: ${title}`,
    lock: 'مقفلة: تحتاج إلى Sports Plus',
    notInPlan: 'هذه القناة ضمن Sports Plus، وهي غير مشمولة في خطتك',
    add: /^أضف Sports Plus مقابل .?4\.99\$ شهرياً.?$/,
    confirmTitle: 'أضف Sports Plus إلى خطتك',
    confirmDetail:
      /^.?\d\.\d\d\$.? اليوم حتى تجديد خطتك في .+؛ ثم .?4\.99\$ شهرياً.? مع خطتك، بالبطاقة نفسها\.$/,
    pay: /^ادفع .?\d\.\d\d\$.? الآن$/,
    addOns: 'الباقات الإضافية',
    sportsPlusPrice: '4.99$ شهرياً',
    addDrawn: ['شهرياً', '4.99', '$', 'مقابل', 'أضف'],
    payDrawn: (amount: string) => ['الآن', amount, '$', 'ادفع'],
  },
} as const;

async function speak(page: Page, language: keyof typeof WORDS) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

/** The channels page's tile of a channel: a link named by its logo, and a lock when the plan does not cover it. */
const tileOf = (page: Page, title: string) => page.getByRole('main').getByRole('link', { name: title });

for (const language of ['en', 'ar'] as const) {
  const w = WORDS[language];

  // @layout: a phone's player is about 200 px high: the confirmation's sentence and buttons must fit it,
  // and a price must read left to right where a narrow button may wrap its words
  test(`[${language}] a Monthly subscriber sees Sports Plus channels locked, adds Sports Plus in two clicks, and the channel plays @layout`, async ({
    page,
    request,
    subscriber,
    stepScreenshot,
  }) => {
    expect(subscriber.email).toContain('@');
    const channel = await channelInPackage(request, (name) => name === 'Sports Plus');
    // the Arabic page names a channel by its Arabic name
    const title = language === 'ar' ? channel.Name : channelTitle(channel);
    await speak(page, language);

    // the plans page lists the add-ons beside the plans
    await page.goto('/plans');
    const addOns = page.getByRole('region', { name: w.addOns });
    await expect(addOns.getByRole('heading', { name: 'Sports Plus' })).toBeVisible();
    await expect(addOns.getByRole('heading', { name: 'Kids Club' })).toBeVisible();
    // its price per month in the page's language
    await expect(addOns.getByTestId('add-on').filter({ hasText: 'Sports Plus' })).toContainText(
      w.sportsPlusPrice,
    );
    await addOns.scrollIntoViewIfNeeded();
    await stepScreenshot(`add-ons-plans-${language}`);

    // the channels page: the plan's own channels open, the add-on's channel locked
    await page.goto('/channel');
    const tile = tileOf(page, title);
    await expect(tile.getByRole('img', { name: w.lock })).toBeVisible();
    await tile.scrollIntoViewIfNeeded();
    await stepScreenshot(`add-ons-locked-tile-${language}`);

    await page.goto(channelPlayPath(channel));
    const player = page.getByRole('region', { name: w.player(title) });
    const refusal = player.getByRole('alert');
    await expect(refusal).toContainText(w.notInPlan);
    await stepScreenshot(`add-ons-player-locked-${language}`);

    // click one: the price for the days left and the day it is billed with the plan
    const add = refusal.getByRole('button', { name: w.add });
    expect(await drawnLeftToRight(add, w.addDrawn)).toEqual(w.addDrawn);
    await add.click();
    await expect(refusal).toContainText(w.confirmTitle);
    await expect(refusal.getByText(w.confirmDetail)).toBeVisible();
    await stepScreenshot(`add-ons-confirm-${language}`);

    // click two: paid with the plan's card, and the channel plays
    const pay = refusal.getByRole('button', { name: w.pay });
    const amount = (await pay.textContent())?.match(/\d+\.\d\d/)?.[0] ?? 'no amount';
    expect(await drawnLeftToRight(pay, w.payDrawn(amount))).toEqual(w.payDrawn(amount));
    await pay.click();
    await expectPlaying(player.locator('video'));
    await stepScreenshot(`add-ons-playing-${language}`);

    // the tile is no longer locked
    await page.goto('/channel');
    await expect(tileOf(page, title)).toBeVisible();
    await expect(tileOf(page, title).getByRole('img', { name: w.lock })).toHaveCount(0);
  });
}

test('a visitor sees the lock on every channel that is not free, in the channels page and the live popup @layout', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const locked = await channelInPackage(request, (name) => name === 'Kids Club');
  const open = await channelInPackage(request, (name) => name === 'Public');
  await page.goto('/channel');
  await expect(
    tileOf(page, channelTitle(locked)).getByRole('img', { name: 'Locked: needs Kids Club' }),
  ).toBeVisible();
  await expect(tileOf(page, channelTitle(open))).toBeVisible();
  await expect(tileOf(page, channelTitle(open)).getByRole('img', { name: /^Locked/ })).toHaveCount(0);

  if (await isCollapsedNav(page)) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Channels' }).click();
  const popup = page.getByRole('dialog', { name: 'Live channels' });
  const popupTile = popup.getByRole('link', { name: channelTitle(locked) });
  await expect(popupTile.getByRole('img', { name: 'Locked: needs Kids Club' })).toBeVisible();
  await popupTile.scrollIntoViewIfNeeded();
  await stepScreenshot('add-ons-popup-locks');
});
