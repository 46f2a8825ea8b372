import { expect, test } from 'vitest';
import { ffprobe, hasEncoder, probedVideoStream, samplesOfThisFile } from '../../testing/media-samples.js';
import { MediaProbeError, mediaFactsOf, probeMedia } from './media-facts.js';

/** ffprobe's facts of real files (tiny lavfi clips), and of written-down ffprobe output for the odd cases. */
const samples = samplesOfThisFile();
const hevcEncoder = await hasEncoder('libx265');

test('an H.264 High clip reads as 8-bit 4:2:0 progressive with its size, rate, tag and its AAC-LC audio', async () => {
  const facts = await probeMedia(ffprobe, samples.file('h264Aac'));
  expect(facts.duration).toBeCloseTo(1, 1);
  expect(facts.video).toEqual([
    expect.objectContaining({
      codec: 'h264',
      profile: 'High',
      chroma: '4:2:0',
      bitDepth: 8,
      width: 320,
      height: 180,
      sampleAspect: { num: 1, den: 1 },
      displayAspect: { num: 16, den: 9 },
      frameRate: 25,
      fieldOrder: 'progressive',
      codecTag: 'avc1',
    }),
  ]);
  expect(facts.audio).toEqual([
    expect.objectContaining({
      codec: 'aac',
      profile: 'LC',
      channels: 1,
      sampleRate: 48_000,
      language: 'und',
    }),
  ]);
});

test('interlaced SD MPEG-2 with 16:15 pixels reads as top field first with a 4:3 display aspect', async () => {
  const [video] = (await probeMedia(ffprobe, samples.file('mpeg2Interlaced'))).video;
  expect(video).toMatchObject({
    codec: 'mpeg2video',
    width: 720,
    height: 576,
    sampleAspect: { num: 16, den: 15 },
    displayAspect: { num: 4, den: 3 },
    fieldOrder: 'tff',
    codecTag: null,
  });
});

test('High 4:2:2 reads as 4:2:2, not 4:2:0', async () => {
  const [video] = (await probeMedia(ffprobe, samples.file('h264Yuv422'))).video;
  expect(video).toMatchObject({ profile: 'High 4:2:2', chroma: '4:2:2', bitDepth: 8 });
});

test('5.1 AC-3 reads with its six channels and layout', async () => {
  const [audio] = (await probeMedia(ffprobe, samples.file('h264Ac3'))).audio;
  expect(audio).toMatchObject({ codec: 'ac3', channels: 6, channelLayout: '5.1(side)', profile: null });
});

// a build of ffmpeg without libx265 cannot make the HEVC sample (Debian's, which the tests install, has it)
test.skipIf(!hevcEncoder)('HEVC in MP4 reads with the hev1 tag it was written with', async () => {
  const [video] = (await probeMedia(ffprobe, samples.file('hevcHev1'))).video;
  expect(video).toMatchObject({
    codec: 'hevc',
    profile: 'Main',
    codecTag: 'hev1',
    chroma: '4:2:0',
    bitDepth: 8,
  });
});

test('every audio and subtitle track reads with its language, title and audio-description flag', async () => {
  const facts = await probeMedia(ffprobe, samples.file('tracks'));
  expect(
    facts.audio.map(({ language, title, disposition }) => [language, title, disposition.describesVideo]),
  ).toEqual([
    ['ara', null, false],
    ['eng', null, false],
    ['ara', 'وصف صوتي', true],
  ]);
  expect(facts.subtitles.map(({ codec, kind, language }) => [codec, kind, language])).toEqual([
    ['subrip', 'text', 'ara'],
    ['webvtt', 'text', 'eng'],
  ]);
});

test('a file ffprobe cannot read is a MediaProbeError naming the file', async () => {
  await expect(probeMedia(ffprobe, '/nonexistent/film.mp4')).rejects.toThrow(MediaProbeError);
  await expect(probeMedia(ffprobe, '/nonexistent/film.mp4')).rejects.toThrow(/film\.mp4/);
});

// written-down ffprobe output: the cases lavfi does not make

test('a display aspect ffprobe omits is computed from the size and the sample aspect', () => {
  const [video] = mediaFactsOf({
    streams: [probedVideoStream({ width: 720, height: 576, sample_aspect_ratio: '64:45' })],
  }).video;
  expect(video?.displayAspect).toEqual({ num: 16, den: 9 });
  const [square] = mediaFactsOf({ streams: [probedVideoStream({ width: 720, height: 576 })] }).video;
  // no sample aspect said: square pixels, so 720×576 is 5:4
  expect(square?.displayAspect).toEqual({ num: 5, den: 4 });
});

test("a field order ffprobe gives as 'unknown' or not at all is unknown, bb and tb are bottom field first", () => {
  const orderOf = (field_order?: string) =>
    mediaFactsOf({ streams: [probedVideoStream({ field_order })] }).video[0]?.fieldOrder;
  expect([orderOf('unknown'), orderOf(), orderOf('bb'), orderOf('tb'), orderOf('bt')]).toEqual([
    'unknown',
    'unknown',
    'bff',
    'bff',
    'tff',
  ]);
});

test('10-bit and semi-planar pixel formats read their chroma and depth', () => {
  const depthOf = (pix_fmt: string) => {
    const [video] = mediaFactsOf({ streams: [probedVideoStream({ pix_fmt })] }).video;
    return [video?.chroma, video?.bitDepth];
  };
  expect(depthOf('yuv420p10le')).toEqual(['4:2:0', 10]);
  expect(depthOf('yuv422p10le')).toEqual(['4:2:2', 10]);
  expect(depthOf('yuvj420p')).toEqual(['4:2:0', 8]);
  expect(depthOf('p010le')).toEqual(['4:2:0', 10]);
  expect(depthOf('yuv444p')).toEqual(['4:4:4', 8]);
});

test('a source with no video has no video facts; cover art is not the picture; bitmap subtitles say so', () => {
  const facts = mediaFactsOf({
    streams: [
      { index: 0, codec_type: 'audio', codec_name: 'mp3', channels: 2, sample_rate: '44100' },
      probedVideoStream({ index: 1, codec_name: 'mjpeg', disposition: { attached_pic: 1 } }),
      { index: 2, codec_type: 'subtitle', codec_name: 'hdmv_pgs_subtitle', tags: { LANGUAGE: 'ara' } },
    ],
    format: { duration: '12.5' },
  });
  expect(facts.video).toEqual([]);
  expect(facts.duration).toBe(12.5);
  expect(facts.subtitles).toEqual([expect.objectContaining({ kind: 'bitmap', language: 'ara' })]);
});
