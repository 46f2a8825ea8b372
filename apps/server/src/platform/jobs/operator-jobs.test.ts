import { HOUR_MS, envelopeSchema, operatorJobsSchema } from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const TOKEN = 'operator-token-for-tests-0123456789';
const jobsAnswer = envelopeSchema(operatorJobsSchema);

describe('GET /operator/jobs', () => {
  let server: TestApp | undefined;
  let closed: TestApp | undefined;
  beforeAll(async () => {
    // every job on: the money jobs, a guide URL (never fetched: the runner is not started) and the demo guide
    server = await createTestApp('pglite', {
      env: {
        OPERATOR_TOKEN: TOKEN,
        RENEWAL_INTERVAL_MS: '60000',
        GUIDE_URL: 'http://127.0.0.1:9/guide.xml',
        GUIDE_DEMO: 'true',
      },
    });
    closed = await createTestApp('pglite');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await closed?.close();
  });

  const list = (app: TestApp, token: string | null = TOKEN) =>
    app.app.inject({
      method: 'GET',
      url: '/operator/jobs',
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  test('lists every background job with its schedule; one never run has nulls', async () => {
    const answer = await list(server!);
    expect(answer.statusCode).toBe(200);
    const { jobs } = jobsAnswer.parse(answer.json()).Result!;
    expect(jobs.map((job) => [job.name, job.schedule])).toEqual([
      ['money', 'every 60 s'],
      ['catch-up-cuts', 'every 60 s'],
      ['guide-fetch', 'every 6 h'],
      ['demo-guide', 'daily at 00:01 UTC'],
      ['membership-housekeeping', 'every 1 h'],
    ]);
    for (const job of jobs) {
      expect(job).toMatchObject({
        lastStartedAt: null,
        lastEndedAt: null,
        lastOutcome: null,
        lastMessage: null,
        failures: 0,
        nextRunAt: null,
        running: false,
      });
    }
  });

  test('a run shows: its start and end, ok, and the next run an interval after its end', async () => {
    expect(await server!.app.jobs.runNow('membership-housekeeping')).toBe('ran');
    const { jobs } = jobsAnswer.parse((await list(server!)).json()).Result!;
    const housekeeping = jobs.find((job) => job.name === 'membership-housekeeping')!;
    expect(housekeeping).toMatchObject({ lastOutcome: 'ok', lastMessage: null, failures: 0, running: false });
    const ended = Date.parse(housekeeping.lastEndedAt!);
    expect(Date.parse(housekeeping.lastStartedAt!)).toBeLessThanOrEqual(ended);
    expect(Date.parse(housekeeping.nextRunAt!)).toBe(ended + HOUR_MS);
  });

  test('without the bearer token, or with a wrong one: 401', async () => {
    for (const token of [null, 'wrong-token-of-the-same-kind-0123456']) {
      const answer = await list(server!, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ Success: false, ErrorCode: 'Unauthorized' });
    }
  });

  test('without OPERATOR_TOKEN the call does not exist: 404 whatever the token', async () => {
    expect((await list(closed!)).statusCode).toBe(404);
    expect((await list(closed!, null)).statusCode).toBe(404);
  });
});
