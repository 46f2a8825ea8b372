import { randomUUID } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { ChannelRecorder, type RecorderLog, type RecorderTiming } from './channel-recorder.js';
import * as repository from './recording-repository.js';
import { removeFinishedRenditions, removeRecordedFiles } from './recordings-folder.js';
import { ensureSlate } from './slate.js';
import type { SourceReach } from './source-check.js';

export interface SupervisorTiming extends RecorderTiming {
  /** How long a lease lasts unrenewed: another instance takes the channel this long after a crash. */
  leaseSeconds: number;
  /** How often leases are renewed and free channels looked for. */
  tickMs: number;
  /** How often the recording older than each channel's DVR hours is deleted. */
  retentionEveryMs: number;
}

export const DEFAULT_TIMING: SupervisorTiming = {
  pollMs: 500,
  stallMs: 12_000,
  backoffFirstMs: 1000,
  backoffCapMs: 30_000,
  leaseSeconds: 10,
  tickMs: 3000,
  retentionEveryMs: MINUTE_MS,
};

export interface SupervisorOptions {
  db: Db;
  clock: Clock;
  ffmpeg: string;
  recordingsDir: string;
  reach: SourceReach;
  log: RecorderLog;
  timing?: Partial<SupervisorTiming>;
}

/**
 * Runs on every instance: takes the lease of each sourced channel nobody records, renews the ones it
 * holds, records those (one ChannelRecorder each), stops a channel whose lease it lost or whose source
 * changed, and deletes what has aged out of the DVR window.
 */
export class RecordingSupervisor {
  /** This process among the instances; a restart is a new holder, so it waits for its old leases to expire. */
  readonly instanceId = randomUUID();
  private readonly timing: SupervisorTiming;
  private readonly recorders = new Map<number, ChannelRecorder>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();
  private lastRetentionMs = -Infinity;
  private slateMade = false;
  private readonly slating = new AbortController();

  constructor(private readonly options: SupervisorOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
  }

  start() {
    void ensureSlate({
      ffmpeg: this.options.ffmpeg,
      recordingsDir: this.options.recordingsDir,
      signal: this.slating.signal,
    })
      .then(() => (this.slateMade = true))
      .catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'the recording slate could not be made'),
      );
    const run = () => {
      this.ticking = this.tick().catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'recording supervisor'),
      );
    };
    run();
    this.timer = setInterval(() => void this.ticking.then(run), this.timing.tickMs);
  }

  /** The channels this instance records now. */
  held(): number[] {
    return [...this.recorders.keys()];
  }

  async tick() {
    const { db, clock } = this.options;
    const { leaseSeconds } = this.timing;
    const channels = new Map(
      (await repository.sourcedChannels(db)).map((channel) => [channel.channelId, channel]),
    );
    const kept = await repository.renewLeases(db, this.held(), this.instanceId, leaseSeconds);
    for (const [channelId, recorder] of this.recorders) {
      const now = channels.get(channelId);
      if (!kept.has(channelId)) {
        this.options.log.warn({ channel: channelId }, 'recording lease lost to another instance');
        recorder.abandon();
        this.recorders.delete(channelId);
      } else if (!now || JSON.stringify(now) !== JSON.stringify(recorder.channel)) {
        this.recorders.delete(channelId);
        await recorder.stop();
        await repository.releaseLease(db, channelId, this.instanceId);
      }
    }
    for (const channel of channels.values()) {
      if (this.recorders.has(channel.channelId)) continue;
      if (!(await repository.takeLease(db, channel.channelId, this.instanceId, leaseSeconds))) continue;
      this.options.log.info({ channel: channel.channelId, source: channel.source }, 'recording');
      this.recorders.set(channel.channelId, this.recorderOf(channel));
    }
    if (clock.now().getTime() - this.lastRetentionMs >= this.timing.retentionEveryMs) {
      this.lastRetentionMs = clock.now().getTime();
      await this.deleteAged(channels);
    }
  }

  private recorderOf(channel: repository.SourcedChannel) {
    const recorder = new ChannelRecorder(
      { ...this.options, timing: this.timing, slateReady: () => this.slateMade },
      channel,
      (error) => {
        this.options.log.warn(
          { channel: channel.channelId, err: error },
          'recording stopped: another instance holds it',
        );
        if (this.recorders.get(channel.channelId) === recorder) this.recorders.delete(channel.channelId);
      },
    );
    return recorder;
  }

  /** Deletes what has aged out of the DVR window now (the tick does it every retentionEveryMs). */
  async retention() {
    const channels = await repository.sourcedChannels(this.options.db);
    await this.deleteAged(new Map(channels.map((channel) => [channel.channelId, channel])));
  }

  /** Retention of the channels held here (their holder alone deletes, so nothing races a recorder). */
  private async deleteAged(channels: Map<number, repository.SourcedChannel>) {
    for (const channelId of this.held()) {
      const hours = channels.get(channelId)?.dvrHours;
      if (hours === undefined) continue;
      const before = new Date(this.options.clock.now().getTime() - hours * HOUR_MS);
      const aged = await repository.deleteSegmentsBefore(this.options.db, channelId, before);
      removeRecordedFiles(this.options.recordingsDir, aged.segmentFiles);
      // a run still being recorded keeps its folder, even when all its rows have aged out (a clock jump)
      const running = this.recorders.get(channelId)?.runFolder;
      removeFinishedRenditions(
        this.options.recordingsDir,
        aged.finishedInits.filter((init) => running === undefined || !init.startsWith(`${running}/`)),
      );
    }
  }

  /** Stops every recorder (their last segments recorded) and hands their leases back at once. */
  async stop() {
    clearInterval(this.timer);
    this.slating.abort();
    await this.ticking;
    const recorders = [...this.recorders.entries()];
    this.recorders.clear();
    await Promise.all(
      recorders.map(async ([channelId, recorder]) => {
        await recorder.stop();
        await repository.releaseLease(this.options.db, channelId, this.instanceId);
      }),
    );
  }
}
