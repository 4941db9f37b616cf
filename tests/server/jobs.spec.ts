// The server's periodic jobs (issue 23; server/jobs/): with the simulator off the alarm rules, the retention and
// the rollout steps still run; a job runs once per period, and a run left unfinished by an instance that died is
// taken over by another (PGlite and PostgreSQL; the lock itself on PostgreSQL, where instances are processes).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { JobScheduler, type Job } from '../../server/jobs/scheduler.ts';
import { buildPackage } from '../../server/software/upgradePackage.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import { upload, type RolloutSummary } from './softwareHelpers.ts';

const HOUR = 3_600_000;

/**
 * a job of an hour's period that counts its runs and writes a mark through the run's database; `gate` holds a
 * run (after its mark) until released
 */
function countingJob(name: string): Job & { runs: number; gate?: Promise<void> } {
  const job = {
    name,
    everyMs: HOUR,
    runs: 0,
    gate: undefined as Promise<void> | undefined,
    async run(_now: Date, db: Db) {
      // a run waits on the gate set when it started: a test counts the run, then clears the gate for the next
      // one, and that may happen while this run's insert is still on its way
      const gate = job.gate;
      job.runs += 1;
      await db.query('INSERT INTO job_test_marks (job, run) VALUES ($1, $2)', [name, job.runs]);
      await gate;
    },
  };
  return job;
}

/** the runs whose marks were committed */
const marksOf = async (t: TestApp, job: string) =>
  (
    await t.db.query<{ run: number }>('SELECT run FROM job_test_marks WHERE job = $1 ORDER BY run', [job])
  ).map((m) => m.run);

const createMarks = (t: TestApp) =>
  t.db.query('CREATE TABLE IF NOT EXISTS job_test_marks (job text, run int)');

const runsOf = (t: TestApp, job: string) =>
  t.db.query<{ instanceId: string; attempts: number; finished: boolean; error: string | null }>(
    `SELECT "instanceId", attempts, "finishedAt" IS NOT NULL AS finished, error FROM job_runs WHERE job = $1
     ORDER BY period`,
    [job],
  );

