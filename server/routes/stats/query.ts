// Custom dashboards' figures (issue 26, docs/api.md 'Custom dashboards'):
//   GET /stats/query/catalogue → the entities and fields a panel may query (those the session may read)
//   POST /stats/query StatsQuery → { rows: [{ key, value }], truncated, groupBy }
// The query is checked against the generated allow-lists (server/stats/query/parse.ts) and compiled to SQL by its
// repository (server/repositories/statsQuery/); the session's store scope always applies (stores outside it:
// 403), the entity's privilege area must be readable (403), and the statement runs under STATS_QUERY_TIMEOUT_MS
// (a cancelled one answers 503; on PGlite a plan priced over it is refused with the same 503 before it runs,
// server/stats/query/costBudget.ts). What a query may ask is bounded by parse.ts (filter values, their length) and
// its body by STATS_QUERY_BODY_LIMIT (413 above).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_LIMIT } from '../../http/limits.ts';
import { allows } from '../../auth/privileges.ts';
import { statsEntities } from '../../generated/statsEntities.ts';
import { defineCall } from '../../http/calls.ts';
import { forbidden } from '../../http/errors.ts';
import { catalogue } from '../../stats/query/catalogue.ts';
import { compileStatsQuery } from '../../repositories/statsQuery/compile.ts';
import { runStatsQuery } from '../../repositories/statsQuery/run.ts';
import { parseStatsQuery } from '../../stats/query/parse.ts';

import { storeScope } from './scope.ts';

const read = { privilege: 'custom_dashboard', access: 'read' } as const;

/** 1 MiB: 10,000 store codes (a chain's store list at its bound) fit with room */
export const STATS_QUERY_BODY_LIMIT = DEFAULT_BODY_LIMIT;

export default async function statsQueryRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'dashboard.catalogue', { guard: read }, async (request) =>
    catalogue(statsEntities, request.principal!.privilege),
  );

  defineCall(
    app,
    'dashboard.statsQuery',
    { guard: read, route: { bodyLimit: STATS_QUERY_BODY_LIMIT } },
    async (request) => {
      const query = parseStatsQuery(request.body, statsEntities);
      if (!allows(request.principal!.privilege, query.entity.privilege, 'read')) throw forbidden();
      const scope = storeScope(request, query.stores);
      return runStatsQuery(app.db, query, compileStatsQuery(query, scope), app.appConfig.statsQueryTimeoutMs);
    },
  );
}
