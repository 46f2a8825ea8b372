import { z } from 'zod';

/** How a background job's last run ended. */
export const JobOutcome = { Ok: 'ok', Failed: 'failed' } as const;
export type JobOutcome = (typeof JobOutcome)[keyof typeof JobOutcome];

/** One background job as GET /operator/jobs shows it (docs/behaviour/operator.md#background-jobs). */
export const operatorJobSchema = z.object({
  /** the job's name, e.g. `money` or `catch-up-cuts` */
  name: z.string(),
  /** when it runs, in words: `every 60 s`, `daily at 00:01 UTC` */
  schedule: z.string(),
  /** the last run's start and end, ISO instants of the product's clock; null before the first run */
  lastStartedAt: z.string().nullable(),
  lastEndedAt: z.string().nullable(),
  lastOutcome: z.enum([JobOutcome.Ok, JobOutcome.Failed]).nullable(),
  /** a failed run's short reason (its error's first line, without URL credentials or queries) */
  lastMessage: z.string().nullable(),
  /** failed runs in a row: each is retried after 1 s, 2 s, 4 s … up to the schedule's interval */
  failures: z.number().int().min(0),
  /** when it runs next, an ISO instant of the product's clock; null until an instance schedules it */
  nextRunAt: z.string().nullable(),
  /** whether an instance is running it at this moment */
  running: z.boolean(),
});
export type OperatorJob = z.infer<typeof operatorJobSchema>;

export const operatorJobsSchema = z.object({ jobs: z.array(operatorJobSchema) });
export type OperatorJobs = z.infer<typeof operatorJobsSchema>;
