// The server's periodic jobs (alarm rules, retention, rollout steps, statistics; server/jobs/serverJobs.ts), run
// once per period across every instance on one database, whether or not the simulator runs. An attempt takes the
// job's advisory lock (one run at a time; held on a connection of its own, so it goes when the process dies),
// then claims the job's row for the current period in job_runs (the database clock decides the period). A
// finished row means another instance ran this period; an unfinished one, seen while holding the lock, was left
// by an instance that died mid-run: this instance takes it over and runs it again. A failed run is finished
// with its error (retried the next period, never in a loop).
//
// Fencing: a job's writes and its finish are one transaction, and the finish matches only while the claim is
// still this instance's and unfinished (server/repositories/jobRuns.ts); an instance frozen mid-run whose run was
// taken over rolls back everything it did. A job marked `steps` (long work that must not hold its locks for the
// whole run) commits step by step instead, each step checking the claim in its own transaction (fencedDb).
import type { FastifyBaseLogger } from 'fastify';
import { tryJobLock, unlockJob } from '../db/advisoryLocks.ts';
import type { Db, LockSession } from '../db/db.ts';
import { type RunClaim } from '../repositories/jobRuns.ts';
import { fencedDb, RunFenced, transactionDb } from './runDb.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface Job {
  /** the job's name: its lock and its rows in job_runs */
  name: string;
  /** the period: at most one run per this many milliseconds of the database clock */
  everyMs: number;
  /**
   * Does the job's work through `db`: the run's transaction (committed with the finish), or, for a `steps` job, a
   * database whose every statement and transaction is fenced on its own.
   */
  run(now: Date, db: Db): Promise<void>;
  /** commits in fenced steps rather than in one transaction with the finish */
  steps?: boolean;
}

/**
 * what an attempt did: ran the job, failed, found it running elsewhere, found this period done, or lost the run
 * to another instance (fenced: nothing it did in the run's transaction, or after, was committed)
 */
export type Attempt = 'ran' | 'failed' | 'busy' | 'done' | 'fenced';

/** what one attempt at a job did and how long it took (the metrics count runs and failures from it) */
export type AttemptListener = (job: string, attempt: Attempt, seconds: number) => void;

/** attempts per period: a period's run starts soon after it opens, and a dead run is taken over as soon */
const ATTEMPTS_PER_PERIOD = 4;

export class JobScheduler {
  private session?: Promise<LockSession>;
  private timers: NodeJS.Timeout[] = [];
  private readonly attempts = new Map<string, Promise<Attempt>>();
  private readonly listeners = new Set<AttemptListener>();

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

  /** Tells `listener` of every attempt from now on, until the answered function is called. */
  onAttempt(listener: AttemptListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One attempt at the job's current period; never throws (a failure is logged and recorded). */
  attempt(name: string): Promise<Attempt> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    let attempt = this.attempts.get(name);
    if (!attempt) {
      const started = performance.now();
      attempt = this.attemptOnce(job)
        .catch((error: unknown) => {
          this.log?.error({ err: error, job: name }, 'job attempt failed');
          return 'failed' as const;
        })
        .then((outcome) => {
          const seconds = (performance.now() - started) / 1000;
          for (const listener of this.listeners) listener(name, outcome, seconds);
          return outcome;
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
      locked = await tryJobLock(session, job.name);
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
      await unlockJob(session, job.name).catch(() => (this.session = undefined));
    }
  }

  private async claimAndRun(job: Job): Promise<Attempt> {
    const runs = repositoriesOf(this.db).jobRuns;
    const claim = await runs.claim(job.name, job.everyMs, this.instanceId);
    if (!claim) return 'done';
    if (claim.attempts > 1)
      this.log?.warn(
        { job: job.name, period: claim.period },
        'job run of a stopped server instance taken over',
      );
    let error: string | null = null;
    try {
      await this.runFenced(job, claim);
    } catch (failure) {
      if (failure instanceof RunFenced) {
        this.log?.warn(
          { job: job.name, period: claim.period },
          'job run taken over by another instance: rolled back',
        );
        return 'fenced';
      }
      error = failure instanceof Error ? failure.message : String(failure);
      this.log?.error({ err: failure, job: job.name }, 'job run failed');
      if (!(await runs.finish(claim, error))) return 'fenced';
    }
    await runs.purge(job.name);
    return error === null ? 'ran' : 'failed';
  }

  /** The job's work and its finish; throws RunFenced when the claim was lost (the work is rolled back). */
  private async runFenced(job: Job, claim: RunClaim): Promise<void> {
    const now = new Date();
    if (job.steps) {
      await job.run(now, fencedDb(this.db, claim));
      if (!(await repositoriesOf(this.db).jobRuns.finish(claim, null))) throw new RunFenced(claim);
      return;
    }
    await this.db.transaction(async (tx) => {
      await job.run(now, transactionDb(tx, this.db));
      if (!(await repositoriesOf(tx).jobRuns.finish(claim, null))) throw new RunFenced(claim);
    });
  }
}
