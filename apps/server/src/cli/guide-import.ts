import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GuideImportError } from '../modules/guide/import-error.js';
import { importM3u } from '../modules/guide/import-m3u.js';
import { importXmltv } from '../modules/guide/import-xmltv.js';
import { loadConfig } from '../platform/config.js';
import { openStorage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';

const usage = 'usage: npm run guide:import -- guide.xml | --m3u channels.m3u';
const { values, positionals } = parseArgs({
  options: { m3u: { type: 'string' } },
  allowPositionals: true,
});
// npm runs a workspace script in the workspace's folder: paths are taken from where npm was started
const fromStart = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const xmltvFile = positionals[0];
if ((values.m3u === undefined) === (xmltvFile === undefined) || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

const storage = await openStorage(loadConfig());
try {
  await migrate(storage);
  if (values.m3u !== undefined) {
    const summary = await importM3u(storage.db, await fs.promises.readFile(fromStart(values.m3u), 'utf8'));
    console.log(`Gave ${summary.mapped} channels their stream from ${values.m3u}.`);
    for (const entry of summary.unmatched) console.log(`  no catalog channel for ${entry}`);
  } else if (xmltvFile !== undefined) {
    const stream = fs.createReadStream(fromStart(xmltvFile), { encoding: 'utf8' });
    const summary = await importXmltv(storage.db, stream, { label: `file:${xmltvFile}` });
    console.log(
      `Imported ${summary.programmes} programmes on ${summary.channels} channels from ${xmltvFile} ` +
        `(${summary.linkedToCatchup} linked to catch-up, ${summary.dropped} dropped by overlaps).`,
    );
    if (summary.unknownChannels.length > 0)
      console.log(`  channels with no catalog channel, skipped: ${summary.unknownChannels.join(', ')}`);
  }
} catch (error) {
  if (!(error instanceof GuideImportError)) throw error;
  console.error(`Nothing imported: ${error.message}`);
  process.exitCode = 1;
} finally {
  await storage.close();
}
