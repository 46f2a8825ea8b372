/**
 * Importing a large real-world-sized XMLTV guide: memory stays bounded by one channel, not the file.
 * Generates the guide on the fly (never on disk, never committed): `--mb` MB of XMLTV (120 by
 * default) for `--channels` channels of which the catalog knows 80 (as in a national feed that lists
 * every channel of a region), gzipped when `--gzip`, fed to the importer as the stream an operator
 * call or GUIDE_URL gives it (or, with `--http`, posted to the operator call of a server in the same
 * process), on a fresh PGlite folder. Prints the time, the programmes written and
 * the process's peak RSS before and during the import (PGlite's own heap is part of it). Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import type { XmltvImportSummary } from '@sahra/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { ensureCatalog } from '../apps/server/src/modules/catalog/demo/ensure-catalog.js';
import { importXmltv } from '../apps/server/src/modules/guide/import-xmltv.js';
import { formatXmltvTime } from '../apps/server/src/modules/guide/xmltv-time.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openStorage, type Storage } from '../apps/server/src/platform/db.js';
import { migrate } from '../apps/server/src/platform/migrate.js';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '120' },
    channels: { type: 'string', default: '300' },
    gzip: { type: 'boolean', default: false },
    /** through POST /operator/import/xmltv of a server in this process, the body streamed */
    http: { type: 'boolean', default: false },
    /** set by the bench itself: import into this seeded folder, in a process of its own */
    seeded: { type: 'string' },
  },
});
const TARGET_BYTES = Number(values.mb) * 1024 ** 2;
const CHANNELS = Number(values.channels);
const PROGRAMME_MS = 20 * 60_000;
const DESCRIPTION = 'حلقة جديدة من المسلسل، تتابع فيها العائلة قصتها بين القاهرة والإسكندرية. '.repeat(3);

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/** The guide's text in chunks of about 64 KB: channels first, then each channel's programmes together. */
function* guide(epgIds: string[], from: number, sent: { bytes: number }) {
  const perChannel = Math.ceil(TARGET_BYTES / CHANNELS / 620);
  let chunk = '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="bench">\n';
  const push = function* (text: string) {
    chunk += text;
    if (chunk.length > 65_536) {
      sent.bytes += Buffer.byteLength(chunk);
      yield chunk;
      chunk = '';
    }
  };
  for (const id of epgIds) yield* push(`<channel id="${id}"><display-name>${id}</display-name></channel>\n`);
  for (const id of epgIds) {
    for (let index = 0; index < perChannel; index++) {
      const start = from + index * PROGRAMME_MS;
      yield* push(
        `<programme start="${formatXmltvTime(new Date(start), 180)}" stop="${formatXmltvTime(new Date(start + PROGRAMME_MS), 180)}" channel="${id}">` +
          `<title lang="ar">برنامج ${index}</title><title lang="en">Programme ${index}</title>` +
          `<desc lang="ar">${DESCRIPTION}</desc><category lang="en">Series</category>` +
          `<icon src="https://img.example/${id}/${index}.jpg"/></programme>\n`,
      );
    }
  }
  chunk += '</tv>\n';
  sent.bytes += Buffer.byteLength(chunk);
  yield chunk;
}

/**
 * Seeding the catalog alone peaks near 1 GB (PGlite's heap), which would hide the import's figure: the
 * folder is seeded here, and the import runs in a fresh process of its own whose peak RSS is the import's.
 */
async function seedAndImportInChild() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-bench-import-'));
  try {
    const storage = await openStorage(loadConfig({ DATA_DIR: dataDir }));
    try {
      await migrate(storage);
      await ensureCatalog(storage.db, { scale: 1, log: { info: () => undefined }, now: new Date() });
    } finally {
      await storage.close();
    }
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1] ?? '', ...process.argv.slice(2), '--seeded', dataDir],
      { stdio: 'inherit' },
    );
    await new Promise((resolve) => child.once('exit', resolve));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Posts the guide to a real server in this process through curl, a process of its own, so that what
 * this process holds is the server's alone (a fetch client here buffered the whole body on its side).
 */
async function importOverHttp(storage: Storage, bytes: Readable): Promise<XmltvImportSummary> {
  const token = 'bench-operator-token-0123456789';
  const config = loadConfig({ OPERATOR_TOKEN: token, MEDIA_GENERATE: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, storage, logger: false });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const curl = spawn('curl', [
      ...['-sS', '-X', 'POST', '-T', '-', '-H', `authorization: Bearer ${token}`],
      ...['-H', 'content-type: application/xml', `${origin}/operator/import/xmltv`],
    ]);
    let answer = '';
    curl.stdout.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    const exited = new Promise((resolve) => curl.once('exit', resolve));
    await pipeline(bytes, curl.stdin);
    await exited;
    const parsed = JSON.parse(answer) as { Result: XmltvImportSummary | null; ErrorMessage: string | null };
    if (!parsed.Result) throw new Error(`the import call failed: ${parsed.ErrorMessage}`);
    return parsed.Result;
  } finally {
    await app.close();
  }
}

async function importInto(dataDir: string) {
  const storage = await openStorage(loadConfig({ DATA_DIR: dataDir }));
  try {
    const known = await storage.db
      .selectFrom('content_metadata')
      .select('value')
      .where('namespace', '=', 'Epg ID')
      .execute();
    const epgIds = Array.from(
      { length: CHANNELS },
      (_, index) => known[index]?.value ?? `unknown-${index}.tv`,
    );
    const now = new Date();
    // a week back and forward, as feeds carry: the past outside any live window, so nothing is kept as aired
    const from = Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 7 * 24 * 3_600_000;
    const sent = { bytes: 0 };
    const text = Readable.from(guide(epgIds, from, sent), { objectMode: false });
    const bytes = values.gzip ? text.pipe(createGzip()) : text;

    const atStart = process.memoryUsage().rss;
    let peak = atStart;
    const most = { heapUsed: 0, arrayBuffers: 0 };
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peak = Math.max(peak, usage.rss);
      most.heapUsed = Math.max(most.heapUsed, usage.heapUsed);
      most.arrayBuffers = Math.max(most.arrayBuffers, usage.arrayBuffers);
    }, 50);
    const started = performance.now();
    const summary = values.http
      ? await importOverHttp(storage, bytes)
      : await importXmltv(storage.db, bytes, { label: 'bench', now });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);

    console.log(
      `guide import: ${mb(sent.bytes)} of XMLTV${values.gzip ? ' (sent gzipped)' : ''}, ${CHANNELS} channels` +
        (values.http ? ', posted to POST /operator/import/xmltv' : ''),
    );
    console.log(
      `  ${summary.programmes} programmes written on ${summary.channels} channels, ` +
        `programmes of ${CHANNELS - summary.channels} unknown channels skipped, ${summary.skipped} bad entries`,
    );
    console.log(`  time ${seconds.toFixed(1)} s (${(sent.bytes / 1024 ** 2 / seconds).toFixed(1)} MB/s)`);
    // the sampler only runs when the import lets the event loop turn (it does while a socket feeds it)
    const sampled =
      most.heapUsed > 0
        ? ` (JS heap at most ${mb(most.heapUsed)}, buffers at most ${mb(most.arrayBuffers)})`
        : '';
    console.log(`  RSS at the start ${mb(atStart)}, peak during the import ${mb(peak)}${sampled}`);
  } finally {
    await storage.close();
  }
}

if (values.seeded === undefined) await seedAndImportInChild();
else await importInto(values.seeded);
