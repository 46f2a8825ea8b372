import path from 'node:path';
import type { Page } from '@playwright/test';
import { DemoBroadcaster } from '../apps/server/src/modules/recording/demo-broadcaster.js';
import { ffmpegPath } from '../apps/server/src/modules/encoding/ffmpeg.js';
import { channelPlayPath, channelsInOrder, packageOf } from './fixtures/channels';
import { clearChannelSource, setChannelSource } from './fixtures/operator';
import { currentTime, expectPlaying } from './fixtures/player';
import { expect, test } from './fixtures/test';

// a real source, really recorded: the recorder notices an outage after 12 s without a segment
test.describe.configure({ timeout: 360_000 });

/**
 * A Public channel no other journey plays: counted back from the last by id past the two that
 * fixtures/seed-recording.ts records, one per project, since both projects share the journeys' server.
 */
async function channelOfItsOwn(page: Page, project: string) {
  const open = (await channelsInOrder(page.request)).filter((channel) => packageOf(channel) === 'Public');
  const channel = open.sort((a, b) => b.Id - a.Id)[project === 'desktop' ? 2 : 3];
  if (!channel) throw new Error('the demo catalog has too few Public channels');
  return channel;
}

test("a channel recorded from a live source plays on through the source's outage (the slate) and comes back, with no player error", async ({
  page,
}, testInfo) => {
  const channel = await channelOfItsOwn(page, testInfo.project.name);
  const broadcaster = new DemoBroadcaster({
    ffmpeg: ffmpegPath(process.env.FFMPEG_PATH),
    dir: testInfo.outputPath('broadcast'),
    label: path.basename(testInfo.outputDir),
  });
  try {
    await setChannelSource(page.request, channel.Id, await broadcaster.start());
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    const video = page.locator('video');

    // the guide says so once the recorder has written the first segment (its answers last a minute)
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/epg/signal/${channel.Id}`)).json()) as {
              Result: { Signal: { Status: string } | null };
            }
          ).Result.Signal?.Status,
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe('recording');
    await page.goto(channelPlayPath(channel));
    await expectPlaying(video);
    expect(fetched.some((pathname) => new RegExp(`/live/${channel.Id}/rec/`).test(pathname))).toBe(true);

    // off the air: the recording goes on with the slate, and so does the picture
    await broadcaster.goDark();
    await expect
      .poll(() => fetched.some((pathname) => pathname.includes(`/live/${channel.Id}/slate/`)), {
        timeout: 90_000,
      })
      .toBe(true);
    await expectPlaying(video);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // back on the air: a new run of the source after a discontinuity
    const slateSeen = fetched.length;
    broadcaster.comeBack();
    await expect
      .poll(
        () => fetched.slice(slateSeen).some((pathname) => /\/rec\/[^/]+\/[^/]+\/[^/]+\.m4s$/.test(pathname)),
        { timeout: 120_000 },
      )
      .toBe(true);
    const before = await currentTime(video);
    await expectPlaying(video);
    expect(await currentTime(video)).toBeGreaterThan(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await clearChannelSource(page.request, channel.Id);
    await broadcaster.stop();
  }
});
