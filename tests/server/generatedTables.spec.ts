// Tables that hand-written migrations used to create and that schemas/ now describe (issue 24): on a new database
// they come from server/generated/schema.sql; on a database made by the earlier migrations, the generated DDL and
// the new migrations must leave the same table: columns, types, nullability, defaults, key and constraints.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { handWrittenMigrations, migrate } from '../../server/db/migrate.ts';
import { tables } from '../../server/generated/tables.ts';
import { SensorTableBase } from '../../server/generated/repositories.ts';
import { DownloadTasksRepository } from '../../server/repositories/downloadTasks.ts';
import { PrintersRepository } from '../../server/repositories/printers.ts';
import { RolloutsRepository } from '../../server/repositories/rollouts.ts';
import { backends } from './backends.ts';

/** The tables as the hand-written migrations 003, 005, 130, 211, 500, 520, 600 and 610 made them before they were
 * generated. */
const EARLIER_TABLES = `
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "sentAt" timestamptz,
  error text
);
ALTER TABLE mail_outbox ADD COLUMN status text NOT NULL DEFAULT 'pending';
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN "nextAttemptAt" timestamptz NOT NULL DEFAULT now();
ALTER TABLE mail_outbox ADD COLUMN "claimedBy" text;
ALTER TABLE mail_outbox ADD COLUMN "claimedAt" timestamptz;
ALTER TABLE mail_outbox ADD COLUMN "alarmType" text;
ALTER TABLE mail_outbox ADD COLUMN "alarmId" bigint;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
CREATE TABLE alarm_history (
  id bigserial PRIMARY KEY,
  location text NOT NULL,
  type text NOT NULL,
  class integer NOT NULL CHECK (class IN (1, 2, 3)),
  "alarmType" text NOT NULL,
  "alarmTime" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  "sourceType" text,
  "sourceId" text,
  data jsonb
);
CREATE TABLE alarm_notification_contents (
  type text PRIMARY KEY,
  title text NOT NULL,
  detail text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE alarm_notification_settings (
  type text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT false,
  members text[] NOT NULL DEFAULT '{}',
  addresses text[] NOT NULL DEFAULT '{}',
  class integer NOT NULL DEFAULT 1 CHECK (class IN (1, 2, 3)),
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sensors (
  "sensorMac" text PRIMARY KEY,
  "storeCode" text NOT NULL,
  "gwMac" text,
  operation text NOT NULL,
  version text,
  battery integer,
  rssi integer,
  status text NOT NULL DEFAULT 'OK',
  "minValue" double precision NOT NULL,
  "maxValue" double precision NOT NULL,
  "sensingValue" double precision,
  "sensingTime" timestamptz,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sensors_store_idx ON sensors ("storeCode", "sensorMac");
CREATE TABLE sensor_samples (
  "sensorMac" text NOT NULL,
  "sensingTime" timestamptz NOT NULL,
  "sensingValue" double precision NOT NULL,
  PRIMARY KEY ("sensorMac", "sensingTime") INCLUDE ("sensingValue")
);
CREATE TABLE printers (
  "storeCode" text NOT NULL,
  "printerIp" text NOT NULL,
  "printerName" text NOT NULL,
  status text NOT NULL DEFAULT 'NORMAL',
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("storeCode", "printerIp")
);
CREATE TABLE paper_uploads (
  "_id" bigserial PRIMARY KEY,
  "storeCode" text NOT NULL,
  "fileName" text NOT NULL,
  "taskId" bigint,
  "taskDes" text,
  count integer NOT NULL DEFAULT 0,
  "errorCount" integer NOT NULL DEFAULT 0,
  error jsonb NOT NULL DEFAULT '[]'::jsonb,
  parser text,
  received timestamptz NOT NULL DEFAULT now(),
  finished timestamptz,
  "createdBy" text
);
CREATE INDEX paper_uploads_store_received_idx ON paper_uploads ("storeCode", received DESC);
CREATE TABLE paper_tasks (
  "_id" bigserial PRIMARY KEY,
  "storeCode" text NOT NULL,
  "taskDes" text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  complete integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0,
  "uploadId" bigint,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE paper_task_rows (
  id bigserial PRIMARY KEY,
  "taskId" bigint NOT NULL REFERENCES paper_tasks ("_id") ON DELETE CASCADE,
  "storeCode" text NOT NULL,
  "rowNo" integer NOT NULL,
  "prCode" text NOT NULL,
  "prInfo" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "printerIp" text,
  "printerName" text,
  "resultCode" integer,
  "resultMsg" text,
  "printedTime" timestamptz,
  "dueAt" timestamptz,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE download_tasks (
  "taskId" text PRIMARY KEY,
  type integer NOT NULL CHECK (type BETWEEN 0 AND 5),
  email text NOT NULL,
  request jsonb NOT NULL,
  progress integer NOT NULL DEFAULT 0,
  "fileName" text NOT NULL,
  "filePath" text,
  error text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "lockedUntil" timestamptz,
  "finishedAt" timestamptz
);
ALTER TABLE download_tasks ADD COLUMN "instanceId" text;
CREATE TABLE upgrade_packages (
  id bigserial PRIMARY KEY,
  component text NOT NULL CHECK (component IN ('grm', 'gmp')),
  version text NOT NULL,
  sha256 text NOT NULL,
  "fileName" text NOT NULL,
  size integer NOT NULL,
  "createdBy" text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE rollouts (
  id bigserial PRIMARY KEY,
  "packageId" bigint NOT NULL REFERENCES upgrade_packages (id),
  component text NOT NULL CHECK (component IN ('grm', 'gmp')),
  version text NOT NULL,
  "previousConfig" jsonb,
  state text NOT NULL CHECK (state IN ('RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK')),
  stage integer NOT NULL DEFAULT 0,
  stages integer NOT NULL,
  "pausedReason" text CHECK ("pausedReason" IN ('operator', 'failures')),
  "acceptedStage" integer,
  "failureThreshold" double precision NOT NULL,
  "createdBy" text NOT NULL,
  "startedAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  "finishedAt" timestamptz
);
CREATE TABLE rollout_gateways (
  "rolloutId" bigint NOT NULL REFERENCES rollouts (id) ON DELETE CASCADE,
  "gwMac" text NOT NULL,
  "storeCode" text NOT NULL,
  stage integer NOT NULL,
  state text NOT NULL DEFAULT 'PENDING'
    CHECK (state IN ('PENDING', 'UPDATING', 'DONE', 'FAILED', 'ROLLING_BACK', 'ROLLED_BACK', 'SKIPPED')),
  "previousVersion" text,
  "dueAt" timestamptz,
  error text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("rolloutId", "gwMac")
);
`;
/** a row of each table written the old way: the generated DDL and the new migrations keep it */
const EARLIER_ROWS = `
INSERT INTO download_tasks ("taskId", type, email, request, "fileName", progress, "filePath", "finishedAt", "lockedUntil")
  VALUES ('old-task', 3, 'admin@example.com', '{"storeCode": "KR001", "stores": ["KR001"]}', 'tags.csv', 100,
          'downloads/old-task', '2024-05-01T10:00:00Z', '2024-05-01T10:05:00Z');
INSERT INTO printers ("storeCode", "printerIp", "printerName", status, "updatedAt")
  VALUES ('KR001', '10.20.8.22', 'KR001-PRN-02', 'ALARM', '2024-05-01T09:00:00Z'),
         ('KR001', '10.20.8.21', 'KR001-PRN-01', 'NORMAL', '2024-05-01T08:00:00Z');
INSERT INTO upgrade_packages (component, version, sha256, "fileName", size, "createdBy")
  VALUES ('grm', '2.1.0', 'ab12', 'grm-2.1.0.pkg', 1024, 'admin@example.com');
INSERT INTO rollouts ("packageId", component, version, "previousConfig", state, stage, stages, "pausedReason",
                      "acceptedStage", "failureThreshold", "createdBy")
  VALUES (1, 'grm', '2.1.0', '{"version": "2.0.0", "updatedAt": null}', 'PAUSED', 1, 4, 'failures', 0, 0.1,
          'admin@example.com');
INSERT INTO rollout_gateways ("rolloutId", "gwMac", "storeCode", stage, state, "previousVersion", error)
  VALUES (1, 'GW01', 'KR001', 0, 'FAILED', '2.0.0', 'Gateway offline'), (1, 'GW02', 'KR001', 1, 'PENDING', '2.0.0', NULL);
`;
const MOVED = [
  'mail_outbox',
  'alarm_history',
  'alarm_notification_contents',
  'alarm_notification_settings',
  'sensors',
  'sensor_samples',
  'printers',
  'paper_uploads',
  'paper_tasks',
  'paper_task_rows',
  'download_tasks',
  'upgrade_packages',
  'rollouts',
  'rollout_gateways',
];
/** the migrations written since these tables are generated: the only ones an earlier database has still to run */
const SINCE = '810_generated_table_indexes';

