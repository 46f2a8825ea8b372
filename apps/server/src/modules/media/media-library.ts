import { MediaState, type MediaStatus } from '@sahra/contracts';
import type { Config } from '../../platform/config.js';
import { ffmpegPath } from '../encoding/public.js';
import { generateClip, isClipReady } from './generator.js';
import { CLIPS, type LibraryShape } from './library.js';

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MediaLibraryOptions {
  mediaDir: string;
  clipSeconds: number;
  /** FFMPEG_PATH; without it the ffmpeg on the PATH. */
  ffmpeg?: string | undefined;
  log?: Log;
}

/**
 * The demo media library: which clips are on disk, and their generation in the background. Reading
 * the disk once at start is enough: only this process's generation adds clips afterwards.
 */
export class MediaLibrary {
  readonly shape: LibraryShape;
  readonly mediaDir: string;
  private readonly ready = new Set<number>();
  private failed = false;
  private generation: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(private readonly options: MediaLibraryOptions) {
    this.mediaDir = options.mediaDir;
    this.shape = { clipCount: CLIPS.length, clipSeconds: options.clipSeconds };
    for (let clip = 0; clip < this.shape.clipCount; clip++) {
      if (isClipReady(this.mediaDir, clip, this.shape)) this.ready.add(clip);
    }
  }

  isReady(): boolean {
    return this.ready.size === this.shape.clipCount;
  }

  status(): MediaStatus {
    const state = this.isReady() ? MediaState.Ready : this.failed ? MediaState.Failed : MediaState.Preparing;
    return { State: state, ClipsReady: this.ready.size, ClipsTotal: this.shape.clipCount };
  }

  /** Makes the missing clips one after another; calling it again while it runs joins that run. */
  generate(): Promise<void> {
    this.generation ??= this.generateMissing().finally(() => {
      this.generation = undefined;
    });
    return this.generation;
  }

  /** Ends a generation under way (its half-made clip is redone on the next start). */
  stop(): Promise<void> {
    this.stopping.abort();
    return this.generation?.catch(() => undefined) ?? Promise.resolve();
  }

  private async generateMissing() {
    const { log } = this.options;
    const started = performance.now();
    const missing = [...Array(this.shape.clipCount).keys()].filter((clip) => !this.ready.has(clip));
    if (missing.length === 0) return;
    this.failed = false;
    log?.info({ clips: missing.length, clipSeconds: this.shape.clipSeconds }, 'preparing demo media');
    try {
      const ffmpeg = ffmpegPath(this.options.ffmpeg);
      for (const clip of missing) {
        if (this.stopping.signal.aborted) return;
        const clipStarted = performance.now();
        const { signal } = this.stopping;
        await generateClip({ ffmpeg, mediaDir: this.mediaDir, clip, shape: this.shape, signal });
        this.ready.add(clip);
        log?.info({ clip, seconds: seconds(clipStarted) }, 'demo clip ready');
      }
      log?.info({ clips: missing.length, seconds: seconds(started) }, 'demo media ready');
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      this.failed = true;
      log?.error({ err: error }, 'demo media could not be prepared');
      throw error;
    }
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The library the configuration describes (MEDIA_DIR, MEDIA_CLIP_SECONDS, FFMPEG_PATH). */
export function mediaLibraryOf(config: Config, log?: Log): MediaLibrary {
  return new MediaLibrary({
    mediaDir: config.mediaDir,
    clipSeconds: config.MEDIA_CLIP_SECONDS,
    ffmpeg: config.FFMPEG_PATH,
    ...(log ? { log } : {}),
  });
}
