// What this server adds to Fastify's types: route guard options, the session, and the app decorations.
import type { Config } from './config.ts';
import type { Db, Queryable } from './db/db.ts';
import type { ReadReplicas } from './db/replicas.ts';
import type { AppRepositories } from './repositories/index.ts';
import type { RouteGuard, RegisteredRoute } from './auth/guard.ts';
import type { Principal } from './auth/principal.ts';
import type { TimeRangeQuery } from './http/timeRange.ts';

declare module 'fastify' {
  interface FastifyContextConfig extends RouteGuard {
    /** the route's time range in its query string, checked at the edge (http/timeRange.ts) */
    timeRange?: TimeRangeQuery;
    /** the contract call the route answers (server/http/calls.ts) */
    call?: string;
  }

  interface FastifyRequest {
    /** who calls: a session or an API token, resolved by the guard on every non-public route (DESIGN §3a) */
    principal?: Principal;
  }

  interface FastifyInstance {
    appConfig: Config;
    /** the primary; with read replicas, it sends the reads of replica read calls to one (db/readRouting.ts) */
    db: Db;
    /** a healthy read replica, else the primary: reads that may lag (DATABASE_READ_URL) */
    readDb: Queryable;
    /** the read replicas with their health and lag, when DATABASE_READ_URL names some */
    readReplicas?: ReadReplicas;
    repos: AppRepositories;
    /** every API route with its guard, filled at registration */
    routeRegistry: RegisteredRoute[];
    /** now, in ms since the epoch, for two-factor codes (BuildOptions.clock) */
    clock: () => number;
    /** write calls run in their audit context (BuildOptions.audit; false only in the bench's measure) */
    auditsWrites: boolean;
    /** the key of the two-factor secrets; undefined: two-factor unavailable (server/auth/twoFactorKey.ts) */
    twoFactorKey?: Buffer;
  }
}
