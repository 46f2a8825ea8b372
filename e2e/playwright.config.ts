import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailCatcherServer, SMTP_URL } from './fixtures/mail';
import { COUNTRY_HEADER } from './fixtures/accounts';
import { OPERATOR_TOKEN } from './fixtures/operator';
import { CLOCK_START, REAL_TIME_TAG, type ClockOption } from './fixtures/product-clock';
import { untrustedCatalogServer } from './fixtures/untrusted-catalog';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second server of the same catalog on the real clock, for the journeys tagged @realtime. */
const REAL_TIME_PORT = Number(process.env.E2E_REAL_TIME_PORT ?? PORT + 3000);
const REAL_TIME_URL = `http://127.0.0.1:${REAL_TIME_PORT}`;

/** The real server from the repository root, serving the web app built by the test script. */
function journeyServer(port: number, clock: { CLOCK_START: string } | Record<string, never>) {
  /** A fresh data folder per run: the server seeds its catalog into it on first start. */
  const dataDir = path.join(import.meta.dirname, `.data-${port}`);
  return {
    // a recorded channel and a catch-up cut, made before the server starts (fixtures/seed-recording.ts)
    command: `rm -rf "${dataDir}" && npx tsx e2e/fixtures/seed-recording.ts && npm run start -w @sahra/server`,
    cwd: REPO_ROOT,
    url: `http://127.0.0.1:${port}/healthz`,
    // The first start of a fresh data folder migrates and seeds the catalog.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...clock,
      // journeys must not be turned away because a shared machine stalls the event loop
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // every catalog answer the journeys read is checked against its contract as it is first computed
      CHECK_ANSWERS: 'true',
      // e-mail goes to the journeys' mail catcher, where accounts.spec.ts reads the codes
      SMTP_URL,
      // a tiny demo media library (8 clips of 8 s), made at nice 19 in about 20 s while the journeys run
      MEDIA_CLIP_SECONDS: '8',
      // no demo broadcaster: it would make the first channel a recording that begins when the server
      // starts, so its DVR window (past programmes, start over) would depend on how long the run has
      // lasted; recorded.spec.ts plays a recording made before the start (fixtures/seed-recording.ts)
      DEMO_BROADCASTER: 'false',
      // recording-outage.spec.ts gives a channel a source of its own through the operator call: a
      // broadcaster on this machine, which the URL policy lets a source reach only when listed
      OPERATOR_TOKEN,
      SOURCE_NETWORKS: '127.0.0.0/8',
      // account-devices.spec.ts signs a browser in "from Egypt" through the trusted proxy's header
      COUNTRY_HEADER,
      // several journey runs side by side each serve their own build
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  };
}

/**
 * Debian's Chromium, never a downloaded browser (the machines have no route to Playwright's CDN).
 * The background-networking flags stop Chromium calling Google's hosts, which the closed network refuses.
 *
 * Autoplay is allowed without a user activation. Chromium starts an unmuted `autoplay` video only if
 * the page has had an activation when the media becomes ready, and every Playwright query (a locator's
 * wait, an evaluate) counts as one. So whether a player opened by `goto` or `reload` started on its own
 * depended on which came first, the journey's first query or the media, and on a loaded machine the
 * media sometimes won: the video stayed paused at 0:00 (player.spec, the reload into Arabic). A viewer's
 * own click before a player opens is an activation too, which the journeys do not always make.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig<ClockOption>({
  testDir: '.',
  testMatch: '*.spec.ts',
  // per port, so that journey runs side by side do not clear each other's traces
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // three on the 2-core machines: the journeys wait on players, leases and real time for much of theirs,
  // and a third browser fills that wait (211 journeys: 18.0 min with two, 16.0 min with three)
  workers: 3,
  reporter: [['list']],
  // a hang detector, not a speed check: this shared 2-core machine runs a journey 1–3 times slower from one run to the next
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // journeys tagged @phone only make sense on a phone, @pointer ones only with a mouse and wide screen
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1440, height: 900 } } },
    // the phone runs only what a phone proves: @phone journeys, and @layout ones, whose screen or input
    // changes what they prove (the menu behind the hamburger, the guide's phone grid, touch, the README's
    // phone screenshots); the rest prove behaviour that is the same on every screen, run on the desktop
    {
      name: 'mobile',
      grep: /@phone|@layout/,
      grepInvert: /@pointer/,
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    // a few journeys again against a server on the real clock (and the browser's own), so it stays tested
    {
      name: 'realtime',
      grep: new RegExp(REAL_TIME_TAG),
      grepInvert: /@phone/,
      use: { baseURL: REAL_TIME_URL, onServerClock: false, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    // the journeys' server runs on a fixed instant of a fixed demo day, so every run sees the same day
    journeyServer(PORT, { CLOCK_START }),
    journeyServer(REAL_TIME_PORT, {}),
    // untrusted-text.spec.ts: a second server on a catalog seeded with script payloads
    untrustedCatalogServer(REPO_ROOT),
    mailCatcherServer(REPO_ROOT),
  ],
});
