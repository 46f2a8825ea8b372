import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GuideImportError } from '../modules/guide/import-error.js';
import { importM3uFile, importXmltvFile, summaryLines } from '../modules/guide/import-files.js';
import { productClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openStorage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';

const usage = 'usage: npm run guide:import -- guide.xml[.gz] | --m3u channels.m3u';
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

const config = loadConfig();
const storage = await openStorage(config);
try {
  await migrate(storage);
  const context = { db: storage.db, config, now: productClock(config.CLOCK_START).now() };
  if (values.m3u !== undefined) {
    const summary = await importM3uFile(context, fs.createReadStream(fromStart(values.m3u)));
    for (const line of summaryLines('m3u', values.m3u, summary)) console.log(line);
  } else if (xmltvFile !== undefined) {
    const summary = await importXmltvFile(
      context,
      fs.createReadStream(fromStart(xmltvFile)),
      `file:${xmltvFile}`,
    );
    for (const line of summaryLines('xmltv', xmltvFile, summary)) console.log(line);
  }
} catch (error) {
  if (!(error instanceof GuideImportError)) throw error;
  console.error(`Nothing imported: ${error.message}`);
  process.exitCode = 1;
} finally {
  await storage.close();
}
