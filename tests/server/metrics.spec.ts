// Issue 37, Prometheus metrics: GET /metrics is not served without METRICS_TOKEN or METRICS_PORT, needs the bearer
// token on the API port, and answers Prometheus's text format; requests are labelled by route template (never a
// raw URL: no store code in any label), and the database, jobs, queues, websocket, simulator and render families
// follow what the test does; METRICS_PORT serves on 127.0.0.1 alone; a failing database reading never fails a scrape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { queueMetrics } from '../../server/metrics/queues.ts';
import { createMetricsRegistry } from '../../server/metrics/registry.ts';
import type { Backlog } from '../../server/repositories/queueBacklog.ts';
import type { MetricsListener } from '../../server/metrics/listener.ts';
import { startCollectingSocket, type CollectingSocket } from '../../server/ws/collecting.ts';
import { backends, createTestApp, signedInApp, type TestApp } from './helpers.ts';
import { parseExposition, samplesOf, valueOf, type Exposition } from './promText.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const STORE = 'KR001';
/** the mail sender and the webhook sender stay still: the queues keep what the tests put in them */
const QUIET = { mailPollMs: 0, webhookPollMs: 0, webhookAllowHttp: true };

describe('METRICS_TOKEN and METRICS_PORT are checked at start', () => {
  it('reads good values and refuses a short or spaced token and a port out of range', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: token,
      metricsPort: 9464,
    });
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    for (const METRICS_TOKEN of ['short', 'has a space in it somewhere'])
      expect(() => loadConfig({ METRICS_TOKEN })).toThrow(/METRICS_TOKEN/);
    for (const METRICS_PORT of ['0', '65536', 'metrics', '94.5'])
      expect(() => loadConfig({ METRICS_PORT })).toThrow(/METRICS_PORT/);
  });
});

describe('metrics off (neither METRICS_TOKEN nor METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends[0]);
  });
  afterAll(async () => t?.close());

  it('GET /metrics answers 404, with or without a token, and nothing is collected', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
    }
    expect(t.app.metrics).toBeNull();
  });
});

