import { readMasterPlaylist, readMediaPlaylist } from '../apps/server/src/testing/playlists.js';
import { channelInPackage, channelPlayPath, channelTitle } from './fixtures/channels';
import { expectPlaying, pressControl, showControls } from './fixtures/player';
import { expect as baseExpect, test } from './fixtures/test';

// the live playlist plays demo media that may still be being generated while the journeys run
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const LABELS = {
  en: { player: 'Player: ', copy: "Copy the stream's link for another player", copied: /^Link copied\./ },
  ar: { player: 'المشغّل: ', copy: 'انسخ رابط البث لمشغّل آخر', copied: /^نُسخ الرابط\./ },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`[${language}] a viewer copies a live channel's link for another player, which reads it with the stream's token @pointer`, async ({
    page,
    context,
    request,
    stepScreenshot,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const channel = await channelInPackage(request, (name) => name === 'Public');
    const labels = LABELS[language];
    await page.goto('/');
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto(channelPlayPath(channel));
    const player = page.getByRole('region', { name: new RegExp(`^${labels.player}`) });
    await expectPlaying(player.locator('video'));
    await pressControl(player.getByRole('button', { name: labels.copy }));
    await expect(player.getByRole('status')).toHaveText(labels.copied);

    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^https?://[^/]+/media/live/${channel.Id}/master\\.m3u8\\?t=\\d+\\.`));
    // another player (here the journey's own HTTP client) reads the master and a rendition with it
    const master = await request.get(link);
    expect(master.status()).toBe(200);
    const variant = readMasterPlaylist(await master.text()).variants[0]?.uri;
    expect(variant, `a rendition of ${channelTitle(channel)}`).toMatch(/^\w+\.m3u8\?t=/);
    const media = await request.get(new URL(variant!, link).href);
    expect(media.status()).toBe(200);
    expect(readMediaPlaylist(await media.text()).segments.length).toBeGreaterThan(0);
    await showControls(page);
    await stepScreenshot(`link-copied-${language}`);
  });
}
