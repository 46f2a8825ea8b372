import { createRequire } from 'node:module';
import { ContentTypeId, type ContentItem, type Envelope, type TicketResult } from '@sahra/contracts';
import type { FragmentLoaderConstructor } from 'hls.js';
import { subscribedAccount } from './fixtures/subscriber';
import { expect as baseExpect, test } from './fixtures/test';

// The player the product ships takes the ticket's SRT files, not the HLS subtitle renditions (its hls.js
// is the light build). This journey plays a movie's master playlist in hls.js's full build, which does
// follow them, to prove that a cue lands where it belongs after the video's discontinuities (ADR 034).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
// hls.js's full build gives its text tracks a `data:` source, which the product's CSP (media-src 'self'
// blob:) refuses, harmlessly: the cues are added by script
test.use({ expectedPageErrors: [/'data:,WEBVTT' violates/] });

const HLS_SCRIPT = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

/**
 * Seeks once to `time`. A poll must not seek again: a seek while hls.js appends the video's fragment
 * there cancels it, and without that fragment hls.js cannot place the subtitle cues (it defers them until
 * the video's timestamps of that discontinuity are known), so on a loaded machine re-seeking on every
 * poll kept the cue from ever showing.
 */
async function seek(page: import('@playwright/test').Page, time: number) {
  await page.evaluate(async (at) => {
    const video = document.querySelector<HTMLVideoElement>('#e2e-video')!;
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    video.currentTime = at;
    await seeked;
  }, time);
}

/** For a cue that does not show: what hls.js did, and the cues the track holds near `time`. */
function whatHlsDid(page: import('@playwright/test').Page, time: number) {
  return page.evaluate((at) => {
    const video = document.querySelector<HTMLVideoElement>('#e2e-video')!;
    const track = [...video.textTracks].find((candidate) => candidate.mode === 'showing');
    const near = [...(track?.cues ?? [])]
      .filter((cue) => Math.abs(cue.startTime - at) < 20)
      .map((cue) => `${cue.startTime}–${cue.endTime}`);
    const buffered = Array.from(
      { length: video.buffered.length },
      (_, index) => `${video.buffered.start(index)}–${video.buffered.end(index)}`,
    );
    return [
      `the video at ${video.currentTime}, buffered ${buffered.join(', ')}; cues near ${at} s: ${near.join(', ')}`,
      ...(window as unknown as { hlsEvents: string[] }).hlsEvents,
    ].join('\n');
  }, time);
}

/** What hls.js shows now of the English rendition: the active cues' times and text. */
function activeCues(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('#e2e-video')!;
    const track = [...video.textTracks].find((candidate) => candidate.mode === 'showing');
    return [...(track?.activeCues ?? [])].map((cue) => ({
      start: cue.startTime,
      end: cue.endTime,
      text: (cue as VTTCue).text,
    }));
  });
}