describe.each(backends)('server jobs on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      config: {
        sim: false,
        dataDir: mkdtempSync(join(tmpdir(), 'esl-jobs-')),
        rulesEveryMs: 200,
        retentionEveryMs: 200,
        rolloutPaceMs: 100,
        rolloutFailureRate: 0,
        // the statistics job stays out of the way
        statsEveryMs: HOUR,
      },
    });
    admin = await login(t.app, ADMIN);
    await createMarks(t);
  });
  afterAll(async () => t?.close());

  it('with the simulator off, the alarm rules, the retention and the rollouts run', async () => {
    const [gateway] = await t.db.query<{ gwMac: string }>(
      `UPDATE gateways SET status = 'OFFLINE', "lastStatusTime" = now() - interval '2 hours'
       WHERE "gwMac" = (SELECT min("gwMac") FROM gateways) RETURNING "gwMac"`,
    );
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "gwMac" <> $1`, [gateway!.gwMac]);
    await t.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime")
       VALUES ('SYSTEM', 'JOBS RETENTION TEST', 1, 'SYSTEM', now() - interval '400 days')`,
    );
    const file = buildPackage('grm', '1.9.5', Buffer.from('image of grm 1.9.5'.repeat(50)));
    const started = await upload(t.app, admin, '/api/upgrade/file', { name: 'grm-1.9.5.pkg', content: file });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json<RolloutSummary>();

    expect(t.app.simulator.started).toBe(false);
    t.app.jobs.start();
    await expect
      .poll(
        async () =>
          (
            await t.db.query(
              `SELECT 1 FROM alarm_history WHERE type = 'GW STATUS ABNORMAL' AND "sourceId" = $1 AND data->>'rule' = 'offline'`,
              [gateway!.gwMac],
            )
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect
      .poll(
        async () =>
          (await t.db.query(`SELECT 1 FROM alarm_history WHERE type = 'JOBS RETENTION TEST'`)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    await expect
      .poll(
        async () => {
          const answer = await t.app.inject({
            method: 'GET',
            url: `/api/upgrade/rollout/${id}`,
            headers: admin,
          });
          return answer.json<RolloutSummary>().state;
        },
        { timeout: 60_000 },
      )
      .toBe('COMPLETED');
    await t.app.jobs.stop();
    expect(t.app.simulator.started).toBe(false);
    for (const job of ['alarm-rules', 'retention', 'rollouts'])
      expect((await runsOf(t, job)).every((run) => run.finished && run.error === null)).toBe(true);
  });

  it('drops the server log lines past their retention once, as a job, keeping the newer ones', async () => {
    const hours = t.app.appConfig.serverLogRetentionHours;
    await t.db.query(
      `INSERT INTO server_logs (time, "instanceId", line) VALUES
         (now() - make_interval(hours => $1 + 1), 'an-instance', 'an old line'),
         (now() - make_interval(hours => $1 - 1), 'an-instance', 'a line still kept')`,
      [hours],
    );
    // this period's run happened at start: a new period for the job
    await t.db.query(`DELETE FROM job_runs WHERE job = 'server-log-retention'`);
    expect(await t.app.jobs.attempt('server-log-retention')).toBe('ran');
    const lines = await t.db.query<{ line: string }>(
      `SELECT line FROM server_logs WHERE "instanceId" = 'an-instance' ORDER BY time`,
    );
    expect(lines.map((l) => l.line)).toEqual(['a line still kept']);
  });

  it('runs a job once per period, and takes over the run of an instance that died mid-way', async () => {
    const job = countingJob('once-per-period');
    const first = new JobScheduler(t.db, 'first-instance', [job]);
    expect(await first.attempt(job.name)).toBe('ran');
    expect(await first.attempt(job.name)).toBe('done');
    const second = new JobScheduler(t.db, 'second-instance', [job]);
    expect(await second.attempt(job.name)).toBe('done');
    expect(job.runs).toBe(1);

    // an instance that died mid-run left its row unfinished (its lock went with its connection)
    await t.db.query(
      `UPDATE job_runs SET "finishedAt" = NULL, "instanceId" = 'dead-instance' WHERE job = $1`,
      [job.name],
    );
    expect(await second.attempt(job.name)).toBe('ran');
    expect(job.runs).toBe(2);
    expect(await runsOf(t, job.name)).toEqual([
      { instanceId: 'second-instance', attempts: 2, finished: true, error: null },
    ]);
    // each run's writes were committed with its finish
    expect(await marksOf(t, job.name)).toEqual([1, 2]);
    await first.stop();
    await second.stop();
  });

  it('finishes a failed run with its error, not retried in the same period, and rolls its writes back', async () => {
    let runs = 0;
    const failing: Job = {
      name: 'failing',
      everyMs: HOUR,
      run: async (_now, db) => {
        runs += 1;
        await db.query('INSERT INTO job_test_marks (job, run) VALUES ($1, $2)', ['failing', runs]);
        throw new Error('the job broke');
      },
    };
    const scheduler = new JobScheduler(t.db, 'an-instance', [failing]);
    expect(await scheduler.attempt(failing.name)).toBe('failed');
    expect(await scheduler.attempt(failing.name)).toBe('done');
    expect(runs).toBe(1);
    expect(await runsOf(t, failing.name)).toEqual([
      { instanceId: 'an-instance', attempts: 1, finished: true, error: 'the job broke' },
    ]);
    expect(await marksOf(t, failing.name)).toEqual([]);
    await scheduler.stop();
  });
});

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'job locks across instances on $name',
  (backend) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(backend);
      await createMarks(t);
    });
    afterAll(async () => t?.close());

    it('runs a job in one instance at a time; when the runner dies its run is taken over', async () => {
      const job = countingJob('held');
      let release = () => {};
      job.gate = new Promise<void>((resolve) => (release = resolve));
      const first = new JobScheduler(t.db, 'first-instance', [job]);
      const second = new JobScheduler(t.db, 'second-instance', [job]);
      const running = first.attempt(job.name);
      await expect.poll(() => job.runs).toBe(1);
      expect(await second.attempt(job.name)).toBe('busy');
      job.gate = undefined; // the next run ends at once

      // the first instance dies: its lock connection ends (as when its process is killed)
      await t.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND classid = 880002 AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      await expect.poll(() => second.attempt(job.name), { timeout: 10_000 }).toBe('ran');
      expect(job.runs).toBe(2);
      release();
      // the dead run's late end changes nothing: its writes are rolled back, the row is the second instance's
      expect(await running).toBe('fenced');
      expect(await runsOf(t, job.name)).toEqual([
        { instanceId: 'second-instance', attempts: 2, finished: true, error: null },
      ]);
      expect(await marksOf(t, job.name)).toEqual([2]);
      await first.stop();
      await second.stop();
    });

    it('a frozen instance found dead by the sweep loses its job locks: another takes its run over', async () => {
      const job = countingJob('frozen');
      let release = () => {};
      job.gate = new Promise<void>((resolve) => (release = resolve));
      // the frozen instance: it beat long ago, and its run (holding the lock) does not move
      await t.db.query(
        `INSERT INTO server_instances ("instanceId", "heartbeatAt") VALUES ('frozen-instance', now() - interval '1 hour')`,
      );
      const frozen = new JobScheduler(t.db, 'frozen-instance', [job]);
      const running = frozen.attempt(job.name);
      await expect.poll(() => job.runs).toBe(1);
      job.gate = undefined;
      const live = new JobScheduler(t.db, t.app.instance.id, [job]);
      expect(await live.attempt(job.name)).toBe('busy');

      await t.app.instance.sweep();
      await expect.poll(() => live.attempt(job.name), { timeout: 10_000 }).toBe('ran');
      release();
      // the frozen instance wakes up: its run was taken over, so what it wrote is rolled back and its finish
      // matches nothing
      expect(await running).toBe('fenced');
      expect(await runsOf(t, job.name)).toEqual([
        { instanceId: t.app.instance.id, attempts: 2, finished: true, error: null },
      ]);
      expect(await marksOf(t, job.name)).toEqual([2]);
      await frozen.stop();
      await live.stop();
    });
  },
);
