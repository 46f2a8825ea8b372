import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { feedServer } from '../../testing/feed-server.js';
import { ffmpeg, freeUdpPort, removeTestFiles, run, tempDir } from '../../testing/recording-kit.js';
import { FfmpegRun } from './ffmpeg-run.js';
import { recorderArguments } from './recorder-arguments.js';
import { planFor, probeSource } from './source-probe.js';

/**
 * ffprobe and the recorder's ffmpeg open only the protocols of the source's scheme (issue 32): a source
 * over HTTP is read with its HLS segments and keys, and nothing it names leads ffmpeg to another
 * protocol. The sources are served by a local HTTP server; the media is a 2 s H.264/AAC clip.
 */
const dir = tempDir('sources');
const clip = path.join(dir, 'clip.ts');
let feed: Awaited<ReturnType<typeof feedServer>>;
let rtpSender: FfmpegRun;

/** A media playlist of one segment, as a live source's server might answer it. */
const playlistOf = (segment: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${segment}\n#EXT-X-ENDLIST\n`;

const source = (file: string) => ({ url: `${feed.url}/${file}`, referrer: null, userAgent: null });

beforeAll(async () => {
  await run(ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'mpegts', clip],
  ]);
  // the same clip as AES-128 HLS, its key beside the playlist
  fs.writeFileSync(path.join(dir, 'enc.key'), randomBytes(16));
  fs.writeFileSync(path.join(dir, 'enc.keyinfo'), `enc.key\n${path.join(dir, 'enc.key')}\n`);
  await run(
    ffmpeg,
    [
      ...['-v', 'error', '-i', clip, '-c', 'copy', '-f', 'hls', '-hls_list_size', '0'],
      ...['-hls_key_info_file', 'enc.keyinfo', '-hls_segment_filename', 'enc%d.ts', 'enc.m3u8'],
    ],
    { cwd: dir },
  );
  // an encoder pushing the clip as RTP to a port of this machine that no source names
  const rtpPort = await freeUdpPort();
  rtpSender = new FfmpegRun(
    ffmpeg,
    ['-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'rtp_mpegts', `rtp://127.0.0.1:${rtpPort}`],
    dir,
  );
  const playlist = (text: string) => ({ body: text, type: 'application/vnd.apple.mpegurl' });
  const file = (name: string, type: string) => ({ body: fs.readFileSync(path.join(dir, name)), type });
  feed = await feedServer({
    '/clip.ts': file('clip.ts', 'video/mp2t'),
    '/clip.m3u8': playlist(playlistOf('clip.ts')),
    '/enc.m3u8': file('enc.m3u8', 'application/vnd.apple.mpegurl'),
    '/enc.key': file('enc.key', 'application/octet-stream'),
    '/enc0.ts': file('enc0.ts', 'video/mp2t'),
    // a media file of this machine's (as the recordings folder holds): a file ffmpeg's own check of
    // segment names lets through, where /etc/passwd would be stopped before the protocol list
    '/file.m3u8': playlist(playlistOf(`file://${clip}`)),
    '/concat.m3u8': playlist(playlistOf(`concat:${clip}|${clip}`)),
    '/subfile.m3u8': playlist(playlistOf(`subfile,,start,0,end,0,,:${clip}`)),
    // an SDP makes ffmpeg take RTP on the port it names, from the address it names: over HTTP, ffmpeg
    // otherwise lets a nested read use rtp and udp
    '/rtp.sdp': {
      body: `v=0\no=- 0 0 IN IP4 127.0.0.1\ns=-\nc=IN IP4 127.0.0.1\nt=0 0\nm=video ${rtpPort} RTP/AVP 33\n`,
      type: 'application/sdp',
    },
  });
}, 60_000);

afterAll(async () => {
  await rtpSender.stop();
  await feed.close();
  removeTestFiles();
});

const codecsOf = async (file: string) =>
  (await probeSource(ffmpeg, source(file))).map((stream) => stream.codec_name).sort();

test('an HLS source over HTTP is read under its protocol list, AES-128 segments and their key included', async () => {
  expect(await codecsOf('clip.m3u8')).toEqual(['aac', 'h264']);
  expect(fs.readFileSync(path.join(dir, 'enc.m3u8'), 'utf8')).toContain('METHOD=AES-128');
  expect(await codecsOf('enc.m3u8')).toEqual(['aac', 'h264']);
}, 30_000);

test("what a source names on another protocol is not read: a playlist's local file, concat: or subfile, an SDP's RTP", async () => {
  for (const file of ['file.m3u8', 'concat.m3u8', 'subfile.m3u8', 'rtp.sdp'])
    await expect(codecsOf(file), file).rejects.toThrow();
  await expect(codecsOf('rtp.sdp')).rejects.toThrow(/Protocol 'rtp' not on whitelist/);

  // the recorder's ffmpeg no more than ffprobe: it ends at once, having written nothing
  const runDir = tempDir('run');
  fs.mkdirSync(path.join(runDir, 'source'));
  const plan = planFor([{ codec_type: 'video', codec_name: 'h264' }]);
  const recorder = new FfmpegRun(ffmpeg, recorderArguments(source('rtp.sdp'), plan), runDir);
  const ended = await Promise.race([recorder.done, sleep(10_000).then(() => 'still recording after 10 s')]);
  await recorder.stop();
  expect(ended).toMatch(/Protocol 'rtp' not on whitelist/);
  expect(fs.readdirSync(path.join(runDir, 'source'))).toEqual([]);
}, 60_000);
