import path from 'node:path';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { sourceNetworks } from '../../platform/url-policy.js';
import { firstChannelId } from '../content/public.js';
import { setChannelSource } from '../guide/public.js';
import { ffmpegPath } from '../encoding/public.js';
import type { RecorderLog } from './channel-recorder.js';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { RecordingSupervisor } from './supervisor.js';

/**
 * The recorder of this process (the recorder role): its own thread beside the API, or `npm run record`;
 * tests build their own. It reads what SOURCE_NETWORKS lets a source reach, and `ownSources`.
 */
export function startRecording(
  config: Config,
  db: Db,
  clock: Clock,
  log: RecorderLog,
  ownSources: readonly string[] = [],
): RecordingSupervisor {
  const supervisor = new RecordingSupervisor({
    db,
    clock,
    ffmpeg: ffmpegPath(config.FFMPEG_PATH),
    recordingsDir: config.recordingsDir,
    reach: { networks: sourceNetworks(config), ownSources },
    log,
  });
  supervisor.start();
  return supervisor;
}

/**
 * The demo's own live source (DEMO_BROADCASTER): a broadcaster on 127.0.0.1 and the catalog's first
 * channel pointed at it, so `npm start` records one channel for real. Its port changes at every start,
 * so the channel's source is written again each time.
 */
export async function startDemoBroadcaster(
  config: Config,
  db: Db,
  clock: Clock,
): Promise<DemoBroadcaster | null> {
  const channelId = await firstChannelId(db);
  if (channelId === undefined) return null;
  const broadcaster = new DemoBroadcaster({
    ffmpeg: ffmpegPath(config.FFMPEG_PATH),
    dir: path.join(config.dataDir, 'demo-broadcaster'),
  });
  const url = await broadcaster.start();
  await setChannelSource(db, channelId, url, clock.now());
  return broadcaster;
}
