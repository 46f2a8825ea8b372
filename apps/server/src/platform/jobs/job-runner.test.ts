import { MINUTE_MS } from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import type { Db } from '../db.js';
import type { Job, JobEvent, JobTiming } from './job.js';
import { JobRunner } from './job-runner.js';
import { every } from './schedule.js';

const T = new Date('2031-03-04T05:06:07.000Z');

/** A clock the test moves by hand: the times a runner records follow it, its timers do not. */
function manualClock() {
  let now = T.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function logger() {
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = [];
  const at = (level: string) => (details: object, message: string) => {
    lines.push({ level, message, details: details as Record<string, unknown> });
  };
  return { lines, debug: at('debug'), warn: at('warn'), error: at('error') };
}

/** A promise and the function that settles it, for runs that wait until the test lets them go on. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A runner whose events are kept in order, and a promise of the n-th event matching `until`. */
function runnerOf(
  db: Db,
  jobs: Job[],
  options: { timing?: Partial<JobTiming>; clock?: { now(): Date } } = {},
) {
  const events: JobEvent[] = [];
  const waiting: { match: (event: JobEvent) => boolean; resolve: () => void }[] = [];
  const log = logger();
  const runner = new JobRunner({
    db,
    clock: options.clock ?? manualClock(),
    log,
    jobs,
    ...(options.timing ? { timing: options.timing } : {}),
    onEvent: (event) => {
      events.push(event);
      for (const waiter of waiting.filter((waiter) => waiter.match(event))) waiter.resolve();
    },
  });
  const after = (count: number, match: (event: JobEvent) => boolean) =>
    new Promise<void>((resolve) => {
      let seen = events.filter(match).length;
      if (seen >= count) return resolve();
      waiting.push({ match: (event) => match(event) && ++seen >= count, resolve });
    });
  return { runner, events, log, after };
}

const ended = (event: JobEvent) => event.type === 'ended';

describeOnEachDatabase('the background job runner', (server, kind) => {
  const db = () => server().storage.db;

  test('a job runs on its schedule; each run records its start, end, outcome and the next run', async () => {
    const clock = manualClock();
    const startedAt: string[] = [];
    const job: Job = {
      name: 'every-50-ms',
      schedule: every(50, { firstAfterMs: 0 }),
      async run(now) {
        startedAt.push(now.toISOString());
        clock.advance(1000); // the run takes a second of the product's time
      },
    };
    const { runner, after } = runnerOf(db(), [job], { clock });
    expect(await runner.list()).toEqual([
      {
        name: 'every-50-ms',
        schedule: 'every 50 ms',
        lastStartedAt: null,
        lastEndedAt: null,
        lastOutcome: null,
        lastMessage: null,
        failures: 0,
        nextRunAt: null,
        running: false,
      },
    ]);
    runner.start();
    await after(3, ended);
    await runner.stop();
    expect(startedAt.slice(0, 3)).toEqual(
      ['05:06:07', '05:06:08', '05:06:09'].map((t) => `2031-03-04T${t}.000Z`),
    );
    const runs = startedAt.length;
    const [listed] = await runner.list();
    expect(listed).toEqual({
      name: 'every-50-ms',
      schedule: 'every 50 ms',
      lastStartedAt: new Date(T.getTime() + (runs - 1) * 1000).toISOString(),
      lastEndedAt: new Date(T.getTime() + runs * 1000).toISOString(),
      lastOutcome: 'ok',
      lastMessage: null,
      failures: 0,
      nextRunAt: new Date(T.getTime() + runs * 1000 + 50).toISOString(),
      running: false,
    });
  });

  test('a failing run is logged and retried after 1, 2, 4 … times the first wait, up to the interval; its reason recorded without secrets', async () => {
    const clock = manualClock();
    const sixth = gate();
    let calls = 0;
    const job: Job = {
      name: 'failing',
      schedule: every(100, { firstAfterMs: 0 }),
      async run() {
        calls += 1;
        if (calls <= 5) {
          throw new Error(
            'fetching https://user:secret@feed.example/guide.xml?token=abc failed\n    at fetchGuide (x.ts:1:1)',
          );
        }
        await sixth.opened;
      },
    };
    const { runner, log, after } = runnerOf(db(), [job], { clock, timing: { retryBaseMs: 10 } });
    runner.start();
    await after(6, (event) => event.type === 'started');
    const failures = log.lines.filter((line) => line.level === 'error');
    expect(failures.map((line) => line.message)).toEqual(Array(5).fill('background job failed'));
    expect(failures.map((line) => line.details.retryInMs)).toEqual([10, 20, 40, 80, 100]);
    expect(failures.map((line) => line.details.failures)).toEqual([1, 2, 3, 4, 5]);
    // the sixth run is under way: the table still shows the fifth failure, and the run
    const [failing] = await runner.list();
    expect(failing).toMatchObject({
      lastOutcome: 'failed',
      lastMessage: 'fetching https://feed.example/guide.xml failed',
      failures: 5,
      lastEndedAt: T.toISOString(),
      nextRunAt: new Date(T.getTime() + 100).toISOString(),
      running: true,
    });
    sixth.open();
    await after(6, ended);
    await runner.stop();
    expect(await runner.list()).toEqual([
      expect.objectContaining({ lastOutcome: 'ok', lastMessage: null, failures: 0, running: false }),
    ]);
  });

  test('stop() stops scheduling, then waits for the run in progress to end and be recorded', async () => {
    const release = gate();
    const order: string[] = [];
    const job: Job = {
      name: 'slow',
      schedule: every(MINUTE_MS, { firstAfterMs: 0 }),
      async run() {
        await release.opened;
        order.push('work ended');
      },
    };
    const { runner, events, after } = runnerOf(db(), [job]);
    runner.start();
    await after(1, (event) => event.type === 'started');
    order.push('stop called');
    const stopping = runner.stop().then(() => order.push('stop resolved'));
    // a macrotask later: every promise a stop that did not wait would have settled on is settled by then
    setImmediate(() => {
      order.push('released');
      release.open();
    });
    await stopping;
    expect(order).toEqual(['stop called', 'released', 'work ended', 'stop resolved']);
    expect(events.map((event) => event.type)).toEqual(['started', 'stopping', 'ended', 'stopped']);
    expect(await runner.list()).toEqual([expect.objectContaining({ lastOutcome: 'ok', running: false })]);
    expect(await runner.runNow('slow')).toBe('busy');
  });

  test('stop() waits no longer than its grace time for a run that does not end, and names it', async () => {
    const release = gate();
    const job: Job = { name: 'stuck', schedule: every(MINUTE_MS), run: () => release.opened };
    const { runner, events, log, after } = runnerOf(db(), [job], { timing: { stopGraceMs: 20 } });
    const running = runner.runNow('stuck');
    await after(1, (event) => event.type === 'started');
    await runner.stop();
    expect(events).toEqual([
      { type: 'started', job: 'stuck' },
      { type: 'stopping' },
      { type: 'stopped', stillRunning: ['stuck'] },
    ]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'background jobs still running at stop: no longer waiting for them',
      }),
    );
    release.open();
    expect(await running).toBe('ran');
  });

  test.runIf(kind === 'postgres')(
    'two runners on one PostgreSQL database never run one job at the same time',
    async () => {
      const second = await server().another();
      try {
        // taken by one runner while its run waits: the other finds it busy, then takes it once it is free
        const release = gate();
        const held: Job = { name: 'held', schedule: every(MINUTE_MS), run: () => release.opened };
        const a = runnerOf(db(), [held]);
        const b = runnerOf(second.storage.db, [held]);
        const first = a.runner.runNow('held');
        await a.after(1, (event) => event.type === 'started');
        expect(await b.runner.runNow('held')).toBe('busy');
        release.open();
        expect(await first).toBe('ran');
        expect(await b.runner.runNow('held')).toBe('ran');

        // both scheduling one job every 5 ms, each run a while in the database: they take turns, never together
        let concurrent = 0;
        let most = 0;
        let runs = 0;
        const instances = new Set<string>();
        const busy = (storage: Db, instance: () => string): Job => ({
          name: 'shared',
          schedule: every(5, { firstAfterMs: 0 }),
          async run() {
            concurrent += 1;
            most = Math.max(most, concurrent);
            instances.add(instance());
            await sql`select pg_sleep(0.02)`.execute(storage);
            concurrent -= 1;
            runs += 1;
          },
        });
        const runners: ReturnType<typeof runnerOf>[] = [];
        for (const storage of [db(), second.storage.db]) {
          const made = runnerOf(storage, [busy(storage, () => made.runner.instanceId)]);
          runners.push(made);
        }
        for (const { runner } of runners) runner.start();
        await Promise.all(runners.map(({ after }) => after(3, ended)));
        await Promise.all(runners.map(({ runner }) => runner.stop()));
        expect(most).toBe(1);
        expect(instances.size).toBe(2);
        expect(runs).toBeGreaterThanOrEqual(6);
      } finally {
        await second.stop();
      }
    },
  );
});