test('hls.js follows a subtitle rendition across the discontinuities of a looped clip: each cue shows at its own time', async ({
  page,
  request,
  baseURL,
}) => {
  await expect
    .poll(
      async () =>
        ((await (await request.get('/media/status')).json()) as { Result: { State: string } }).Result.State,
    )
    .toBe('ready');
  const listed = await request.post('/api/GetFilteredVideos', {
    data: { ContentTypes: [ContentTypeId.Movie], PageSize: 20, PageIndex: 0 },
  });
  const movies = ((await listed.json()) as { Result: { Items: ContentItem[] } }).Result.Items;
  // the demo subtitles every other movie, by even id
  const movie = movies.find((item) => item.Id % 2 === 0);
  expect(movie, 'a subtitled movie').toBeDefined();

  await page.route('**/e2e-only/hls.js', (route) =>
    route.fulfill({ path: HLS_SCRIPT, contentType: 'text/javascript' }),
  );
  // a subscriber's ticket for the movie, asked by the page as the player asks it
  await subscribedAccount(page, request, baseURL);
  const ticket = await page.evaluate(async (id) => {
    const response = await fetch('/session/content', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Id: id, Type: 1 }),
    });
    return ((await response.json()) as Envelope<TicketResult>).Result;
  }, movie!.Id);
  expect(ticket?.link, 'a ticket for the movie').toBeDefined();
  await page.addScriptTag({ url: '/e2e-only/hls.js' });
  await page.evaluate(async (master) => {
    const { Hls } = window as unknown as { Hls: typeof import('hls.js').default };
    const video = document.createElement('video');
    video.id = 'e2e-video';
    video.muted = true;
    document.body.append(video);
    // A subtitle segment waits for the video of its discontinuity (see SubtitleAfterVideoLoader)
    const videoKnown = new Set<number>();
    const waiting = new Set<() => void>();
    const DefaultLoader = Hls.DefaultConfig.loader;
    /**
     * Loads a subtitle segment only once hls.js knows the timestamps of its discontinuity's video. hls.js
     * (1.7) keeps a segment that arrives before them aside, and drops it as soon as the video of another
     * discontinuity comes first ("Subtitle discontinuity domain does not match main"); its subtitle loader
     * then waits for that segment forever, and no cue shows from there on. Subtitle segments are small and
     * the demo's discontinuities come every 8 s, so they often ran ahead of the video: on a loaded machine
     * this journey then saw no cue at all after a seek. A player's own order, video first, avoids it.
     */
    class SubtitleAfterVideoLoader extends DefaultLoader {
      private cancelled = false;
      override load(...args: Parameters<InstanceType<typeof DefaultLoader>['load']>) {
        const frag = (args[0] as { frag?: { type: string; cc: number } }).frag;
        if (frag?.type !== 'subtitle' || videoKnown.has(frag.cc)) return super.load(...args);
        const start = () => {
          if (!videoKnown.has(frag.cc)) return;
          waiting.delete(start);
          if (!this.cancelled) super.load(...args);
        };
        waiting.add(start);
      }
      override abort() {
        this.cancelled = true;
        super.abort();
      }
    }
    // no worker: the product's CSP allows no blob: scripts
    const hls = new Hls({
      enableWorker: false,
      fLoader: SubtitleAfterVideoLoader as unknown as FragmentLoaderConstructor,
    });
    // what hls.js did, for the failure's message: its loads, the video's timestamps and the cues placed
    const events: string[] = [];
    (window as unknown as { hlsEvents: string[] }).hlsEvents = events;
    const record = (line: string) => events.push(`${Math.round(performance.now())} ms ${line}`);
    hls.on(Hls.Events.INIT_PTS_FOUND, (_event, { frag }) => {
      record(`init PTS of cc ${frag.cc}`);
      videoKnown.add(frag.cc);
      for (const start of [...waiting]) start();
    });
    await new Promise<void>((resolve) => {
      hls.once(Hls.Events.MANIFEST_PARSED, () => resolve());
      hls.loadSource(master);
      hls.attachMedia(video);
    });
    hls.on(Hls.Events.FRAG_LOADED, (_event, { frag }) =>
      record(`loaded ${frag.type} ${frag.sn} cc ${frag.cc}`),
    );
    hls.on(Hls.Events.SUBTITLE_FRAG_PROCESSED, (_event, { frag, success, error }) =>
      record(`cues of ${frag.sn}: ${success ? 'placed' : `dropped (${error?.message})`}`),
    );
    hls.on(Hls.Events.ERROR, (_event, { details, frag }) =>
      record(`error ${details} ${frag?.type ?? ''} ${frag?.sn ?? ''}`),
    );
    video.addEventListener('seeked', () => record(`seeked to ${video.currentTime}`));
    hls.subtitleTrack = hls.subtitleTracks.findIndex((track) => track.lang === 'en');
    hls.subtitleDisplay = true;
  }, ticket!.link);

  // the demo's clips are 8 s (MEDIA_CLIP_SECONDS in the config), so a discontinuity every 8 s of the
  // title; cues every 10 s for 6 s. 21 s is after the second loop's discontinuity; 1,000 s is the start
  // of loop 125 (its clip at 0 s again); 1,012 s the second segment of loop 126, whose cue began in that
  // loop's first segment. Forward only: a seek back from 1,013 s to 21 s sometimes never showed the cue
  // at 21 s on a loaded machine (3 of about 8 runs), before SubtitleAfterVideoLoader: likely the same
  // dropped segment.
  for (const [at, expected] of [
    [21, { start: 20, end: 26, scene: 3 }],
    [1000.5, { start: 1000, end: 1006, scene: 101 }],
    [1004.5, { start: 1000, end: 1006, scene: 101 }],
    [1013, { start: 1010, end: 1016, scene: 102 }],
  ] as const) {
    await seek(page, at);
    try {
      await expect
        .poll(() => activeCues(page), { message: `the cue at ${at} s` })
        .toEqual([
          {
            start: expect.closeTo(expected.start, 1),
            end: expect.closeTo(expected.end, 1),
            text: `${movie!.DisplayTitle ?? movie!.Name}\nScene ${expected.scene}`,
          },
        ]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await whatHlsDid(page, at)}`, { cause: error });
    }
  }
  // between cues, nothing shows
  await seek(page, 1007);
  await expect.poll(() => activeCues(page)).toEqual([]);
});
