import type { Db } from '../../platform/db.js';
import type { Job } from '../../platform/jobs/job.js';
import { dailyAt } from '../../platform/jobs/schedule.js';
import { loadDemoCatalog } from './demo-catalog.js';
import { demoDay, demoGuideXmltv, demoWindow } from './demo-guide.js';
import { importXmltv } from './import-xmltv.js';
import { wasImported, wasImportedLike } from './import-repository.js';

/** A minute past midnight, so a clock a little behind still sees the new day. */
const RUN_AFTER_MIDNIGHT_MS = 60_000;

export interface GuideLog {
  info(details: object, message?: string): void;
}

const DEMO_LABEL = 'demo:';

/**
 * Imports the demo guide of the day of `now` through the XMLTV import, unless it was imported
 * already (every later start that day is instant); answers whether it imported. The first import
 * fills the past week too; a later day's adds from that day on and leaves the past as it was, as a
 * provider's daily feed does: at midnight the import had rewritten the past week, dropping what other
 * imports had placed in it (a recorded programme and the catch-up it links to).
 */
export async function ensureDemoGuide(db: Db, options: { now: Date; log?: GuideLog }): Promise<boolean> {
  const day = demoDay(options.now);
  const label = `${DEMO_LABEL}${day.toISOString().slice(0, 10)}`;
  if (await wasImported(db, label)) return false;
  const started = Date.now();
  const window = demoWindow(day);
  const from = (await wasImportedLike(db, DEMO_LABEL)) ? day : window.from;
  const channels = await loadDemoCatalog(db, from, window.to);
  const summary = await importXmltv(db, demoGuideXmltv(channels, day, from), { label, now: options.now });
  options.log?.info(
    {
      ...summary,
      problems: summary.problems.length,
      unknownChannels: summary.unknownChannels.length,
      matchedByName: summary.matchedByName.length,
      ms: Date.now() - started,
    },
    'demo guide imported',
  );
  return true;
}

/**
 * Importing each new day's demo guide, as a background job (platform/jobs): daily a minute after UTC
 * midnight of the product's clock (server.ts imports the day's at the start).
 */
export const demoGuideJob = (db: Db, options: { log: GuideLog }): Job => ({
  name: 'demo-guide',
  schedule: dailyAt(RUN_AFTER_MIDNIGHT_MS),
  run: (now) => ensureDemoGuide(db, { now, log: options.log }),
});
