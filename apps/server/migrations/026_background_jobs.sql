-- Background jobs (platform/jobs, ADR 044): one row per job, shared by every instance on the database.
-- An instance runs a job only once it is due and after taking its lease, so two instances never run
-- one job at once and N instances run it once per interval between them. `due_at` and `locked_until`
-- are the database's clock, the one all instances share; the times an operator reads (the last run's
-- start and end, the next run) are the product's clock.

create table background_job (
  name text primary key,
  -- the schedule in words (`every 60 s`, `daily at 00:01 UTC`); another one resets `due_at`
  schedule text not null,
  due_at timestamptz not null,
  -- the instance running it now, and until when its lease holds unless renewed
  holder text,
  locked_until timestamptz,
  -- failed runs in a row, for the back-off of the next try
  failures integer not null default 0 check (failures >= 0),
  last_started_at timestamptz,
  last_ended_at timestamptz,
  last_outcome text check (last_outcome in ('ok', 'failed')),
  -- a failed run's short reason: never a stack trace or a secret
  last_message text,
  next_run_at timestamptz
);
