// Builds the Fastify app as plugins in order: external (db, sensible, swagger) → app (repositories, simulator)
// → routes under /api behind the guard; plus the built console. main.ts owns listening; tests use inject().
import { randomUUID } from 'node:crypto';
import sensible from '@fastify/sensible';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { edgeChecks } from './http/edge.ts';
import { answerOf, setRetryAfterSeconds, type HttpError } from './http/errors.ts';
import { httpErrorOf } from './http/domainErrors.ts';
import { bodyLimits, DEFAULT_BODY_LIMIT } from './http/limits.ts';
import { createLogger } from './logger.ts';
import { collectingPlugin } from './plugins/collecting.ts';
import { dbPlugin } from './plugins/db.ts';
import { instancePlugin } from './plugins/instance.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { webhooksPlugin } from './plugins/webhooks.ts';
import { renderPoolPlugin } from './plugins/renderPool.ts';
import { scriptsPlugin } from './plugins/scripts.ts';
import { repositoriesPlugin } from './plugins/repositories.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { serverLogsPlugin } from './plugins/serverLogs.ts';
import { simulatorPlugin } from './plugins/simulator.ts';
import { API_PREFIX, staticPlugin } from './plugins/static.ts';
import { storagePlugin } from './plugins/storage.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { answerCheck, checksAnswers } from './http/answerCheck.ts';
import { contractRoutes } from './http/calls.ts';
import { registerSharedSchemas, validatorCompiler } from './http/callSchemas.ts';
import { buildSerializer } from './http/serializers.ts';
import { setOutgoingAllowList } from './net/outgoingHttp.ts';
import { apiRoutes } from './routes/index.ts';
import { twoFactorKeyOf } from './auth/twoFactorKey.ts';

export interface BuildOptions {
  config: Config;
  /** a database opened by the caller (tests); otherwise opened from the configuration and closed with the app */
  db?: Db;
  logger?: Logger;
  /** more API route plugins, registered behind the guard after the built-in ones (e.g. `entityRoutes(...)`) */
  routes?: FastifyPluginAsync[];
  /** the time two-factor codes are checked at (ms since the epoch): tests move it instead of waiting */
  clock?: () => number;
  /** false: write calls run without their audit context, so nothing reaches the audit log. Only the bench's measure
   * of what the audit adds to a write sets it (scripts/bench/audit.ts); no setting of the configuration does: every
   * server audits. */
  audit?: false;
}

export async function buildApp({
  config,
  db,
  logger,
  routes = [],
  clock = Date.now,
  audit,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    routerOptions: { ignoreTrailingSlash: true },
    // behind reverse proxies (TRUST_PROXY) request.ip is the client's address from X-Forwarded-For
    trustProxy: config.trustProxy,
    // JSON bodies are small; the routes that take lists or files have their own limit (http/limits.ts)
    bodyLimit: DEFAULT_BODY_LIMIT,
    // the database plugin applies pending migrations at start; an index on a large fleet takes minutes
    pluginTimeout: 30 * 60_000,
    // the answers' serializers are compiled once per process (http/serializers.ts)
    schemaController: { compilersFactory: { buildSerializer } },
    // unique across instances: the audit log ties the rows of one request together by it (server/audit)
    genReqId: () => randomUUID(),
  });
  // the request's id in its answer: what an operator quotes to find the request in the logs and the audit log
  app.addHook('onSend', async (request, reply) => void reply.header('X-Request-Id', request.id));
  // the contract's routes are validated from their schemas, once, at the edge (http/callSchemas.ts)
  app.setValidatorCompiler(validatorCompiler(contractRoutes));
  registerSharedSchemas(app);
  if (checksAnswers()) answerCheck(app);
  app.decorate('appConfig', config);
  // the one way out's allow list is the process's (server/net/outgoingHttp.ts): the app built sets it
  setOutgoingAllowList(config.outgoingAllowNetworks);
  setRetryAfterSeconds(config.retryAfterSeconds);
  app.decorate('routeRegistry', []);
  app.decorate('clock', clock);
  app.decorate('auditsWrites', audit !== false);
  app.decorate('twoFactorKey', twoFactorKeyOf(config));
  if (!app.twoFactorKey)
    app.log.warn('two-factor sign-in is unavailable: set TWO_FACTOR_KEY (the same on every instance)');

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body, headers } = answerOf(httpErrorOf(error));
    // a 503 (database out of reach, load limits, a cancelled statement) is a state to wait out, not a fault
    if (status === 503) request.log.warn({ err: error }, 'request answered 503');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (headers) void reply.headers(headers);
    return reply.code(status).send(body);
  });
  edgeChecks(app);
  bodyLimits(app);

  // external (metrics first: they time the database's statements and every route's requests)
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { db });
  await app.register(sensible);
  await app.register(securityHeadersPlugin);
  await app.register(swaggerPlugin);
  // app
  await app.register(repositoriesPlugin);
  await app.register(collectingPlugin);
  await app.register(storagePlugin);
  await app.register(scriptsPlugin);
  await app.register(renderPoolPlugin);
  await app.register(simulatorPlugin);
  await app.register(instancePlugin);
  await app.register(serverLogsPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(webhooksPlugin);
  // routes
  await app.register(apiRoutes, { prefix: API_PREFIX, extra: routes });
  await app.register(staticPlugin);
  await app.ready();
  return app;
}
