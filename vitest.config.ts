import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite runs inside the test process and each file copies its own database: keep memory bounded
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // A file runs in a process the files before it used, instead of a fresh one each: a fresh one
          // imported the server's whole graph again, ~2.5 s a file, a third of the project's time. The
          // server's modules keep no state between tests but memos of fixed data (ADR 047); a file that
          // writes files outside its own databases removes only its own (testing/recording-kit.ts).
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'packages/**/src/**/*.test.ts',
            'scripts/**/*.test.js',
          ],
        },
      },
    ],
  },
});
