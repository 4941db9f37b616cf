// External plugin: Prometheus metrics (issue 37), on when METRICS_TOKEN or METRICS_PORT is set (else nothing is
// collected and GET /metrics answers 404). One registry per app (server/metrics/registry.ts); registered before the
// database so that the app's Db is timed (plugins/db.ts), while the families of the parts registered later (jobs,
// render threads, websocket hub, simulator, queues) are wired once the app is ready. GET /metrics on the API port
// needs the bearer token; METRICS_PORT serves it on 127.0.0.1 alone (started by main, server/metrics/listener.ts).
// Outside the API prefix and the JSON contract: Prometheus's text format, documented in docs/api.md "Metrics".
import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import type { DbTimings } from '../db/timedDb.ts';
import { MESSAGES } from '../http/errors.ts';
import { messageBody } from '../http/messages.ts';
import { bearerMatches } from '../metrics/bearer.ts';
import { dbTimings, dbUsageMetrics } from '../metrics/db.ts';
import { httpMetrics } from '../metrics/http.ts';
import { jobMetrics } from '../metrics/jobs.ts';
import { METRICS_PATH, startMetricsListener, type MetricsListener } from '../metrics/listener.ts';
import { queueMetrics } from '../metrics/queues.ts';
import { createMetricsRegistry } from '../metrics/registry.ts';
import { renderMetrics } from '../metrics/render.ts';
import { simulatorMetrics } from '../metrics/simulator.ts';
import { websocketMetrics } from '../metrics/websocket.ts';
import { shared } from './shared.ts';

export interface AppMetrics {
  registry: Registry;
  /** what times the app's database statements (plugins/db.ts) */
  db: DbTimings;
  /** serves GET /metrics alone on 127.0.0.1:port (METRICS_PORT; 0: any free port) */
  listen(port: number): Promise<MetricsListener>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when metrics are off (neither METRICS_TOKEN nor METRICS_PORT) */
    metrics: AppMetrics | null;
  }
}

export const metricsPlugin = shared('metrics', async (app) => {
  const { metricsToken, metricsPort } = app.appConfig;
  // hidden from the OpenAPI document: not a JSON call of the API (docs/api.md "Metrics")
  const route = { schema: { hide: true } };
  // not served: answered 404 rather than falling to the console's index.html
  const notServed = (reply: FastifyReply) => reply.code(404).send(messageBody(MESSAGES.notFound));
  if (!metricsToken && metricsPort === undefined) {
    app.decorate('metrics', null);
    app.get(METRICS_PATH, route, async (_request, reply) => notServed(reply));
    return;
  }
  const metrics = createMetricsRegistry(app.log);
  const { registry } = metrics;
  app.decorate('metrics', {
    registry,
    db: dbTimings(registry),
    listen: (port) => startMetricsListener(registry, port),
  } satisfies AppMetrics);
  httpMetrics(app, registry);

  const stops: Array<() => void> = [];
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  app.addHook('onReady', async () => {
    const repos = app.repos;
    dbUsageMetrics(registry, app.db);
    queueMetrics(metrics, {
      mail: () => repos.mailOutbox.backlog(),
      webhook: () => repos.webhookDeliveries.backlog(),
    });
    websocketMetrics(registry, app.collectingHub);
    simulatorMetrics(registry, app.simulator);
    stops.push(
      jobMetrics(metrics, app.jobs, () => repos.jobRuns.sinceLastSuccess()),
      renderMetrics(registry, app.renderPool),
    );
  });

  app.get(METRICS_PATH, route, async (request, reply) => {
    if (!metricsToken) return notServed(reply);
    if (!bearerMatches(request.headers.authorization, metricsToken))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(messageBody(MESSAGES.authFailure));
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
