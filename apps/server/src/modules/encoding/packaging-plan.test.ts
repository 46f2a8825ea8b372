import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import {
  ffmpeg,
  ffprobe,
  hasEncoder,
  probedVideoStream,
  samplesOfThisFile,
  type SampleName,
} from '../../testing/media-samples.js';
import { LADDER } from './ladder.js';
import { mediaFactsOf, probeMedia } from './media-facts.js';
import { packagingPlan, planReasons, type PackagingPurpose } from './packaging-plan.js';

/**
 * The packager's decisions on real inputs (tiny lavfi clips of the kinds issue 33 names), and on
 * written-down ffprobe output for the odd cases. One ffmpeg run checks that a plan's filters are what
 * ffmpeg takes and that a 4:3 picture comes out pillar-boxed, not stretched.
 */
const run = promisify(execFile);
const samples = samplesOfThisFile();
const hevcEncoder = await hasEncoder('libx265');

const planOf = async (name: SampleName, purpose: PackagingPurpose) =>
  packagingPlan(await probeMedia(ffprobe, samples.file(name)), purpose);

test('H.264 High 4:2:0 with AAC is copied whole for live, and only its audio is re-encoded on demand, for loudness', async () => {
  const live = await planOf('h264Aac', 'live');
  expect(live.refusal).toBeNull();
  expect(live.video.renditions).toEqual([
    expect.objectContaining({ name: 'source', action: 'copy', codecs: 'avc1.64000c,mp4a.40.2' }),
  ]);
  expect(live.audio).toEqual([
    expect.objectContaining({ action: 'copy', language: 'und', role: 'main', default: true }),
  ]);

  const onDemand = await planOf('h264Aac', 'on-demand');
  expect(onDemand.video.renditions.map((rendition) => rendition.action)).toEqual(['copy']);
  expect(onDemand.audio[0]).toMatchObject({ action: 'transcode', filter: 'loudnorm=I=-23:TP=-1:LRA=18' });
  expect(onDemand.audio[0]?.reason).toMatch(/EBU R128/);
});

test('H.264 with 5.1 AC-3 keeps the picture and transcodes the audio alone, to stereo AAC-LC, saying 5.1 is downmixed', async () => {
  const plan = await planOf('h264Ac3', 'live');
  expect(plan.video.renditions.map(({ name, action }) => [name, action])).toEqual([['source', 'copy']]);
  expect(plan.audio).toEqual([
    expect.objectContaining({
      action: 'transcode',
      channels: 2,
      sampleRate: 48_000,
      codecs: 'mp4a.40.2',
      filter: null,
    }),
  ]);
  expect(plan.audio[0]?.reason).toMatch(/AC-3.*downmixed to stereo.*no loudness pass/);
});

test('interlaced 4:3 MPEG-2 is deinterlaced and transcoded, pillar-boxed in every rung up to 540p, never stretched', async () => {
  const plan = await planOf('mpeg2Interlaced', 'on-demand');
  expect(plan.video).toMatchObject({ displayAspect: '4:3', boxing: 'pillar-box' });
  expect(plan.video.deinterlace).toMatch(/^bwdif=.*parity=tff/);
  // 576 lines: no 720p or 1080p rung
  expect(
    plan.video.renditions.map(({ name, action, width, height }) => [name, action, width, height]),
  ).toEqual([
    ['540p', 'transcode', 960, 540],
    ['360p', 'transcode', 640, 360],
    ['234p', 'transcode', 416, 234],
  ]);
  const [top] = plan.video.renditions;
  expect(top?.filter).toBe(
    'bwdif=mode=send_frame:parity=tff:deint=all,scale=720:540,pad=960:540:(ow-iw)/2:(oh-ih)/2:black,setsar=1,format=yuv420p',
  );
  expect(plan.video.reason).toMatch(/deinterlaced.*pillar-box.*never stretched/s);
  expect(plan.audio[0]?.reason).toMatch(/^MP2/);

  // ffmpeg takes the plan's filters, and the 4:3 picture fills 720 of the 960 columns, centred
  const { stderr } = await run(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-i', samples.file('mpeg2Interlaced'), '-frames:v', '3'],
    ...['-vf', `${top?.filter},cropdetect=limit=16:round=2:reset=1`],
    ...['-af', plan.audio[0]!.filter!, '-ar', '48000', '-ac', '2', '-f', 'null', '-'],
  ]);
  expect(stderr.match(/crop=[\d:]+/g)?.at(-1)).toBe('crop=720:540:120:0');
});

