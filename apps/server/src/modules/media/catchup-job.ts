import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../platform/db.js';
import type { Job } from '../../platform/jobs/job.js';
import { every } from '../../platform/jobs/schedule.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import {
  completeCut,
  cutIds,
  deleteCutsEndedBefore,
  insertCut,
  programmesToCut,
  whileCutting,
  type ProgrammeToCut,
} from './catchup-repository.js';
import { recordedUpTo, type RecordedSegment } from '../recording/public.js';
import { keepDiscontinuities } from './discontinuity-repository.js';

/** The folder of cuts inside the recordings folder: beside the recorder's `{channelId}/` folders. */
export const CATCHUP_FOLDER = 'catchup';
/** After a programme (and its padding) ends, the recorder's last segments need a moment to be committed. */
const SETTLE_MS = 30_000;
/** Programmes cut per run: a run holds one transaction, which on PGlite is the one connection. */
const CUTS_PER_RUN = 20;
const RUN_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export interface CatchupSettings {
  recordingsDir: string;
  paddingSeconds: number;
  days: number;
}

export interface CatchupLog {
  info(details: object, message?: string): void;
}

/** The cut's own file: a hard link to the recorder's where the filesystem allows, else a copy. */
async function keepFile(source: string, target: string): Promise<void> {
  try {
    await fs.promises.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    await fs.promises.copyFile(source, target);
  }
}

/**
 * One rendition's segments of [from, to] kept under `catchup/{cutId}/{rendition}/`: `i{n}.mp4` per init,
 * `{position}.m4s` per segment. A segment the recorder deleted meanwhile is left out, and the one after it
 * marked as a discontinuity.
 */
async function keepRendition(
  db: Db,
  recordingsDir: string,
  cutId: number,
  programme: ProgrammeToCut,
  rendition: RecordedRendition,
  from: Date,
  to: Date,
): Promise<RecordedSegment[]> {
  // a segment that began before `from` and runs into it belongs to the cut too
  const lookBack = new Date(from.getTime() - 60_000);
  const recorded = (
    await recordedUpTo(db, programme.channelId, rendition.name, { from: lookBack }, to)
  ).filter(
    (segment) => segment.startMs + segment.durationMs > from.getTime() && segment.startMs < to.getTime(),
  );
  if (recorded.length === 0) return [];
  const folder = path.join(CATCHUP_FOLDER, String(cutId), rendition.name);
  await fs.promises.mkdir(path.join(recordingsDir, folder), { recursive: true });
  const inits = new Map<string, string>();
  const kept: RecordedSegment[] = [];
  let lost = false;
  for (const segment of recorded) {
    try {
      let init = inits.get(segment.initPath);
      if (init === undefined) {
        init = path.posix.join(folder, `i${inits.size}.mp4`);
        await keepFile(path.join(recordingsDir, segment.initPath), path.join(recordingsDir, init));
        inits.set(segment.initPath, init);
      }
      const file = path.posix.join(folder, `${kept.length}.m4s`);
      await keepFile(path.join(recordingsDir, segment.path), path.join(recordingsDir, file));
      kept.push({ ...segment, discontinuity: segment.discontinuity || lost, initPath: init, path: file });
      lost = false;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      lost = true;
    }
  }
  return kept;
}

async function cut(db: Db, settings: CatchupSettings, programme: ProgrammeToCut, now: Date): Promise<number> {
  const padding = settings.paddingSeconds * 1000;
  const from = new Date(programme.start.getTime() - padding);
  const to = new Date(programme.stop.getTime() + padding);
  const cutId = await insertCut(db, {
    channelId: programme.channelId,
    programmeStart: programme.start,
    programmeStop: programme.stop,
    title: programme.title,
    from,
    to,
    renditions: [],
    madeAt: now,
  });
  const kept: { rendition: string; segments: RecordedSegment[] }[] = [];
  const renditions: RecordedRendition[] = [];
  for (const rendition of programme.renditions) {
    const segments = await keepRendition(db, settings.recordingsDir, cutId, programme, rendition, from, to);
    if (segments.length === 0) continue;
    kept.push({ rendition: rendition.name, segments });
    renditions.push(rendition);
  }
  // a programme nothing was recorded of keeps an empty cut: it is not tried again, and does not play
  await completeCut(db, cutId, renditions, kept);
  return kept.length > 0 ? 1 : 0;
}

/** Folders of cuts without a row: expired ones, and a failed run's. */
async function sweepFolders(db: Db, recordingsDir: string): Promise<number> {
  const root = path.join(recordingsDir, CATCHUP_FOLDER);
  const names = await fs.promises.readdir(root).catch(() => [] as string[]);
  const known = await cutIds(db);
  let removed = 0;
  for (const name of names) {
    if (/^\d+$/.test(name) && known.has(Number(name))) continue;
    await fs.promises.rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export interface CatchupRun {
  /** Programmes cut with a recording. */
  cut: number;
  /** Programmes looked at, with or without a recording. */
  looked: number;
  /** Cuts expired and removed with their files. */
  expired: number;
}

/**
 * One run of the catch-up job, on one instance at a time (undefined when another is running): keeps the
 * recorded discontinuities, removes cuts older than CATCHUP_DAYS with their files, and cuts the
 * programmes of recorded channels that ended (after their padding) since then.
 */
export async function runCatchupJob(
  db: Db,
  settings: CatchupSettings,
  now: Date,
): Promise<CatchupRun | undefined> {
  let run: CatchupRun | undefined;
  const ran = await whileCutting(db, async (tx) => {
    await keepDiscontinuities(tx);
    const keptFrom = new Date(now.getTime() - settings.days * DAY_MS);
    const expired = await deleteCutsEndedBefore(tx, keptFrom);
    await sweepFolders(tx, settings.recordingsDir);
    const ended = new Date(now.getTime() - settings.paddingSeconds * 1000 - SETTLE_MS);
    const programmes = await programmesToCut(tx, keptFrom, ended, CUTS_PER_RUN);
    let made = 0;
    for (const programme of programmes) made += await cut(tx, settings, programme, now);
    run = { cut: made, looked: programmes.length, expired: expired.length };
  });
  return ran ? run : undefined;
}

/**
 * The catch-up job as a background job (platform/jobs): at the start and every minute, on one instance
 * at a time; a run that cut or removed something logs what.
 */
export function catchupJob(db: Db, options: { settings: CatchupSettings; log: CatchupLog }): Job {
  return {
    name: 'catch-up-cuts',
    schedule: every(RUN_EVERY_MS, { firstAfterMs: 0 }),
    async run(now) {
      const run = await runCatchupJob(db, options.settings, now);
      if (run && (run.looked > 0 || run.expired > 0)) options.log.info(run, 'catch-up cut');
    },
  };
}
