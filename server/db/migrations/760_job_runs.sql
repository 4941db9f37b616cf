-- The runs of the server's periodic jobs (issue 23; server/jobs/scheduler.ts): one row per job and period (the
-- database clock's time divided by the job's interval), so a job runs once per period across every instance on
-- the database whatever their clocks. The instance running it holds the job's advisory lock; an unfinished row
-- whose lock is free was left by an instance that died mid-run, and the next instance to get the lock runs it
-- again ("attempts"). Finished rows are kept a day.
CREATE TABLE IF NOT EXISTS job_runs (
  job text NOT NULL,
  period bigint NOT NULL,
  "instanceId" text NOT NULL,
  attempts int NOT NULL DEFAULT 1,
  "startedAt" timestamptz NOT NULL DEFAULT now(),
  "finishedAt" timestamptz,
  error text,
  PRIMARY KEY (job, period)
);
