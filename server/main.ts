// The server process: configuration, logging, seed, listening (HTTP + collecting websocket), jobs, simulator,
// shutdown.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { DEMO_ACCOUNTS, seedDemo, seedProduction } from './seed/index.ts';
import { startCollectingSocket } from './ws/collecting.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  const app = await buildApp({ config, logger });

  if (config.demo) {
    const started = Date.now();
    const { seeded } = await seedDemo(app.db, { seed: config.simSeed });
    app.log.info({ seeded, ms: Date.now() - started }, seeded ? 'demo data seeded' : 'demo data present');
  } else {
    const admin = await seedProduction(app.db, config);
    if (admin === 'missing')
      app.log.warn('no account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one');
    if (admin === 'created') app.log.info({ email: config.adminEmail }, 'first super account created');
  }

  await app.listen({ port: config.port, host: config.host });
  // the collection websocket also on WS_PORT (doc 1 §4: 8801), over the hub the API serves at /api/ws
  const socket = await startCollectingSocket({
    port: config.wsPort,
    host: config.host,
    hub: app.collectingHub,
  });
  // METRICS_PORT: GET /metrics alone on 127.0.0.1 (server/metrics/listener.ts)
  const metricsListener =
    app.metrics && config.metricsPort !== undefined
      ? await app.metrics.listen(config.metricsPort)
      : undefined;
  // the server's jobs run whatever SIM says; each job and the simulator run in one instance of the database
  app.jobs.start();
  if (config.sim) app.simulatorLease.start();

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  ESL console   http://${shown}:${config.port}/`,
    `  API docs      http://${shown}:${config.port}/api/docs`,
    `  Websocket     ws://${shown}:${socket.port}/ and ws://${shown}:${config.port}/api/ws`,
    `  Database      ${app.db.kind}${config.databaseUrl ? '' : ` (${config.dataDir})`}`,
  ];
  if (metricsListener)
    lines.push(`  Metrics       http://${metricsListener.address}:${metricsListener.port}/metrics`);
  if (config.demo) {
    lines.push('', '  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(22)} ${account.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await socket.close();
      await metricsListener?.close();
      await app.close();
      app.log.info('stopped');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
