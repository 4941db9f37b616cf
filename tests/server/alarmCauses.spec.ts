// The alarm causes this issue adds (doc 3 §8), each raised by its real cause through AlarmsRepository.raise:
// MEMORY / DISK USAGE ABNORMAL from this host's real figures against the alarm setting, SERVER STATUS ABNORMAL
// for an instance that stopped beating, INVALID GRM, INVALID STORE CODE, UPDATE FAILURE against the progress and
// total-tags thresholds. (ACCOUNT LOCKED, API PERMISSION DENIED, SEND E-MAIL FAILURE: alarmMail.spec.ts; the
// gateway, radio, download and stats alarms: gatewaysSim, tagRadio, collection, downloadsFailure, stats specs.)
import { afterEach, describe, expect, it } from 'vitest';
import { hostFigures, HostMonitor } from '../../server/alarms/hostMonitor.ts';
import { invalidGrmRule } from '../../server/alarms/rules.ts';
import { ServerInstance } from '../../server/instances/instances.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { raiseUpdateFailures } from '../../server/sim/tagRadioAlarms.ts';
import { backends, postJson, signedInApp } from './helpers.ts';
import { uploadFile } from './productFilesHelpers.ts';

describe.each(backends)('alarm causes on $name', (backend) => {
  const s = signedInApp(backend);
  const alarms = (type: string) =>
    s.t.db.query<{ location: string; class: number; sourceId: string | null; data: Record<string, unknown> }>(
      `SELECT location, class, "sourceId", data FROM alarm_history WHERE type = $1 ORDER BY id`,
      [type],
    );
  const setting = (body: object) => postJson(s.t.app, s.admin, '/alarm/setting', body);
  afterEach(async () => {
    await s.t.db.query(`DELETE FROM system_config WHERE key = 'alarmSetting' OR key LIKE 'hostUsage:%'`);
  });

  it("MEMORY and DISK USAGE ABNORMAL: this host's real figures above the thresholds, once per crossing", async () => {
    const figures = await hostFigures(process.cwd());
    expect(figures.memoryPercent).toBeGreaterThan(0);
    expect(figures.memoryPercent).toBeLessThanOrEqual(100);
    expect(figures.diskPercent).toBeGreaterThan(0);
    // a server on PostgreSQL may never make its data directory: its disk is the nearest existing parent's
    const missing = await hostFigures(`${process.cwd()}/no-such-data-dir/files`);
    expect(Math.abs(missing.diskPercent - figures.diskPercent)).toBeLessThan(1);
    const monitor = new HostMonitor(s.t.db, () => hostFigures(process.cwd()));
    // thresholds at 100 %: a real host is under them
    await setting({ memoryThreshold: 100, diskThreshold: 100 });
    expect(await monitor.check()).toEqual([]);
    await setting({ memoryThreshold: 1, diskThreshold: 1 });
    expect(await monitor.check()).toEqual(['MEMORY USAGE ABNORMAL', 'DISK USAGE ABNORMAL']);
    expect(await monitor.check()).toEqual([]);
    const memory = await alarms('MEMORY USAGE ABNORMAL');
    expect(memory.at(-1)).toMatchObject({ location: 'SYSTEM', class: 2, sourceId: monitor.host });
    expect(memory.at(-1)!.data.threshold).toBe(1);
    // back under (threshold up), then above again: raised again
    await setting({ memoryThreshold: 100 });
    expect(await monitor.check()).toEqual([]);
    await setting({ memoryThreshold: 1 });
    expect(await monitor.check()).toEqual(['MEMORY USAGE ABNORMAL']);
  });

  it("the host's alarms name this server's own entry of the server list when it has one", async () => {
    const monitor = new HostMonitor(s.t.db, () => hostFigures(process.cwd()));
    expect(await monitor.ownEntry()).toBe(monitor.host);
    const [server] = await s.t.db.query<{ id: string; name: string }>(
      `SELECT id, name FROM servers WHERE type = 'esl' ORDER BY id LIMIT 1`,
    );
    await s.t.db.query(`UPDATE servers SET name = $1 WHERE id = $2`, [monitor.host, server.id]);
    try {
      expect(await monitor.ownEntry()).toBe(server.id);
      await setting({ memoryThreshold: 1, diskThreshold: 100 });
      expect(await monitor.check()).toEqual(['MEMORY USAGE ABNORMAL']);
      const memory = await alarms('MEMORY USAGE ABNORMAL');
      expect(memory.at(-1)).toMatchObject({ location: 'SYSTEM', sourceId: server.id, class: 2 });
      expect(memory.at(-1)!.data.host).toBe(monitor.host);
      // the entry's own alarm history (an esl server keeps class 2) lists it
      const history = await postJson<{ data: Array<{ type: string }> }>(
        s.t.app,
        s.admin,
        `/history/alarm/server/${server.id}/search`,
        {},
      );
      expect(history.body.data.map((a) => a.type)).toContain('MEMORY USAGE ABNORMAL');
    } finally {
      await s.t.db.query(`UPDATE servers SET name = $1 WHERE id = $2`, [server.name, server.id]);
    }
  });

  it('SERVER STATUS ABNORMAL: an instance that stopped beating is found dead by the sweep', async () => {
    await s.t.db.query(
      `INSERT INTO server_instances ("instanceId", "heartbeatAt") VALUES ('crashed-instance', now() - interval '1 hour')`,
    );
    const sweeper = new ServerInstance(s.t.db, 1000, []);
    await sweeper.sweep();
    const raised = (await alarms('SERVER STATUS ABNORMAL')).filter((a) => a.sourceId === 'crashed-instance');
    expect(raised).toEqual([
      expect.objectContaining({
        location: 'SYSTEM',
        class: 3,
        data: expect.objectContaining({ status: 'OFFLINE' }),
      }),
    ]);
    await sweeper.sweep();
    expect(
      (await alarms('SERVER STATUS ABNORMAL')).filter((a) => a.sourceId === 'crashed-instance'),
    ).toHaveLength(1);
  });

  it('INVALID GRM: a gateway reporting a version the server does not know, once per gateway and version', async () => {
    const [a, b] = await s.t.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways ORDER BY "gwMac" LIMIT 2`,
    );
    await s.t.db.query(`UPDATE gateways SET "grmVersion" = '1.8.2'`);
    await s.t.db.query(`UPDATE gateways SET "grmVersion" = '9.9.9' WHERE "gwMac" = $1`, [a!.gwMac]);
    await s.t.db.query(`UPDATE gateways SET "grmVersion" = 'garbage' WHERE "gwMac" = $1`, [b!.gwMac]);
    const repos = createRepositories(s.t.db);
    const context = { db: s.t.db, alarms: repos.alarms, systemConfig: repos.systemConfig };
    expect(await invalidGrmRule(context, new Date())).toBe(2);
    expect(await invalidGrmRule(context, new Date())).toBe(0);
    const raised = await alarms('INVALID GRM');
    expect(raised.map((r) => [r.sourceId, r.data.version]).sort()).toEqual(
      [
        [a!.gwMac, '9.9.9'],
        [b!.gwMac, 'garbage'],
      ].sort(),
    );
  });

  it('INVALID GRM: not for a gateway a GRM rollback is taking back from the withdrawn version', async () => {
    const [back, other] = await s.t.db.query<{ gwMac: string; storeCode: string }>(
      `SELECT "gwMac", "storeCode" FROM gateways ORDER BY "gwMac" DESC LIMIT 2`,
    );
    const [pkg] = await s.t.db.query<{ id: number }>(
      `INSERT INTO upgrade_packages (component, version, sha256, "fileName", size, "createdBy")
       VALUES ('grm', '7.7.7', repeat('a', 64), 'grm-7.7.7.pkg', 1, 'test') RETURNING id::int AS id`,
    );
    const [rollout] = await s.t.db.query<{ id: number }>(
      `INSERT INTO rollouts ("packageId", component, version, state, stages, "failureThreshold", "createdBy")
       VALUES ($1, 'grm', '7.7.7', 'ROLLING_BACK', 2, 0.2, 'test') RETURNING id::int AS id`,
      [pkg!.id],
    );
    await s.t.db.query(
      `INSERT INTO rollout_gateways ("rolloutId", "gwMac", "storeCode", stage, state, "previousVersion")
       VALUES ($1, $2, $3, 0, 'ROLLING_BACK', '1.8.2')`,
      [rollout!.id, back!.gwMac, back!.storeCode],
    );
    await s.t.db.query(`UPDATE gateways SET "grmVersion" = '7.7.7' WHERE "gwMac" = ANY($1)`, [
      [back!.gwMac, other!.gwMac],
    ]);
    const repos = createRepositories(s.t.db);
    const context = { db: s.t.db, alarms: repos.alarms, systemConfig: repos.systemConfig };
    try {
      await invalidGrmRule(context, new Date());
      const raised = (await alarms('INVALID GRM')).filter((r) => r.data.version === '7.7.7');
      // the gateway outside the rollback reports a version the server does not know; the one rolled back does not
      expect(raised.map((r) => r.sourceId)).toEqual([other!.gwMac]);
    } finally {
      await s.t.db.query(`DELETE FROM rollouts WHERE id = $1`, [rollout!.id]);
      await s.t.db.query(`DELETE FROM upgrade_packages WHERE id = $1`, [pkg!.id]);
    }
  });

  it('INVALID STORE CODE: a product file for a store that does not exist', async () => {
    const response = await uploadFile(s.t.app, s.admin, 'NO-SUCH-STORE', {
      name: 'p.csv',
      content: 'prCode\nA\n',
    });
    expect(response.statusCode).toBe(404);
    expect((await alarms('INVALID STORE CODE')).at(-1)).toMatchObject({
      location: 'SYSTEM',
      class: 2,
      data: expect.objectContaining({ storeCode: 'NO-SUCH-STORE', fileName: 'p.csv' }),
    });
  });

  it('UPDATE FAILURE follows progressThreshold and totalTagsThreshold', async () => {
    const repos = createRepositories(s.t.db);
    const task = { taskId: 999_001, storeCode: 'KR001', taskType: 'PRODUCT', failedTags: 1, totalTags: 100 };
    const count = async () =>
      (await alarms('UPDATE FAILURE')).filter((a) => a.data.taskId === 999_001).length;
    await raiseUpdateFailures(s.t.db, repos.alarms, [task], new Date());
    expect(await count()).toBe(1); // defaults: any failed tag (progress 100 %, 1 tag)
    await setting({ progressThreshold: 90 });
    await raiseUpdateFailures(s.t.db, repos.alarms, [task], new Date());
    expect(await count()).toBe(1); // 99 % done is not under 90 %
    await raiseUpdateFailures(s.t.db, repos.alarms, [{ ...task, failedTags: 20 }], new Date());
    expect(await count()).toBe(2);
    await setting({ progressThreshold: 100, totalTagsThreshold: 200 });
    await raiseUpdateFailures(s.t.db, repos.alarms, [{ ...task, failedTags: 50 }], new Date());
    expect(await count()).toBe(2); // a task of 100 tags is under 200
  });
});
