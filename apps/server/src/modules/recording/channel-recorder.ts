import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEDIA_SEGMENT_SECONDS } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { FfmpegRun } from './ffmpeg-run.js';
import { listedSegments, recorderArguments } from './recorder-arguments.js';
import * as repository from './recording-repository.js';
import { SLATE_SEGMENTS, slateInitPath, slateSegmentPath } from './slate.js';
import { refusedSource, type SourceReach } from './source-check.js';
import { planFor, probeSource, type RecordingPlan } from './source-probe.js';

export interface RecorderTiming {
  /** How often ffmpeg's playlists are read for finished segments. */
  pollMs: number;
  /** No new segment for this long and the source counts as down (ffmpeg is stopped, the slate starts). */
  stallMs: number;
  /** The first wait before reconnecting; it doubles up to the cap. */
  backoffFirstMs: number;
  backoffCapMs: number;
}

export interface RecorderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RecorderDeps {
  db: Db;
  clock: Clock;
  ffmpeg: string;
  recordingsDir: string;
  reach: SourceReach;
  timing: RecorderTiming;
  log: RecorderLog;
  /** Makes the slate if it is not there yet; the slate plays only once it is. */
  slateReady: () => boolean;
}

const SEGMENT_MS = MEDIA_SEGMENT_SECONDS * 1000;

/**
 * Records one channel while this instance holds its lease: ffmpeg runs one after another (a new run
 * folder each), every finished segment becomes a row, and while the source is down the slate keeps the
 * timeline going. Rows are written one batch at a time, in order.
 */
