// What may read on a replica (issue 37): the statements (plain reads only), the calls (searches, lists, statistics,
// dashboards, delivery and battery reads), the replica errors answered by the primary, and the configuration.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testConfig } from '../testConfig.ts';
import { isReplicaReadCall } from '../http/replicaReads.ts';
import { isReadStatement } from './readRouting.ts';
import { isReplicaFailure } from './replicas.ts';

describe('read routing', () => {
  it('sends only plain reads to a replica', () => {
    expect(isReadStatement('SELECT * FROM products WHERE "updatedAt" > $1')).toBe(true);
    expect(isReadStatement('  with t AS (SELECT 1) SELECT * FROM t')).toBe(true);
    expect(isReadStatement('INSERT INTO products VALUES ($1)')).toBe(false);
    expect(isReadStatement('WITH d AS (DELETE FROM sessions RETURNING 1) SELECT count(*) FROM d')).toBe(
      false,
    );
    expect(isReadStatement('SELECT * FROM job_runs FOR UPDATE SKIP LOCKED')).toBe(false);
    expect(isReadStatement("SELECT nextval('tasks_id_seq')")).toBe(false);
    expect(isReadStatement('SELECT pg_try_advisory_lock(1)')).toBe(false);
    expect(isReadStatement('SET LOCAL statement_timeout = 5')).toBe(false);
  });

  it('lets searches, lists, statistics, dashboards, delivery and battery reads use a replica', () => {
    expect(isReplicaReadCall('product.search', 'POST', '/status/store/:storeCode/product/search')).toBe(true);
    expect(isReplicaReadCall('store.search', 'POST', '/status/store/pagination/0')).toBe(true);
    expect(isReplicaReadCall('store.dashboard', 'GET', '/stats/dashboard')).toBe(true);
    expect(isReplicaReadCall('dashboard.statsQuery', 'POST', '/stats/query')).toBe(true);
    expect(isReplicaReadCall('dashboard.figures', 'POST', '/dashboards/:id/figures')).toBe(true);
    expect(isReplicaReadCall('deliveryStore.detail', 'GET', '/delivery/store/:storeCode')).toBe(true);
    expect(isReplicaReadCall('batteryForecast.swapList', 'GET', '/battery/store/:storeCode/swap')).toBe(true);
    // settings, records just created and writes read the primary
    expect(isReplicaReadCall('batteryStore.mailSetting', 'GET', '/battery/mail/setting')).toBe(false);
    expect(isReplicaReadCall('dashboard.getOne', 'GET', '/dashboards/:id')).toBe(false);
    expect(isReplicaReadCall('dashboard.create', 'POST', '/dashboards')).toBe(false);
    expect(isReplicaReadCall('webhookDelivery.resend', 'POST', '/webhooks/deliveries/:id/resend')).toBe(
      false,
    );
  });

  it('answers from the primary when the replica is down, refuses a write or cancels for recovery', () => {
    expect(
      isReplicaFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toEqual({
      down: true,
    });
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toEqual({ down: true });
    expect(isReplicaFailure(Object.assign(new Error('shutdown'), { code: '57P01' }))).toEqual({ down: true });
    expect(isReplicaFailure(Object.assign(new Error('read-only'), { code: '25006' }))).toEqual({
      down: false,
    });
    expect(isReplicaFailure(Object.assign(new Error('conflict'), { code: '40001' }))).toEqual({
      down: false,
    });
    // the read's own errors stay its own
    expect(isReplicaFailure(Object.assign(new Error('timeout'), { code: '57014' }))).toBeUndefined();
    expect(isReplicaFailure(new Error('Permission denied.'))).toBeUndefined();
  });

  it('refuses DATABASE_READ_URL without PostgreSQL, or with what is not a postgres URL', () => {
    const primary = 'postgres://db/esl';
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrls).toEqual([]);
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://r1/esl, postgresql://r2/esl' })
        .databaseReadUrls,
    ).toEqual(['postgres://r1/esl', 'postgresql://r2/esl']);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r1/esl' })).toThrow(/PGlite has none/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://r1' })).toThrow(
      /DATABASE_READ_URL must be postgres/,
    );
  });

  it('refuses read replicas beside PGlite at start', async () => {
    await expect(
      buildApp({ config: testConfig({ databaseReadUrls: ['postgres://127.0.0.1:1/esl'] }) }),
    ).rejects.toThrow(/PGlite has none/);
  });
});
