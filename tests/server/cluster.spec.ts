// Two server instances on one PostgreSQL database in one process (issue 23, "background work runs in every
// instance"), each with its own connection pool as on separate hosts: the simulator runs in one of them (its
// heartbeats, alarms and mails are one instance's) and the other takes over when it stops; every job runs once
// per period across both: a rollout steps once per pace, the daily report is raised once, the statistics
// refresh once per period.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { buildPackage } from '../../server/software/upgradePackage.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, ADMIN_URL, backends, createTestApp, login, type TestApp } from './helpers.ts';
import { upload, type RolloutSummary } from './softwareHelpers.ts';

const CONFIG: Partial<Config> = {
  simTickMs: 200,
  // every tick writes the servers' status samples at its own time: the database shows whose ticks ran
  simSampleEveryTicks: 1,
  // the simulator lease is re-tried every heartbeat
  heartbeatMs: 1000,
  rolloutPaceMs: 200,
  rolloutFailureRate: 0,
  rulesEveryMs: 300,
  retentionEveryMs: 500,
  statsEveryMs: 500,
};

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'two instances on one $name database',
  (backend) => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDb: Db;
    let instances: FastifyInstance[];

    beforeAll(async () => {
      const config = { ...CONFIG, dataDir: mkdtempSync(join(tmpdir(), 'esl-cluster-')) };
      t = await createTestApp(backend, { config });
      const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      otherDb = await openPostgres(url.toString());
      other = await buildApp({ config: testConfig(config), db: otherDb });
      instances = [t.app, other];
    });
    afterAll(async () => {
      await other?.close();
      await otherDb?.close();
      await t?.close();
    });

    /** the distinct times of the server status samples written in (from, to]: one per simulator tick that ran */
    const sampleTicks = async (from: Date, to: Date) => {
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(DISTINCT time)::int AS n FROM server_status_samples WHERE time > $1 AND time <= $2`,
        [from.toISOString(), to.toISOString()],
      );
      return row!.n;
    };

    it('runs the simulator in one instance; the other takes over when it stops', async () => {
      const startedAt = new Date();
      const ticks = instances.map((app) => vi.spyOn(app.simulator, 'tick'));
      for (const app of instances) app.simulatorLease.start();
      await expect.poll(() => instances.filter((app) => app.simulatorLease.holding).length).toBe(1);
      const holder = instances.findIndex((app) => app.simulatorLease.holding);
      const waiting = 1 - holder;
      // a span of ten ticks of the holder: the other instance played nothing (it tries the lock every heartbeat)
      await expect
        .poll(() => ticks[holder]!.mock.calls.length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(10);
      expect(instances[waiting]!.simulatorLease.holding).toBe(false);
      expect(instances[waiting]!.simulator.started).toBe(false);
      expect(ticks[waiting]!.mock.calls).toHaveLength(0);

      await instances[holder]!.simulatorLease.stop();
      const stoppedAt = new Date();
      expect(instances[holder]!.simulator.started).toBe(false);
      // the database agrees: its samples are those of the holder's ticks alone (two simulators would write
      // theirs too, at their own times)
      expect(await sampleTicks(startedAt, stoppedAt)).toBe(ticks[holder]!.mock.calls.length);
      await expect.poll(() => instances[waiting]!.simulatorLease.holding, { timeout: 30_000 }).toBe(true);
      const holderTicks = ticks[holder]!.mock.calls.length;
      await expect
        .poll(() => ticks[waiting]!.mock.calls.length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(3);
      expect(ticks[holder]!.mock.calls).toHaveLength(holderTicks);
      await instances[waiting]!.simulatorLease.stop();
      expect(await sampleTicks(stoppedAt, new Date())).toBe(ticks[waiting]!.mock.calls.length);
      for (const tick of ticks) tick.mockRestore();
    });

    it('runs every job once per period across both: a rollout steps once per pace, the daily report once', async () => {
      // 10:30 local time today (the report's hour), the clock going on from there
      const reportTime = new Date();
      reportTime.setHours(10, 30, 0, 0);
      vi.useFakeTimers({ toFake: ['Date'], now: reportTime, shouldAdvanceTime: true });
      try {
        await t.db.query(`DELETE FROM alarm_history WHERE type = 'DAILY ABNORMAL REPORT'`);
        await t.db.query(`UPDATE gateways SET status = 'NORMAL'`);
        const admin = await login(t.app, ADMIN);
        const file = buildPackage('grm', '1.9.7', Buffer.from('image of grm 1.9.7'.repeat(50)));
        const started = await upload(t.app, admin, '/api/upgrade/file', {
          name: 'grm-1.9.7.pkg',
          content: file,
        });
        expect(started.statusCode, started.body).toBe(200);
        const { id, stageCount } = started.json<RolloutSummary>();
        expect(stageCount).toBeGreaterThan(1);

        const runs = instances.map((app) =>
          Object.fromEntries(app.jobs.jobs.map((job) => [job.name, vi.spyOn(job, 'run')])),
        );
        for (const app of instances) app.jobs.start();
        await expect
          .poll(
            async () => {
              const answer = await other.inject({
                method: 'GET',
                url: `/api/upgrade/rollout/${id}`,
                headers: admin,
              });
              return answer.json<RolloutSummary>().state;
            },
            { timeout: 60_000 },
          )
          .toBe('COMPLETED');
        // a few periods of the rules with both instances trying each
        await expect
          .poll(
            async () =>
              (
                await t.db.query(
                  `SELECT 1 FROM job_runs WHERE job = 'alarm-rules' AND "finishedAt" IS NOT NULL`,
                )
              ).length,
            { timeout: 30_000 },
          )
          .toBeGreaterThanOrEqual(4);
        await Promise.all(instances.map((app) => app.jobs.stop()));

        const reports = await t.db.query<{ day: string }>(
          `SELECT data->>'day' AS day FROM alarm_history WHERE type = 'DAILY ABNORMAL REPORT'`,
        );
        const day = `${reportTime.getFullYear()}-${String(reportTime.getMonth() + 1).padStart(2, '0')}-${String(reportTime.getDate()).padStart(2, '0')}`;
        expect(reports).toEqual([{ day }]);
        for (const job of ['rollouts', 'alarm-rules', 'stats', 'retention']) {
          const calls = runs.reduce((sum, byJob) => sum + byJob[job]!.mock.calls.length, 0);
          const [periods] = await t.db.query<{ rows: number; span: number }>(
            `SELECT count(*)::int AS rows, (max(period) - min(period) + 1)::int AS span FROM job_runs WHERE job = $1`,
            [job],
          );
          // one run per period: as many runs as rows, never more than the periods elapsed
          expect(calls, job).toBe(periods!.rows);
          expect(calls, job).toBeLessThanOrEqual(periods!.span);
        }
        for (const byJob of runs) for (const spy of Object.values(byJob)) spy.mockRestore();
      } finally {
        vi.useRealTimers();
      }
    });
  },
);