test('H.264 High 4:2:2 is not taken for 4:2:0: it is transcoded, with the reason', async () => {
  const plan = await planOf('h264Yuv422', 'live');
  expect(plan.video.renditions.every((rendition) => rendition.action === 'transcode')).toBe(true);
  expect(plan.video.renditions.every((rendition) => rendition.codecs.startsWith('avc1.6400'))).toBe(true);
  expect(plan.video.reason).toMatch(/4:2:2/);
});

// a build of ffmpeg without libx265 cannot make the HEVC sample (Debian's, which the tests install, has it)
test.skipIf(!hevcEncoder)('HEVC tagged hev1 is copied as hvc1, always beside an H.264 ladder', async () => {
  const plan = await planOf('hevcHev1', 'live');
  const [hevc, ...ladder] = plan.video.renditions;
  expect(hevc).toMatchObject({
    name: 'source-hvc1',
    action: 'copy',
    tag: 'hvc1',
    codecs: 'hvc1.1.6.L60.B0,mp4a.40.2',
  });
  expect(hevc?.reason).toMatch(/the source says hev1/);
  // a 180-line source is smaller than the lowest rung: that rung is made anyway
  expect(ladder.map(({ name, codec, action }) => [name, codec, action])).toEqual([
    ['234p', 'h264', 'transcode'],
  ]);
});

test('two dubs, an audio description and two text subtitle tracks are all kept, with their languages', async () => {
  const plan = await planOf('tracks', 'on-demand');
  expect(
    plan.audio.map(({ language, hlsLanguage, role, default: isDefault }) => [
      language,
      hlsLanguage,
      role,
      isDefault,
    ]),
  ).toEqual([
    ['ara', 'ar', 'main', true],
    ['eng', 'en', 'main', false],
    ['ara', 'ar', 'description', false],
  ]);
  expect(plan.subtitles.map(({ language, format }) => [language, format])).toEqual([
    ['ara', 'webvtt'],
    ['eng', 'webvtt'],
  ]);
  expect(plan.dropped).toEqual([]);
});

test('a 1080p source gets the ladder up to 1080p: its copy on top, 720p and the product rungs below', async () => {
  const plan = await planOf('full1080', 'on-demand');
  expect(plan.video.renditions.map(({ name, height, action }) => [name, height, action])).toEqual([
    ['source', 1080, 'copy'],
    ['720p', 720, 'transcode'],
    ['540p', 540, 'transcode'],
    ['360p', 360, 'transcode'],
    ['234p', 234, 'transcode'],
  ]);
  // with no audio the variants name the video alone
  expect(plan.video.renditions[1]?.codecs).toBe('avc1.64001f');
});

test('a 360p source that must be transcoded gets no rung above 360p', () => {
  const plan = packagingPlan(
    mediaFactsOf({
      streams: [
        {
          index: 0,
          codec_type: 'video',
          codec_name: 'mpeg2video',
          width: 640,
          height: 360,
          pix_fmt: 'yuv420p',
        },
      ],
    }),
    'on-demand',
  );
  expect(plan.video.renditions.map((rendition) => rendition.name)).toEqual(['360p', '234p']);
});

test('a 360p H.264 source is copied with only 234p below it on demand', async () => {
  const plan = await planOf('small360', 'on-demand');
  expect(plan.video.renditions.map(({ name, height }) => [name, height])).toEqual([
    ['source', 360],
    ['234p', 234],
  ]);
});

// written-down ffprobe output

test('a source with no video is refused with the reason, and its audio still planned', () => {
  const plan = packagingPlan(
    mediaFactsOf({ streams: [{ index: 0, codec_type: 'audio', codec_name: 'mp3', channels: 2 }] }),
    'on-demand',
  );
  expect(plan.refusal).toMatch(/no video/);
  expect(plan.video.renditions).toEqual([]);
  expect(plan.audio).toEqual([expect.objectContaining({ action: 'transcode', codecs: 'mp4a.40.2' })]);
});

