/**
 * Lighthouse (default mobile settings: Moto G-class emulation, simulated slow 4G and 4× CPU slowdown)
 * against the production build served by the real server: every browsing page (home, /ondemand/movies,
 * /catchup/videos and a movie details page, then the channels, a person, a see-all list, the guide and a
 * search; PAGES=core measures the first four only, PAGES=/guide,/search the pages starting so), each for an English and an Arabic visitor
 * (Accept-Language), once in a browser that has measured before and once in a fresh one. Prints performance and accessibility scores, LCP, CLS and
 * TBT per page, with the host's benchmark index and the CPU slowdown used, and keeps the full reports in
 * bench/results/; asserts nothing.
 *
 *   npm run bench:lighthouse -w @sahra/bench
 *   CPU_SLOWDOWN=calibrated npm run bench:lighthouse -w @sahra/bench
 *   LIGHTHOUSE_PORT=8292 CHROME_PATH=/usr/bin/chromium WEB_DIST_DIR=/tmp/web npm run bench:lighthouse -w @sahra/bench
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_LANGUAGES, type PageLanguage } from '@sahra/contracts';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { REPO_ROOT } from '../lib/processes.js';
import { webBuild } from '../lib/web-build.js';
import {
  cpuSlowdownFor,
  detailsPath,
  launchChrome,
  personPath,
  RESULTS_DIR,
  startBenchServer,
  warmUp,
} from './setup.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8292);
const DATA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'lighthouse');

interface PageFigures {
  page: string;
  language: PageLanguage;
  /** Shared: the browser has measured pages before; fresh: started for this page alone. */
  browser: 'shared' | 'fresh';
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | undefined;
  cls: number | undefined;
  tbtMs: number | undefined;
  /** Lighthouse's measure of this host's CPU during the run (higher is faster). */
  benchmarkIndex: number | undefined;
  cpuSlowdown: number;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

type Measured = Omit<PageFigures, 'browser'>;

async function measure(
  url: string,
  language: PageLanguage,
  chromePort: number,
  cpuSlowdown: number,
): Promise<{ figures: Measured; report: LighthouseResult }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: { 'Accept-Language': language },
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  return {
    figures: {
      page: new URL(url).pathname,
      language,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown,
    },
    report: lhr,
  };
}

function printTable(rows: PageFigures[]) {
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  console.log(
    '\npage                          lang browser  perf  a11y      LCP     CLS      TBT  index  slowdown',
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(28)} ${row.language.padEnd(4)} ${row.browser.padEnd(7)} ${String(row.performance ?? '–').padStart(5)} ${String(row.accessibility ?? '–').padStart(5)}` +
        ` ${ms(row.lcpMs).padStart(8)} ${(row.cls ?? 0).toFixed(3).padStart(7)} ${ms(row.tbtMs).padStart(8)}` +
        ` ${String(Math.round(row.benchmarkIndex ?? 0)).padStart(6)} ${`${row.cpuSlowdown}×`.padStart(9)}`,
    );
  }
}

const server = await startBenchServer(
  PORT,
  path.join(DATA_DIR, 'data'),
  webBuild(path.join(DATA_DIR, 'web')),
);

/**
 * PAGES: unset for every page, `core` for the first four, or a comma-separated list of paths (those of
 * every page that start with one of them, e.g. `/guide,/search`).
 */
function choosePages(chosen: string | undefined, every: string[], core: string[]): string[] {
  if (!chosen) return every;
  if (chosen === 'core') return core;
  const prefixes = chosen.split(',').map((prefix) => prefix.trim());
  return every.filter((page) => prefixes.some((prefix) => page.startsWith(prefix)));
}

/** Each page in a browser of its own, as a visitor's first visit: no compositor or caches warmed by another page. */
async function measureFresh(url: string, language: PageLanguage, cpuSlowdown: number) {
  const chrome = await launchChrome();
  try {
    return await measure(url, language, chrome.port, cpuSlowdown);
  } finally {
    chrome.kill();
  }
}

const chrome = await launchChrome();
try {
  const core = ['/', '/ondemand/movies', '/catchup/videos', await detailsPath(server.url)];
  // the browsing pages rendered first on the server, then those drawn by the app alone (guide, search)
  const more = [
    '/channel',
    await personPath(server.url),
    '/home/list-details/1107',
    '/guide',
    '/search?q=love',
  ];
  const pages = choosePages(process.env.PAGES, [...core, ...more], core);
  const visits = pages.flatMap((page) => PAGE_LANGUAGES.map((language) => ({ page, language })));
  for (const { page, language } of visits) await warmUp(server.url, page, language);
  // A fresh browser paints its first page about a second late (its compositor and caches starting up):
  // one run that is not counted, so that the first page measured in the shared browser is not charged
  // for the browser. The fresh-browser rows are charged for it, as a visitor's first page is.
  // Its benchmark index, taken on this host now, sets a calibrated slowdown (CPU_SLOWDOWN=calibrated).
  const uncounted = await measure(`${server.url}/devices`, 'en', chrome.port, 4);
  const cpuSlowdown = cpuSlowdownFor(uncounted.report.environment.benchmarkIndex);
  console.log(
    `benchmark index ${Math.round(uncounted.report.environment.benchmarkIndex)}: CPU slowdown ${cpuSlowdown}×`,
  );
  const rows: PageFigures[] = [];
  const reports: Record<string, LighthouseResult> = {};
  for (const browser of ['shared', 'fresh'] as const) {
    for (const { page, language } of visits) {
      const url = `${server.url}${page}`;
      const { figures, report } =
        browser === 'shared'
          ? await measure(url, language, chrome.port, cpuSlowdown)
          : await measureFresh(url, language, cpuSlowdown);
      rows.push({ ...figures, browser });
      reports[`${browser} ${language} ${page}`] = report;
      console.log(`measured ${page} (${language}, ${browser} browser)`);
    }
  }
  printTable(rows);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replaceAll(':', '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), rows, reports }, null, 1));
  console.log(`\nFull reports: ${path.relative(REPO_ROOT, file)}`);
} finally {
  chrome.kill();
  await server.stop();
}