describe.each(backends)('metrics on $name', (backend) => {
  const s = signedInApp(backend, { config: { metricsToken: TOKEN, ...QUIET } });
  const scrape = async (): Promise<Exposition> => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseExposition(response.body);
  };
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers: s.admin, ...(payload ? { payload } : {}) });

  it('401 without the token or with a wrong one; 200 in the text format with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const response = await s.t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const response = await s.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const exposition = parseExposition(response.body);
    // process metrics of this registry
    expect(valueOf(exposition, 'process_start_time_seconds')).toBeGreaterThan(0);
    expect(exposition.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('requests are labelled by route template: no label holds the store code or tag id requested', async () => {
    expect((await api('POST', `/status/store/${STORE}/gw/search`, {})).statusCode).toBe(200);
    expect((await api('GET', `/preview/store/${STORE}/tag/${STORE}000001`)).statusCode).toBe(200);
    expect((await api('GET', `/no/such/route/${STORE}`)).statusCode).toBe(404);
    const exposition = await scrape();
    const count = (route: string, method: string, status: string) =>
      valueOf(exposition, 'esl_http_request_duration_seconds_count', { route, method, status_code: status });
    expect(count('/api/status/store/:storeCode/gw/search', 'POST', '200')).toBeGreaterThanOrEqual(1);
    expect(count('/api/preview/store/:storeCode/tag/:tagId', 'GET', '200')).toBeGreaterThanOrEqual(1);
    expect(count('unmatched', 'GET', '404')).toBeGreaterThanOrEqual(1);
    const labels = exposition.samples.flatMap((sample) => Object.values(sample.labels));
    expect(labels.filter((label) => label.includes(STORE))).toEqual([]);
  });

  it('database: statements timed; the pool (PostgreSQL) or the PGlite thread queue reported', async () => {
    const before = valueOf(await scrape(), 'esl_db_query_duration_seconds_count', { outcome: 'ok' });
    await api('POST', `/status/store/${STORE}/gw/search`, {});
    await s.t.app.db.transaction((tx) => tx.query('SELECT 1'));
    const exposition = await scrape();
    expect(valueOf(exposition, 'esl_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      before,
    );
    expect(
      valueOf(exposition, 'esl_db_transaction_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThan(0);
    if (backend.name === 'postgres') {
      const inUse = valueOf(exposition, 'esl_db_pool_connections', { state: 'in_use' });
      const idle = valueOf(exposition, 'esl_db_pool_connections', { state: 'idle' });
      // the pool opened connections for the calls above; none is used once they are answered
      expect(inUse + idle).toBeGreaterThan(0);
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(valueOf(exposition, 'esl_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else if (s.t.db.usage) {
      expect(valueOf(exposition, 'esl_db_pglite_queue_length')).toBeGreaterThanOrEqual(0);
    }
  });

  it('jobs: a run counts for its job; seconds since the last success come from job_runs', async () => {
    const job = 'retention';
    const before = await scrape();
    const runs = valueOf(before, 'esl_job_runs_total', { job });
    expect(await s.t.app.jobs.attempt(job)).toBe('ran');
    const after = await scrape();
    expect(valueOf(after, 'esl_job_runs_total', { job })).toBe(runs + 1);
    expect(valueOf(after, 'esl_job_failures_total', { job })).toBe(
      valueOf(before, 'esl_job_failures_total', { job }),
    );
    expect(valueOf(after, 'esl_job_run_duration_seconds_count', { job })).toBeGreaterThanOrEqual(1);
    const since = valueOf(after, 'esl_job_seconds_since_last_success', { job });
    expect(Number.isFinite(since)).toBe(true);
    expect(since).toBeGreaterThanOrEqual(0);
    const [row] = await s.t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM now() - max("finishedAt"))::float8 AS seconds FROM job_runs
        WHERE job = $1 AND error IS NULL`,
      [job],
    );
    // read from the database, not from this process: the row's age at the scrape, which came before this read
    expect(since).toBeLessThanOrEqual(row.seconds);
    expect(valueOf(after, 'esl_job_period_seconds', { job })).toBe(s.t.app.appConfig.retentionEveryMs / 1000);
    // a job that never succeeded (none attempted in this test app) reads +Inf
    const never = s.t.app.jobs.jobs.find((j) => j.name === 'battery-mail');
    if (never)
      expect(valueOf(after, 'esl_job_seconds_since_last_success', { job: never.name })).toBe(Infinity);
  });

  it('queues: the depth of the mail outbox and of the webhook queue is the number of unsent rows', async () => {
    const mails = 3;
    for (let i = 0; i < mails; i++)
      await s.t.app.repos.mailOutbox.queue({ to: `metrics${i}@example.com`, subject: 'metrics', body: 'x' });
    const created = await api('POST', '/webhooks', {
      name: 'metrics',
      url: 'http://127.0.0.1:9/hook',
      events: ['webhook.test'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { webhook } = created.json<{ webhook: { id: number } }>();
    for (let i = 0; i < 2; i++)
      expect((await api('POST', `/webhooks/${webhook.id}/test`)).statusCode).toBe(201);
    const unsent = async (table: string) =>
      (
        await s.t.db.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM ${table} WHERE status IN ('pending', 'sending') GROUP BY status`,
        )
      ).reduce((all, row) => ({ ...all, [row.status]: row.n }), { pending: 0, sending: 0 } as Record<
        string,
        number
      >);
    const exposition = await scrape();
    const mail = await unsent('mail_outbox');
    const hooks = await unsent('webhook_delivery');
    expect(mail.pending).toBeGreaterThanOrEqual(mails);
    expect(hooks.pending).toBeGreaterThanOrEqual(2);
    expect(valueOf(exposition, 'esl_queue_depth', { queue: 'mail', status: 'pending' })).toBe(mail.pending);
    expect(valueOf(exposition, 'esl_queue_depth', { queue: 'mail', status: 'sending' })).toBe(mail.sending);
    expect(valueOf(exposition, 'esl_queue_depth', { queue: 'webhook', status: 'pending' })).toBe(
      hooks.pending,
    );
    expect(valueOf(exposition, 'esl_queue_oldest_pending_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(valueOf(exposition, 'esl_metrics_collector_errors_total', { collector: 'mail_queue' })).toBe(0);
  });

  describe('websocket clients, simulator ticks, render jobs', () => {
    let socket: CollectingSocket;
    beforeAll(async () => {
      socket = await startCollectingSocket({ port: 0, host: '127.0.0.1', hub: s.t.app.collectingHub });
    });
    afterAll(async () => socket?.close());

    const waitFor = async (condition: () => Promise<boolean>) => {
      while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
    };
    const clients = async () => valueOf(await scrape(), 'esl_websocket_clients');

    it('a websocket client counts while it is connected', async () => {
      const before = await clients();
      const client = new WebSocket(`ws://127.0.0.1:${socket.port}/`);
      await new Promise((resolve) => client.once('message', resolve));
      expect(await clients()).toBe(before + 1);
      client.close();
      await waitFor(async () => (await clients()) === before);
    });

    it('a simulator tick and a label render are counted', async () => {
      const before = await scrape();
      await s.t.app.simulator.tick();
      expect((await api('GET', `/preview/store/${STORE}/tag/${STORE}000002`)).statusCode).toBe(200);
      const after = await scrape();
      expect(valueOf(after, 'esl_simulator_ticks_total')).toBe(
        valueOf(before, 'esl_simulator_ticks_total') + 1,
      );
      expect(valueOf(after, 'esl_simulator_running')).toBe(0);
      const renders = (e: Exposition) =>
        samplesOf(e, 'esl_render_duration_seconds_count', { outcome: 'ok' }).reduce((n, x) => n + x.value, 0);
      expect(renders(after)).toBeGreaterThan(renders(before));
      expect(valueOf(after, 'esl_render_queue_length')).toBeGreaterThanOrEqual(0);
    });
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  let listener: MetricsListener;
  beforeAll(async () => {
    t = await createTestApp(backends[0], { config: { metricsPort: 0 } });
    listener = await t.app.metrics!.listen(0);
  });
  afterAll(async () => {
    await listener?.close();
    await t?.close();
  });

  it('serves GET /metrics on 127.0.0.1 alone, without a token; the API port answers 404 (no token set)', async () => {
    expect(listener.address).toBe('127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(valueOf(parseExposition(await response.text()), 'process_start_time_seconds')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${listener.port}/api/auth/login`)).status).toBe(404);
    const onApiPort = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    });
    expect(onApiPort.statusCode).toBe(404);
  });
});

describe('a database reading that fails or hangs', () => {
  it('leaves its family out, counts an error, and the scrape still answers', async () => {
    const metrics = createMetricsRegistry(createLogger('silent'));
    queueMetrics(metrics, {
      mail: () => Promise.reject(new Error('database down')),
      webhook: () => new Promise<Backlog>(() => undefined),
    });
    const exposition = parseExposition(await metrics.registry.metrics());
    expect(samplesOf(exposition, 'esl_queue_depth')).toEqual([]);
    expect(samplesOf(exposition, 'esl_queue_oldest_pending_seconds')).toEqual([]);
    // one error per reading and scrape, although two families wait on each
    expect(valueOf(exposition, 'esl_metrics_collector_errors_total', { collector: 'mail_queue' })).toBe(1);
    expect(valueOf(exposition, 'esl_metrics_collector_errors_total', { collector: 'webhook_queue' })).toBe(1);
  });
});
