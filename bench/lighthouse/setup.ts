/**
 * What both Lighthouse benches share: the real server serving a production build of the web app on a
 * freshly seeded catalog, a Chromium started as Lighthouse wants it, and a first visit per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageLanguage } from '@sahra/contracts';
import * as chromeLauncher from 'chrome-launcher';
import { BENCH_CHROMIUM_FLAGS } from '../lib/chromium-flags.js';
import { REPO_ROOT, startServer } from '../lib/processes.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...BENCH_CHROMIUM_FLAGS];

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

/** The server on `port` serving `distDir`, its data in `dataDir` (emptied first: a freshly seeded catalog). */
export async function startBenchServer(port: number, dataDir: string, distDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Neither the demo media library nor the demo channel's broadcast and recording is what is measured: their
  // ffmpeg processes would compete with the browser for this machine's CPU (Lighthouse multiplies every
  // task it sees by four, so a task slowed by them reads as a long one).
  return startServer(port, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    MEDIA_GENERATE: 'false',
    DEMO_BROADCASTER: 'false',
    ROLES: 'api,worker',
  });
}

export async function detailsPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/GetListAndItemsByListId?listId=1102`);
  const envelope = (await response.json()) as {
    Result: { ListItems: { Item: { Id: number; UrlEncodedName: string } }[] };
  };
  const movie = envelope.Result.ListItems[0]?.Item;
  if (!movie) throw new Error('list 1102 (movies) is empty');
  return `/details/${movie.Id}/${movie.UrlEncodedName}`;
}

/** A person credited in the newest catch-up series, found as a details page finds one: their page. */
export async function personPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/GetFilteredVideos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Categories: [10002], ContentTypes: [3], PageSize: 1, PageIndex: 0 }),
  });
  const envelope = (await response.json()) as {
    Result: { Items: { Metadata: { NameSpace: string; UrlEncodedValue: string }[] }[] };
  };
  const cast = envelope.Result.Items[0]?.Metadata.find((entry) => entry.NameSpace === 'Cast');
  if (!cast) throw new Error('the newest catch-up series has no cast');
  return `/person/cast/${cast.UrlEncodedValue}`;
}

/** Every image a page's server-rendered HTML names (src and srcset): drawn on first request, then kept. */
const IMAGE_URL = /\/images\/[\w/.-]+/g;

/**
 * A first visit in `language`, which the server renders as the browser's Accept-Language asks, so that
 * the figures are the app's and not the first query's: the rendered first screen and catalog answers are
 * kept, and the art it shows is drawn once (as a CDN would hold it).
 */
export async function warmUp(baseUrl: string, page: string, language: PageLanguage) {
  const mobile = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile';
  const html = await (
    await fetch(`${baseUrl}${page}`, {
      headers: { accept: 'text/html', 'user-agent': mobile, 'accept-language': language },
    })
  ).text();
  for (const image of new Set(html.match(IMAGE_URL))) await (await fetch(`${baseUrl}${image}`)).arrayBuffer();
}

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/**
 * Lighthouse's benchmark index of the device its default 4× CPU slowdown stands for: the high-end
 * desktop it was calibrated on (index 1,500–2,000) slowed four times (its docs/throttling.md).
 */
const REFERENCE_DEVICE_INDEX = 1750 / 4;

/**
 * The CPU slowdown to measure with, from `CPU_SLOWDOWN`: a number, or `calibrated`: this host's
 * benchmark index over the reference device's, so that a fast host is slowed more and a slow one less, and
 * runs on different machines (or on one machine at a busy and a quiet hour) compare. Unset: Lighthouse's 4.
 */
export function cpuSlowdownFor(hostBenchmarkIndex: number): number {
  const setting = process.env.CPU_SLOWDOWN ?? '4';
  if (setting === 'calibrated')
    return Math.max(1, Math.round((hostBenchmarkIndex / REFERENCE_DEVICE_INDEX) * 2) / 2);
  const multiplier = Number(setting);
  if (!(multiplier >= 1))
    throw new Error(`CPU_SLOWDOWN is a number of at least 1 or "calibrated", not ${setting}`);
  return multiplier;
}
