import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { drawText, FONT_FILES } from '../encoding/public.js';
import { FfmpegRun } from './ffmpeg-run.js';

export interface BroadcasterOptions {
  ffmpeg: string;
  /** The folder the live stream is written to (emptied first). */
  dir: string;
  /** The HTTP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** The length of its segments: 2 s, as many live encoders make them. */
  segmentSeconds?: number;
  /** The picture behind the clock: lavfi testsrc2, or a solid colour such as 0x3366cc. */
  picture?: 'testsrc2' | `0x${string}`;
  /** Video codec: libx264 (recorded as it comes) or mpeg2video (recorded into the ladder). */
  videoCodec?: 'libx264' | 'mpeg2video';
  label?: string;
}

/** The longest start waits for the encoder's first segment (a busy machine takes a few seconds). */
const FIRST_SEGMENT_WAIT_MS = 15_000;

/** How soon an SRT broadcaster calls again after its connection ended or failed. */
const CALL_AGAIN_MS = 300;

/** Files the broadcaster serves: its playlist and its numbered MPEG-TS segments, nothing else. */
const SERVED = /^\/(index\.m3u8|\d{1,9}\.ts)$/;

/**
 * A live source of the kind real channels have, made locally: ffmpeg encodes a test picture with a
 * burnt-in clock and a tone into a live HLS stream (MPEG-TS segments, a sliding playlist), served by a
 * tiny HTTP server of its own on 127.0.0.1. The demo records it as a channel; tests and the bench use it
 * as "a local broadcaster", and take it off the air to play a source outage.
 */
export class DemoBroadcaster {
  private ffmpeg: FfmpegRun | undefined;
  private readonly server: http.Server;
  private onAir = false;

  constructor(private readonly options: BroadcasterOptions) {
    this.server = http.createServer((request, response) => {
      const match = SERVED.exec(new URL(request.url ?? '/', 'http://local').pathname);
      const file = match ? path.join(options.dir, match[1]!) : undefined;
      if (!this.onAir || !file || !fs.existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      fs.createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
    });
  }

  /**
   * Starts the HTTP server and goes on the air; answers the stream's playlist URL once it lists a
   * segment, so a recorder pointed at it finds a stream at its first try.
   */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.comeBack();
    const playlist = path.join(this.options.dir, 'index.m3u8');
    for (let waited = 0; waited < FIRST_SEGMENT_WAIT_MS && !fs.existsSync(playlist); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.url;
  }

  get url() {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/index.m3u8`;
  }

  /** Takes the stream off the air: the encoder stops and every request is answered 404. */
  async goDark() {
    this.onAir = false;
    await this.ffmpeg?.stop();
  }

  /** Back on the air with a fresh stream, as an encoder restarted after an outage. */
  comeBack() {
    const { dir } = this.options;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const output = ['-f', 'hls', '-hls_time', String(this.options.segmentSeconds ?? 2)].concat(
      ['-hls_list_size', '10', '-hls_flags', 'delete_segments+temp_file'],
      ['-hls_segment_filename', '%d.ts', 'index.m3u8'],
    );
    this.ffmpeg = new FfmpegRun(this.options.ffmpeg, broadcasterArguments(this.options, output), dir);
    this.onAir = true;
  }

  /** The encoder's process id, so a bench can measure what it costs apart from the recorders. */
  get pid() {
    return this.ffmpeg?.pid;
  }

  async stop() {
    this.onAir = false;
    await this.ffmpeg?.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The same picture pushed as MPEG-TS over SRT to `srt://127.0.0.1:{port}`, the way contribution
 * encoders publish to a packager: the channel's source is `srt://127.0.0.1:{port}?mode=listener`, where
 * the recorder's ffmpeg listens. A caller's connection ends with its listener (the recorder's probe is
 * one), so the encoder calls again each time, as encoders do.
 */
export class SrtBroadcaster {
  private ffmpeg: FfmpegRun | undefined;
  private onAir = false;

  constructor(private readonly options: Omit<BroadcasterOptions, 'port'> & { port: number }) {}

  /** The source the recorder reads: it listens, the broadcaster calls. */
  get url() {
    return `srt://127.0.0.1:${this.options.port}?mode=listener`;
  }

  start(): string {
    fs.mkdirSync(this.options.dir, { recursive: true });
    this.onAir = true;
    this.call();
    return this.url;
  }

  private call() {
    const output = ['-f', 'mpegts', `srt://127.0.0.1:${this.options.port}?mode=caller`];
    const run = new FfmpegRun(
      this.options.ffmpeg,
      broadcasterArguments(this.options, output),
      this.options.dir,
    );
    this.ffmpeg = run;
    void run.done.then(() => {
      if (this.onAir) setTimeout(() => this.onAir && this.call(), CALL_AGAIN_MS);
    });
  }

  async stop() {
    this.onAir = false;
    await this.ffmpeg?.stop();
  }
}

/** The broadcaster's encoding (picture, burnt-in clock, tone) into the given output. */
export function broadcasterArguments(options: BroadcasterOptions, output: string[]): string[] {
  const seconds = options.segmentSeconds ?? 2;
  const picture = options.picture ?? 'testsrc2';
  const source =
    picture === 'testsrc2' ? 'testsrc2=size=640x360:rate=25' : `color=c=${picture}:size=640x360:rate=25`;
  const font = FONT_FILES.find((file) => fs.existsSync(file));
  const label = (options.label ?? 'Sahra demo broadcaster').replace(/[^\w .-]/g, '');
  // the clock sits at the bottom, so a solid picture's top half stays one colour for a test to check
  const clock = drawText(font, `text='${label}  %{localtime\\:%X}'`, 28, 'h-th-24');
  const codec = options.videoCodec ?? 'libx264';
  const video =
    codec === 'libx264'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p']
      : ['-c:v', 'mpeg2video', '-q:v', '4'];
  return [
    ...[
      '-re',
      '-f',
      'lavfi',
      '-i',
      source,
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
    ],
    ...['-vf', clock, ...video, '-g', String(25 * seconds), '-sc_threshold', '0', '-b:v', '600k'],
    ...['-c:a', 'aac', '-b:a', '64k', '-ac', '2'],
    ...output,
  ];
}
