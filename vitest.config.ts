import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take a minute or more, started first. On a clean clone Vitest has no durations of an
 * earlier run to order by and starts the largest files first, so the two-minute crash harness began
 * last and ran alone for its length while the other worker sat idle. A file missing here only runs in
 * Vitest's own order; one listed that got quick only starts early.
 */
const LONGEST_FIRST = [
  'apps/server/src/modules/billing/purchase/crash-harness.test.ts',
  'apps/server/src/modules/recording/recording.test.ts',
  'apps/server/src/modules/recording/takeover.test.ts',
  'apps/server/src/modules/media/edge.test.ts',
  'apps/server/src/modules/media/media.test.ts',
  'apps/server/src/modules/billing/subscription/model.test.ts',
  'apps/server/src/server.test.ts',
  'apps/server/src/platform/db.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite runs inside the test process and each file copies its own database: keep memory bounded.
    // Three on the 2-core machines: the recording, lease and money tests wait on real time, which a third
    // file fills (the suite used 140 % of the two cores with three: 398 s against 449 s with two)
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
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
