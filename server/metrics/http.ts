// HTTP requests by route TEMPLATE (`/api/status/store/:storeCode/tag/search`), method and status: never the raw URL,
// so the number of series stays bounded whatever clients send. A request no route matched is `unmatched`.
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

export const UNMATCHED_ROUTE = 'unmatched';

export function httpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'esl_http_request_duration_seconds',
    help: 'HTTP requests answered, by route template, method and status code, and how long they took.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
