// The runs of the server's periodic jobs (job_runs, migration 760; server/jobs/scheduler.ts): one row per job and
// period. A run is identified by its claim (job, period, instance, attempts): a takeover by another instance
// raises `attempts`, so the claim of the earlier runner no longer matches and its finish (or a fenced step) fails.
import type { Queryable } from '../db/db.ts';

/** one claim of a job's period by an instance: the fencing token of its writes */
export interface RunClaim {
  job: string;
  period: number;
  instanceId: string;
  attempts: number;
}

const OWNED = `job = $1 AND period = $2 AND "instanceId" = $3 AND attempts = $4 AND "finishedAt" IS NULL`;
const ownedParams = (claim: RunClaim) => [claim.job, claim.period, claim.instanceId, claim.attempts];

export class JobRunsRepository {
  constructor(readonly db: Queryable) {}

  /**
   * Claims the job's current period (the database clock decides it) for this instance: a new row, or the
   * unfinished row of a runner that died (attempts + 1). Answers nothing when the period is finished.
   */
  async claim(job: string, everyMs: number, instanceId: string): Promise<RunClaim | undefined> {
    const [row] = await this.db.query<{ period: string | number; attempts: number }>(
      `INSERT INTO job_runs (job, period, "instanceId")
       VALUES ($1, floor(extract(epoch FROM now()) * 1000 / $2)::bigint, $3)
       ON CONFLICT (job, period) DO UPDATE
         SET "instanceId" = EXCLUDED."instanceId", attempts = job_runs.attempts + 1, "startedAt" = now()
         WHERE job_runs."finishedAt" IS NULL
       RETURNING period, attempts`,
      [job, everyMs, instanceId],
    );
    return row && { job, period: Number(row.period), instanceId, attempts: row.attempts };
  }

  /**
   * Finishes the claimed run, with its error if it failed: one statement that matches only while the claim is
   * still the run's and unfinished. Answers false when the run was taken over (the caller rolls back).
   */
  async finish(claim: RunClaim, error: string | null): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE job_runs SET "finishedAt" = now(), error = $5 WHERE ${OWNED} RETURNING 1`,
      [...ownedParams(claim), error],
    );
    return rows.length === 1;
  }

  /**
   * Whether the claim still holds, locking the row for share until the caller's transaction ends, so that no
   * takeover can happen while a fenced step writes.
   */
  async holds(claim: RunClaim): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM job_runs WHERE ${OWNED} FOR SHARE`, ownedParams(claim));
    return rows.length === 1;
  }

  /** Seconds since each job's last successful run, whichever instance ran it (runs are kept a day: a job with no
   * success in that day is absent). */
  async sinceLastSuccess(): Promise<Array<{ job: string; seconds: number }>> {
    return this.db.query(
      `SELECT job, extract(epoch FROM now() - max("finishedAt"))::float8 AS seconds
         FROM job_runs WHERE "finishedAt" IS NOT NULL AND error IS NULL GROUP BY job`,
    );
  }

  /** Drops the job's runs finished more than a day ago. */
  async purge(job: string): Promise<void> {
    await this.db.query(`DELETE FROM job_runs WHERE job = $1 AND "finishedAt" < now() - interval '1 day'`, [
      job,
    ]);
  }
}