interface Shape {
  columns: string[];
  constraints: string[];
  indexes: string[];
}

async function shape(db: Db, table: string): Promise<Shape> {
  const columns = await db.query<{ c: string }>(
    `SELECT column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '-') AS c
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY column_name`,
    [table],
  );
  const constraints = await db.query<{ c: string }>(
    `SELECT conname || ' ' || pg_get_constraintdef(oid) AS c FROM pg_constraint
      WHERE conrelid = $1::regclass ORDER BY conname`,
    [table],
  );
  const indexes = await db.query<{ c: string }>(
    `SELECT indexname AS c FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`,
    [table],
  );
  return {
    columns: columns.map((r) => r.c),
    constraints: constraints.map((r) => r.c),
    indexes: indexes.map((r) => r.c).sort(),
  };
}

describe.each(backends)('tables generated from schemas on $name', (backend) => {
  it('each moved table is generated from its schema', () => {
    const generated = new Set(Object.values(tables).map((t) => t.table));
    expect(MOVED.filter((table) => !generated.has(table))).toEqual([]);
    expect(handWrittenMigrations().some((m) => m.name === SINCE)).toBe(true);
  });

  it('a new database and one made by the earlier migrations end with the same tables', async () => {
    const fresh = await backend.open();
    const earlier = await backend.open();
    try {
      await migrate(fresh.db);
      await earlier.db.exec(EARLIER_TABLES);
      await earlier.db.exec(EARLIER_ROWS);
      await earlier.db.exec(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, "appliedAt" timestamptz NOT NULL DEFAULT now())',
      );
      const before = handWrittenMigrations().filter((m) => m.name < SINCE);
      for (const m of before)
        await earlier.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      // the tables before: the generated DDL must state the very columns of the hand-written ones (but the
      // columns a new migration drops: download_tasks' unused "lockedUntil", migration 860)
      const DROPPED = /^lockedUntil /;
      const made = Object.fromEntries(
        await Promise.all(
          MOVED.map(async (table) => {
            const before = await shape(earlier.db, table);
            return [table, { ...before, columns: before.columns.filter((c) => !DROPPED.test(c)) }] as const;
          }),
        ),
      );
      expect((await shape(earlier.db, 'download_tasks')).columns.some((c) => DROPPED.test(c))).toBe(true);
      expect(await migrate(earlier.db)).toEqual(
        handWrittenMigrations()
          .filter((m) => m.name >= SINCE)
          .map((m) => m.name),
      );
      for (const table of MOVED) {
        const a = await shape(fresh.db, table);
        const b = await shape(earlier.db, table);
        expect(b.columns, table).toEqual(a.columns);
        expect(b.constraints, table).toEqual(a.constraints);
        expect(a.columns, table).toEqual(made[table].columns);
        expect(a.constraints, table).toEqual(made[table].constraints);
        // the indexes both have (the earlier database has the hand-written ones of this fixture only)
        expect(
          b.indexes.filter((name) => !a.indexes.includes(name)),
          table,
        ).toEqual([]);
      }
      // the rows written the old way read back through the repositories
      const task = await new DownloadTasksRepository(earlier.db).task('old-task');
      expect(task).toMatchObject({
        taskId: 'old-task',
        type: 3,
        email: 'admin@example.com',
        request: { storeCode: 'KR001', stores: ['KR001'] },
        progress: 100,
        fileName: 'tags.csv',
        filePath: 'downloads/old-task',
        error: null,
        instanceId: null,
      });
      expect(task?.finishedAt).toEqual(new Date('2024-05-01T10:00:00Z'));
      expect(task).not.toHaveProperty('lockedUntil');
      const rollouts = new RolloutsRepository(earlier.db);
      expect(await rollouts.rollout(1)).toMatchObject({
        id: 1,
        packageId: 1,
        component: 'grm',
        version: '2.1.0',
        previousConfig: { version: '2.0.0', updatedAt: null },
        state: 'PAUSED',
        stage: 1,
        stages: 4,
        pausedReason: 'failures',
        acceptedStage: 0,
        failureThreshold: 0.1,
        finishedAt: null,
      });
      expect(await rollouts.stages(1)).toMatchObject([
        { stage: 0, total: 1, failed: 1 },
        { stage: 1, total: 1, pending: 1 },
      ]);
      expect(await rollouts.packages.get({ id: 1 })).toMatchObject({ sha256: 'ab12', size: 1024 });
      const oldPrinters = new PrintersRepository(earlier.db);
      expect(await oldPrinters.ofStore('KR001')).toEqual([
        {
          storeCode: 'KR001',
          printerIp: '10.20.8.21',
          printerName: 'KR001-PRN-01',
          status: 'NORMAL',
          updatedAt: new Date('2024-05-01T08:00:00Z'),
        },
        {
          storeCode: 'KR001',
          printerIp: '10.20.8.22',
          printerName: 'KR001-PRN-02',
          status: 'ALARM',
          updatedAt: new Date('2024-05-01T09:00:00Z'),
        },
      ]);
      // the console's columns only, without the internal updatedAt
      expect(await oldPrinters.get({ storeCode: 'KR001', printerIp: '10.20.8.22' })).toEqual({
        storeCode: 'KR001',
        printerIp: '10.20.8.22',
        printerName: 'KR001-PRN-02',
        status: 'ALARM',
      });
      // a row written without the defaulted columns reads back the same on both
      for (const db of [fresh.db, earlier.db]) {
        await db.query(
          `INSERT INTO sensors ("sensorMac", "storeCode", operation, "minValue", "maxValue") VALUES ('S1', 'KR', 'HUMIDITY', 0, 1)`,
        );
        const [row] = await db.query<{ status: string }>(
          `SELECT status FROM sensors WHERE "sensorMac" = 'S1'`,
        );
        expect(row.status).toBe('OK');
        await expect(
          db.query(`INSERT INTO sensors ("sensorMac", operation) VALUES ('S2', 'HUMIDITY')`),
        ).rejects.toThrow(/null/i);
        await db.query(`INSERT INTO alarm_notification_settings (type) VALUES ('GATEWAY OFFLINE')`);
        const [setting] = await db.query<{ members: string[]; class: number; enabled: boolean }>(
          `SELECT members, class, enabled FROM alarm_notification_settings WHERE type = 'GATEWAY OFFLINE'`,
        );
        expect(setting).toEqual({ members: [], class: 1, enabled: false });
        await expect(
          db.query(`INSERT INTO alarm_notification_settings (type, class) VALUES ('DISK USAGE ABNORMAL', 4)`),
        ).rejects.toThrow(/check/i);
        const tasks = new DownloadTasksRepository(db);
        await tasks.create({
          taskId: 'new-task',
          type: 4,
          email: 'admin@example.com',
          request: { storeCode: 'KR001', stores: null },
          fileName: 'products.csv',
        });
        expect(await tasks.task('new-task')).toMatchObject({ progress: 0, createdAt: expect.any(Date) });
        // a rollout written through the repository on both: the package's and the rollout's checks and keys hold
        const repo = new RolloutsRepository(db);
        const pkg = await repo.insertPackage({
          component: 'gmp',
          version: '3.0.0',
          sha256: 'cd34',
          fileName: 'gmp-3.0.0.pkg',
          size: 2048,
          createdBy: 'admin@example.com',
        });
        const rollout = await repo.create({
          packageId: pkg.id,
          component: 'gmp',
          version: '3.0.0',
          previousConfig: null,
          stages: 2,
          failureThreshold: 0.1,
          createdBy: 'admin@example.com',
        });
        expect(rollout).toMatchObject({ state: 'RUNNING', stage: 0, startedAt: expect.any(Date) });
        await expect(
          repo.insertPackage({
            ...{ version: '1', sha256: 'x', fileName: 'x', size: 1, createdBy: 'a' },
            component: 'x' as 'grm',
          }),
        ).rejects.toMatchObject({ name: 'RefusedError' });
        await expect(
          db.query(
            `INSERT INTO rollouts ("packageId", component, version, state, stages, "failureThreshold", "createdBy")
             VALUES (9999, 'gmp', '1', 'COMPLETED', 1, 0.1, 'a')`,
          ),
        ).rejects.toThrow(/foreign key/i);
        await expect(
          db.query(
            `INSERT INTO rollout_gateways ("rolloutId", "gwMac", "storeCode", stage, state) VALUES ($1, 'GW9', 'KR', 0, 'LOST')`,
            [rollout.id],
          ),
        ).rejects.toThrow(/check/i);
        // printers added through the repository on both: defaults from the generated table, present ones kept,
        // a status outside the schema's enum refused, a printer without a name refused by the table
        const printers = new PrintersRepository(db);
        expect(
          await printers.add('KR002', [
            { printerIp: '10.21.8.21', printerName: 'KR002-PRN-01' },
            { printerIp: '10.21.8.22', printerName: 'KR002-PRN-02' },
          ]),
        ).toBe(2);
        expect(await printers.add('KR002', [{ printerIp: '10.21.8.21', printerName: 'renamed' }])).toBe(0);
        expect(await printers.ofStore('KR002')).toMatchObject([
          {
            printerIp: '10.21.8.21',
            printerName: 'KR002-PRN-01',
            status: 'NORMAL',
            updatedAt: expect.any(Date),
          },
          {
            printerIp: '10.21.8.22',
            printerName: 'KR002-PRN-02',
            status: 'NORMAL',
            updatedAt: expect.any(Date),
          },
        ]);
        await expect(
          printers.insert({
            storeCode: 'KR002',
            printerIp: '10.21.8.23',
            printerName: 'x',
            status: 'JAMMED',
          }),
        ).rejects.toMatchObject({ name: 'RefusedError' });
        await expect(
          db.query(`INSERT INTO printers ("storeCode", "printerIp") VALUES ('KR002', '10.21.8.24')`),
        ).rejects.toThrow(/null/i);
        // the schema's validator refuses a type outside 0-5; the table's check refuses one written past it
        await expect(
          tasks.create({
            taskId: 'bad',
            type: 7 as 0,
            email: 'a@b.c',
            request: { stores: null },
            fileName: 'x',
          }),
        ).rejects.toMatchObject({ name: 'RefusedError' });
        await expect(
          db.query(
            `INSERT INTO download_tasks ("taskId", type, email, request, "fileName") VALUES ('bad', 6, 'a', '{}', 'x')`,
          ),
        ).rejects.toThrow(/check/i);
      }
    } finally {
      await fresh.drop();
      await earlier.drop();
    }
  }, 120_000);

  it('the generated repository base reads its filters and sorts from x-list and writes through the validator', async () => {
    const opened = await backend.open();
    try {
      await migrate(opened.db);
      const sensors = new SensorTableBase(opened.db);
      const schema = JSON.parse(
        readFileSync(new URL('../../schemas/sensor.schema.json', import.meta.url), 'utf8'),
      ) as { 'x-list': { filters: Array<{ field: string }>; sortable: string[] } };
      expect(Object.keys(sensors.filters).sort()).toEqual(
        schema['x-list'].filters.map((f) => f.field).sort(),
      );
      expect(sensors.sortable.sort()).toEqual([...schema['x-list'].sortable].sort());
      const sensor = { sensorMac: 'AA01', storeCode: 'KR001', minValue: 0, maxValue: 30 };
      await expect(sensors.insert({ ...sensor, operation: 'PRESSURE', status: 'OK' })).rejects.toMatchObject({
        name: 'RefusedError',
      });
      expect(await sensors.search({})).toMatchObject({ recordsTotal: 0 });
      await sensors.insert({ ...sensor, operation: 'HUMIDITY', status: 'OK', version: '1.0' });
      await sensors.insert({ ...sensor, sensorMac: 'AA02', operation: 'TEMPERATURE', status: 'NO_RESPONSE' });
      const byStatus = await sensors.search({ filter_status: 'NO_RESPONSE' });
      expect(byStatus.data.map((r) => r.sensorMac)).toEqual(['AA02']);
      // version is no filter of the list: the condition is not applied
      expect((await sensors.search({ filter_version: 'nothing' })).recordsFiltered).toBe(2);
      const sorted = await sensors.search({ order: [{ column: 'operation', dir: 'desc' }] });
      expect(sorted.data.map((r) => r.operation)).toEqual(['TEMPERATURE', 'HUMIDITY']);
      await expect(sensors.update({ sensorMac: 'AA01' }, { battery: 101 })).rejects.toMatchObject({
        name: 'RefusedError',
      });
      expect((await sensors.update({ sensorMac: 'AA01' }, { battery: 40 }))?.battery).toBe(40);
    } finally {
      await opened.drop();
    }
  }, 120_000);
});
