// The server's periodic jobs (alarm rules, retention, rollout steps, statistics; server/jobs/serverJobs.ts), run
// once per period across every instance on one database, whether or not the simulator runs. An attempt takes the
// job's advisory lock (one run at a time; held on a connection of its own, so it goes when the process dies),
// then claims the job's row for the current period in job_runs (the database clock decides the period). A
// finished row means another instance ran this period; an unfinished one, seen while holding the lock, was left
// by an instance that died mid-run: this instance takes it over and runs it again. A failed run is finished
// with its error (retried the next period, never in a loop).
import type { FastifyBaseLogger } from 'fastify';
import { LOCKS } from '../db/advisoryLocks.ts';
import type { Db, LockSession } from '../db/db.ts';

export interface Job {
  /** the job's name: its lock and its rows in job_runs */
  name: string;
  /** the period: at most one run per this many milliseconds of the database clock */
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** what an attempt did: ran the job, found it running elsewhere, or found this period done */
export type Attempt = 'ran' | 'failed' | 'busy' | 'done';

/** attempts per period: a period's run starts soon after it opens, and a dead run is taken over as soon */
const ATTEMPTS_PER_PERIOD = 4;

export class JobScheduler {
  private session?: Promise<LockSession>;
  private timers: NodeJS.Timeout[] = [];
  private readonly attempts = new Map<string, Promise<Attempt>>();

  constructor(
    private readonly db: Db,
    private readonly instanceId: string,
    readonly jobs: readonly Job[],
    private readonly log?: FastifyBaseLogger,
  ) {}

  get started(): boolean {
    return this.timers.length > 0;
  }

  start(): void {
    if (this.started) return;
    for (const job of this.jobs) {
      const timer = setInterval(
        () => void this.attempt(job.name),
        Math.max(10, job.everyMs / ATTEMPTS_PER_PERIOD),
      );
      timer.unref();
      this.timers.push(timer);
      void this.attempt(job.name);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all(this.attempts.values());
    const session = this.session;
    this.session = undefined;
    await session?.then((s) => s.release()).catch(() => undefined);
  }

  /** One attempt at the job's current period; never throws (a failure is logged and recorded). */
  attempt(name: string): Promise<Attempt> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    let attempt = this.attempts.get(name);
    if (!attempt) {
      attempt = this.attemptOnce(job)
        .catch((error: unknown) => {
          this.log?.error({ err: error, job: name }, 'job attempt failed');
          return 'failed' as const;
        })
        .finally(() => this.attempts.delete(name));
      this.attempts.set(name, attempt);
    }
    return attempt;
  }

  private async lockSession(): Promise<LockSession> {
    this.session ??= this.db.lockSession(this.instanceId);
    return this.session.catch((error: unknown) => {
      this.session = undefined;
      throw error;
    });
  }

  private async attemptOnce(job: Job): Promise<Attempt> {
    const session = await this.lockSession();
    let locked: boolean;
    try {
      [{ locked }] = await session.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
        [LOCKS.job, job.name],
      );
    } catch (error) {
      // the lock connection is gone: a new one at the next attempt
      this.session = undefined;
      await session.release().catch(() => undefined);
      throw error;
    }
    if (!locked) return 'busy';
    try {
      return await this.claimAndRun(job);
    } finally {
      await session
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCKS.job, job.name])
        .catch(() => (this.session = undefined));
    }
  }

  private async claimAndRun(job: Job): Promise<Attempt> {
    const [claim] = await this.db.query<{ period: number; attempts: number }>(
      `INSERT INTO job_runs (job, period, "instanceId")
       VALUES ($1, floor(extract(epoch FROM now()) * 1000 / $2)::bigint, $3)
       ON CONFLICT (job, period) DO UPDATE
         SET "instanceId" = EXCLUDED."instanceId", attempts = job_runs.attempts + 1, "startedAt" = now()
         WHERE job_runs."finishedAt" IS NULL
       RETURNING period, attempts`,
      [job.name, job.everyMs, this.instanceId],
    );
    if (!claim) return 'done';
    if (claim.attempts > 1)
      this.log?.warn(
        { job: job.name, period: claim.period },
        'job run of a stopped server instance taken over',
      );
    let error: string | null = null;
    try {
      await job.run(new Date());
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      this.log?.error({ err: failure, job: job.name }, 'job run failed');
    }
    await this.db.query(
      `UPDATE job_runs SET "finishedAt" = now(), error = $4 WHERE job = $1 AND period = $2 AND "instanceId" = $3`,
      [job.name, claim.period, this.instanceId, error],
    );
    await this.db.query(`DELETE FROM job_runs WHERE job = $1 AND "finishedAt" < now() - interval '1 day'`, [
      job.name,
    ]);
    return error === null ? 'ran' : 'failed';
  }
}
