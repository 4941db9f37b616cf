// The exception lists of a store (doc 1 §7): GET /store/{store}/list/tag/error|noproduct|lowbattery|duplicate,
// tag read, store-scoped by the guard. Query: start, length (-1 = all; default 25), dir (asc|desc by tagId).
// Answer: { recordsTotal, recordsFiltered, data } as every table of docs/api.md.
import type { FastifyInstance } from 'fastify';
import { parsePaging } from '../../db/search.ts';
import { StatsExceptionsRepository, TAG_LIST_KINDS } from '../../repositories/statsExceptions.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const PAGE = 25;

export default async function storeTagListRoutes(app: FastifyInstance): Promise<void> {
  const exceptions = new StatsExceptionsRepository(app.db);
  for (const kind of TAG_LIST_KINDS) {
    app.get<{ Params: { store: string }; Querystring: { start?: string; length?: string; dir?: string } }>(
      `/store/:store/list/tag/${kind}`,
      {
        config: { privilege: 'tag', access: 'read' },
        schema: doc('stats', `The ${kind} tags of a store, paged (start, length, dir)`, {
          ...withAuthHeaders,
          querystring: {
            type: 'object',
            properties: { start: { type: 'string' }, length: { type: 'string' }, dir: { type: 'string' } },
          },
        }),
      },
      async (request) => {
        const { offset, limit } = parsePaging(request.query, PAGE);
        return exceptions.list(request.params.store, kind, offset, limit, request.query.dir === 'desc');
      },
    );
  }
}
