// External plugin: the database (opened from the configuration unless one is given) with its migrations applied,
// and its read replicas when DATABASE_READ_URL names some (server/db/readRouting.ts decides where a read goes).
// The routes' database: audited (the changes of a write call reach the audit log in their own transactions,
// server/db/auditedDb.ts), routed (reads to replicas), timed (metrics), in that order.
import type { FastifyInstance } from 'fastify';
import { auditedDb } from '../db/auditedDb.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { isPostgresUrl, openDb } from '../db/open.ts';
import { replicaQueryable, routedDb } from '../db/readRouting.ts';
import { ReadReplicas } from '../db/replicas.ts';
import { timedDb } from '../db/timedDb.ts';
import { READ_REPLICAS_NEED_POSTGRES } from '../configReaders.ts';
import { replicaReadHook } from '../http/replicaReads.ts';
import { shared } from './shared.ts';

export const dbPlugin = shared<{ db?: Db }>('db', async (app, options) => {
  const postgres = options.db ? options.db.kind === 'postgres' : isPostgresUrl(app.appConfig.databaseUrl);
  if (app.appConfig.databaseReadUrls.length && !postgres) throw new Error(READ_REPLICAS_NEED_POSTGRES);
  const db = options.db ?? (await openDb(app.appConfig));
  // a database handed in belongs to the caller
  if (!options.db) app.addHook('onClose', async () => db.close());
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  // with metrics on (plugins/metrics.ts, registered before), every statement of the app is timed
  const timed = app.metrics ? timedDb(db, app.metrics.db) : db;
  const replicas = await openReplicas(app, db);
  app.decorate('db', auditedDb(replicas ? routedDb(timed, replicas) : timed));
  app.decorate('readDb', replicas ? replicaQueryable(timed, replicas) : timed);
  app.decorate('readReplicas', replicas);
});

async function openReplicas(app: FastifyInstance, primary: Db): Promise<ReadReplicas | undefined> {
  const config = app.appConfig;
  if (!config.databaseReadUrls.length) return undefined;
  const replicas = await ReadReplicas.open(primary, config.databaseReadUrls, {
    maxLagMs: config.readReplicaMaxLagMs,
    probeMs: config.readReplicaProbeMs,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  app.addHook('onClose', async () => replicas.close());
  replicaReadHook(app);
  app.log.info({ replicas: replicas.states() }, 'read replicas');
  return replicas;
}