test('interlaced 1080i H.264 is deinterlaced into a ladder up to 1080p at level 4.0', () => {
  const plan = packagingPlan(mediaFactsOf({ streams: [probedVideoStream({ field_order: 'tt' })] }), 'live');
  expect(plan.video.renditions.map(({ name, action, level }) => [name, action, level])).toEqual([
    ['1080p', 'transcode', '4.0'],
    ['720p', 'transcode', '3.1'],
    ['540p', 'transcode', '3.1'],
    ['360p', 'transcode', '3.0'],
    ['234p', 'transcode', '3.0'],
  ]);
  expect(
    plan.video.renditions.every((rendition) =>
      rendition.filter?.startsWith('bwdif=mode=send_frame:parity=tff'),
    ),
  ).toBe(true);
});

test("a scan ffprobe calls 'unknown' copies H.264, and a transcode deinterlaces only the frames flagged interlaced", () => {
  const copy = packagingPlan(
    mediaFactsOf({ streams: [probedVideoStream({ field_order: 'unknown' })] }),
    'live',
  );
  expect(copy.video.renditions.map((rendition) => rendition.action)).toEqual(['copy']);
  const transcode = packagingPlan(
    mediaFactsOf({
      streams: [probedVideoStream({ codec_name: 'mpeg2video', profile: 'Main', field_order: 'unknown' })],
    }),
    'live',
  );
  expect(transcode.video.deinterlace).toBe('bwdif=mode=send_frame:parity=auto:deint=interlaced');
});

test('a missing display aspect is computed: anamorphic 16:9 SD is not boxed, a scope film is letter-boxed', () => {
  const anamorphic = packagingPlan(
    mediaFactsOf({
      streams: [
        probedVideoStream({
          codec_name: 'mpeg2video',
          width: 720,
          height: 576,
          sample_aspect_ratio: '64:45',
        }),
      ],
    }),
    'on-demand',
  );
  expect(anamorphic.video).toMatchObject({ displayAspect: '16:9', boxing: 'none' });
  expect(anamorphic.video.renditions[0]?.filter).toBe('scale=960:540,setsar=1,format=yuv420p');

  const scope = packagingPlan(
    mediaFactsOf({
      streams: [probedVideoStream({ codec_name: 'vp9', profile: 'Profile 0', width: 1920, height: 800 })],
    }),
    'on-demand',
  );
  expect(scope.video).toMatchObject({ displayAspect: '12:5', boxing: 'letter-box' });
  expect(scope.video.renditions[0]).toMatchObject({
    name: '1080p',
    filter: 'scale=1920:800,pad=1920:1080:(ow-iw)/2:(oh-ih)/2:black,setsar=1,format=yuv420p',
  });
});

test("the rungs ladder.ts shares with the plan carry ladder.ts's own CODECS at 25 frames a second", () => {
  const plan = packagingPlan(
    mediaFactsOf({ streams: [probedVideoStream({ codec_name: 'mpeg2video' })] }),
    'live',
  );
  for (const rung of LADDER) {
    const rendition = plan.video.renditions.find((candidate) => candidate.name === rung.name);
    expect(`${rendition?.videoCodecs},mp4a.40.2`).toBe(rung.codecs);
  }
});

test('bitmap subtitles are dropped with the reason; HE-AAC is copied live as mp4a.40.5; every decision has a reason', () => {
  const plan = packagingPlan(
    mediaFactsOf({
      streams: [
        probedVideoStream({}),
        {
          index: 1,
          codec_type: 'audio',
          codec_name: 'aac',
          profile: 'HE-AAC',
          channels: 2,
          tags: { language: 'ara' },
        },
        { index: 2, codec_type: 'subtitle', codec_name: 'dvb_subtitle', tags: { language: 'ara' } },
      ],
    }),
    'live',
  );
  expect(plan.audio[0]).toMatchObject({ action: 'copy', codecs: 'mp4a.40.5' });
  expect(plan.video.renditions[0]?.codecs).toBe('avc1.640028,mp4a.40.5');
  expect(plan.subtitles).toEqual([]);
  expect(plan.dropped).toEqual([
    expect.objectContaining({ sourceIndex: 2, type: 'subtitle', reason: expect.stringMatching(/OCR/) }),
  ]);
  expect(planReasons(plan).every((reason) => reason.length > 20)).toBe(true);
});