export class ChannelRecorder {
  private stopping = false;
  private abandoned = false;
  private ffmpeg: FfmpegRun | undefined;
  private plan: RecordingPlan | null = null;
  private nextSequence = 0;
  private lastEndMs: number | null = null;
  /** Down since: the slate plays, a gap is open. */
  private down = false;
  private slatePlayed = 0;
  private status: repository.ChannelState['status'] | null = null;
  private writes: Promise<void> = Promise.resolve();
  /** The folder of the run under way, relative to the recordings folder. */
  runFolder: string | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly deps: RecorderDeps,
    readonly channel: repository.SourcedChannel,
    private readonly onLost: (error: unknown) => void,
  ) {
    this.loop = this.record().catch((error: unknown) => this.lose(error));
  }

  /** Ends recording: ffmpeg closes its last segment, which is recorded, and the status says stopped. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.ffmpeg?.stop();
    await this.loop;
    await this.write(async () => {
      if (this.plan) await this.saveState('stopped', null);
    });
  }

  /** The lease went to another instance: stop at once and write nothing more. */
  abandon() {
    this.abandoned = true;
    this.stopping = true;
    this.ffmpeg?.kill();
  }

  private lose(error: unknown) {
    if (this.abandoned) return;
    this.abandon();
    this.onLost(error);
  }

  private write(task: () => Promise<void>): Promise<void> {
    this.writes = this.writes
      .then(() => (this.abandoned ? undefined : task()))
      .catch((error: unknown) => this.lose(error));
    return this.writes;
  }

  private async record() {
    const { db } = this.deps;
    const last = await repository.lastSegment(db, this.channel.channelId);
    this.nextSequence = last ? last.sequence + 1 : 0;
    this.lastEndMs = last?.endsAtMs ?? null;
    const stored = await repository.channelState(db, this.channel.channelId);
    if (stored) this.plan = { mode: stored.mode, renditions: stored.renditions, hasAudio: true };
    const slateTimer = setInterval(() => void this.write(() => this.playSlate()), SEGMENT_MS / 4);
    let failures = 0;
    try {
      while (!this.stopping) {
        let reason: string;
        try {
          // judged again before every attempt (its name may lead elsewhere by now); refused, it is down
          const refused = await refusedSource(this.source(), this.deps.ffmpeg, this.deps.reach);
          if (refused === null) {
            const plan = planFor(await probeSource(this.deps.ffmpeg, this.source()));
            if (this.stopping) break;
            const { flowed, ended } = await this.runOnce(plan);
            if (flowed) failures = 0;
            reason = ended;
          } else reason = refused;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
        if (this.stopping) break;
        await this.write(() => this.sourceDown(reason));
        const wait = Math.min(
          this.deps.timing.backoffCapMs,
          this.deps.timing.backoffFirstMs * 2 ** failures++,
        );
        this.deps.log.warn(
          { channel: this.channel.channelId, reason, retryInMs: wait },
          'recording source down',
        );
        await this.pause(wait);
      }
    } finally {
      clearInterval(slateTimer);
    }
  }

  private source() {
    return { url: this.channel.source, referrer: this.channel.referrer, userAgent: this.channel.userAgent };
  }

  /** Waits, cut short by a stop. */
  private async pause(ms: number) {
    const end = performance.now() + ms;
    while (!this.stopping && performance.now() < end) await sleep(Math.min(200, end - performance.now()));
  }

  /** One ffmpeg run into a folder of its own, until ffmpeg ends, stalls or is stopped. */
  private async runOnce(plan: RecordingPlan) {
    const runId = `${this.deps.clock.now().getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
    const runFolder = path.join(String(this.channel.channelId), runId);
    const runDir = path.join(this.deps.recordingsDir, runFolder);
    this.runFolder = runFolder;
    const names = plan.renditions.map((rendition) => rendition.name);
    for (const name of names) fs.mkdirSync(path.join(runDir, name), { recursive: true });
    const ffmpeg = new FfmpegRun(this.deps.ffmpeg, recorderArguments(this.source(), plan), runDir);
    this.ffmpeg = ffmpeg;
    let ended: string | undefined;
    void ffmpeg.done.then((errors) => (ended = errors));
    const seen = new Map<string, number>(names.map((name) => [name, -1]));
    /** The sequence and start given to each of the run's segment numbers, shared by its renditions. */
    const placed = new Map<number, { sequence: number; startsAt: Date }>();
    let firstIndex: number | undefined;
    let lastProgress = performance.now();
    const collect = async () => {
      const rows: repository.SegmentRow[] = [];
      for (const name of names) {
        const listed = readPlaylist(path.join(runDir, name, 'index.m3u8'));
        for (const segment of listed.filter((entry) => entry.index > (seen.get(name) ?? -1))) {
          seen.set(name, segment.index);
          let place = placed.get(segment.index);
          if (!place) {
            firstIndex ??= segment.index;
            place = this.place(segment.durationMs);
            placed.set(segment.index, place);
          }
          rows.push({
            channelId: this.channel.channelId,
            rendition: name,
            sequence: place.sequence,
            startsAt: place.startsAt,
            durationMs: segment.durationMs,
            discontinuity: segment.index === firstIndex,
            slate: false,
            initPath: `${runFolder}/${name}/init.mp4`,
            path: `${runFolder}/${name}/${segment.file}`,
          });
        }
      }
      if (rows.length === 0) return;
      lastProgress = performance.now();
      await this.write(() => this.recordSegments(plan, runDir, rows));
    };
    while (ended === undefined && !this.stopping) {
      await sleep(this.deps.timing.pollMs);
      await collect();
      // a run's first segment takes a segment's worth of picture more: a pushed or live feed starts now
      const allowedMs = this.deps.timing.stallMs + (placed.size === 0 ? 2 * SEGMENT_MS : 0);
      if (performance.now() - lastProgress > allowedMs) {
        ended = `no new segment for ${Math.round(allowedMs / 1000)} s`;
        await ffmpeg.stop();
      }
    }
    await ffmpeg.done;
    // what ffmpeg closed as it stopped is recorded too: nothing finished is lost
    if (!this.abandoned) await collect();
    await this.writes;
    this.runFolder = undefined;
    if (placed.size === 0) fs.rmSync(runDir, { recursive: true, force: true });
    return { flowed: placed.size > 0, ended: ended ?? 'stopped' };
  }

  /** The next sequence, and a start at the segment's arrival: never before the previous end, never after now. */
  private place(durationMs: number) {
    const arrivalMs = this.deps.clock.now().getTime();
    const startMs = Math.min(arrivalMs, Math.max(arrivalMs - durationMs, this.lastEndMs ?? 0));
    this.lastEndMs = startMs + durationMs;
    return { sequence: this.nextSequence++, startsAt: new Date(startMs) };
  }

  private async recordSegments(plan: RecordingPlan, runDir: string, rows: repository.SegmentRow[]) {
    const { db, clock } = this.deps;
    this.down = false;
    const renditions = measured(plan.renditions, runDir, rows);
    const grew = renditions.some(
      (rendition, index) => rendition.bandwidth !== plan.renditions[index]?.bandwidth,
    );
    plan.renditions = renditions;
    this.plan = plan;
    await repository.insertSegments(db, rows);
    if (grew || this.status !== 'recording') await this.saveState('recording', null);
    await repository.closeGaps(db, this.channel.channelId, clock.now());
  }

  private async sourceDown(reason: string) {
    const now = this.deps.clock.now();
    if (!this.down) this.slatePlayed = 0;
    this.down = true;
    await repository.openGap(this.deps.db, this.channel.channelId, now, reason.slice(0, 500));
    if (this.plan) await this.saveState('source-down', reason.slice(0, 500));
  }

  /** While the source is down, slate segments fill the timeline up to now, looping behind a discontinuity. */
  private async playSlate() {
    if (!this.down || !this.plan || !this.deps.slateReady()) return;
    const nowMs = this.deps.clock.now().getTime();
    const rows: repository.SegmentRow[] = [];
    while ((this.lastEndMs ?? 0) + SEGMENT_MS <= nowMs) {
      const startMs = Math.max(this.lastEndMs ?? 0, nowMs - SEGMENT_MS);
      const sequence = this.nextSequence++;
      const index = this.slatePlayed++;
      for (const rendition of this.plan.renditions) {
        rows.push({
          channelId: this.channel.channelId,
          rendition: rendition.name,
          sequence,
          startsAt: new Date(startMs),
          durationMs: SEGMENT_MS,
          discontinuity: index % SLATE_SEGMENTS === 0,
          slate: true,
          initPath: slateInitPath(rendition.name),
          path: slateSegmentPath(rendition.name, index),
        });
      }
      this.lastEndMs = startMs + SEGMENT_MS;
    }
    await repository.insertSegments(this.deps.db, rows);
  }

  private async saveState(status: repository.ChannelState['status'], lastError: string | null) {
    if (!this.plan) return;
    this.status = status;
    await repository.saveChannelState(
      this.deps.db,
      this.channel.channelId,
      { mode: this.plan.mode, renditions: this.plan.renditions, status, lastError },
      this.deps.clock.now(),
    );
  }
}

function readPlaylist(file: string) {
  try {
    return listedSegments(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

/**
 * A copied source's bandwidth is what its segments carry: the peak seen so far, 10 % over, so the
 * master playlist's BANDWIDTH stays an upper bound as HLS asks.
 */
function measured(renditions: RecordedRendition[], runDir: string, rows: repository.SegmentRow[]) {
  return renditions.map((rendition) => {
    let peak = rendition.bandwidth;
    for (const row of rows.filter((entry) => entry.rendition === rendition.name)) {
      try {
        const bytes = fs.statSync(path.join(runDir, rendition.name, path.basename(row.path))).size;
        peak = Math.max(peak, Math.ceil(((bytes * 8) / (row.durationMs / 1000)) * 1.1));
      } catch {
        // a file already gone measures nothing
      }
    }
    return { ...rendition, bandwidth: peak };
  });
}
