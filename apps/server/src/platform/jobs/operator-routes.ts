import { operatorJobsSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../answers.js';
import type { Config } from '../config.js';
import { ok } from '../errors.js';
import { operatorCheck } from '../operator-auth.js';
import type { JobRunner } from './job-runner.js';

/** GET /operator/jobs (docs/behaviour/operator.md#background-jobs): every job, its schedule and last run. */
export function registerJobRoutes(app: FastifyInstance, config: Config, runner: JobRunner) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/operator/jobs',
    {
      onRequest: operatorCheck(config.OPERATOR_TOKEN),
      schema: { response: jsonAnswers(operatorJobsSchema) },
    },
    async () => ok({ jobs: await runner.list() }),
  );
}
