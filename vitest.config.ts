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
