// Which calls a read replica may answer (issue 37): searches and list pages, statistics, custom dashboard queries,
// delivery and battery reads. Their handlers run as replica reads (server/db/readRouting.ts decides per statement);
// every other call, and the guard before any handler, reads the primary, so a session, a task just created or a
// setting just saved is never read from a replica that has not caught up yet.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { replicaReads } from '../db/readRouting.ts';
import { API_PREFIX } from '../plugins/static.ts';

// calls whose names say they search or list (`tag.search`, `tag.batteryHistory` is a search by its path)
const LIST_CALL = /\.(search\w*|\w*Search|list)$/;
const LIST_PATH = /\/search(\/:\w+)?$|^\/status\/store\/pagination\//;
// statistics, dashboard figures and custom queries, delivery and battery reads (their settings excepted)
const AREA_READ = /^\/(stats|delivery|battery(?!\/mail))\//;
const AREA_POST_READ = new Set(['dashboard.figures', 'dashboard.statsQuery']);

/** true when call `name` (METHOD, URL relative to the API base) may read on a replica */
export function isReplicaReadCall(name: string, method: string, url: string): boolean {
  if (AREA_POST_READ.has(name)) return true;
  if (LIST_CALL.test(name) || LIST_PATH.test(url)) return true;
  return method === 'GET' && AREA_READ.test(url);
}

function isReplicaRead(request: FastifyRequest): boolean {
  const { call } = request.routeOptions.config;
  if (!call || !request.routeOptions.url) return false;
  return isReplicaReadCall(call, request.method, request.routeOptions.url.slice(API_PREFIX.length));
}

/** runs the handlers of the replica read calls as replica reads (the hook comes after the guard's) */
export function replicaReadHook(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (isReplicaRead(request)) replicaReads(done);
    else done();
  });
}
