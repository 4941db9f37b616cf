// METRICS_PORT: GET /metrics alone on a port of the loopback interface (127.0.0.1), for a Prometheus agent on the
// same host or a sidecar; no token there (nothing off the host can connect), everything else answers 404.
import http from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_HOST = '127.0.0.1';
export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  /** the port listened on (the one asked for, or the one given for 0) */
  port: number;
  /** the address listened on: always METRICS_HOST */
  address: string;
  close(): Promise<void>;
}

export async function startMetricsListener(registry: Registry, port: number): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, METRICS_HOST, () => resolve());
  });
  const bound = server.address();
  return {
    port: typeof bound === 'object' && bound ? bound.port : port,
    address: typeof bound === 'object' && bound ? bound.address : METRICS_HOST,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
