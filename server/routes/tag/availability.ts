// Tag availability across stores (doc 1 §2.8 "Tag availability"): POST /status/store/tag/list/search?prCode=
// with an optional body storeList (an array or a comma list) narrowing the session's stores (a store outside
// them: 403); the per-store form is POST /status/store/{code}/tag/list/search (routes/tag/search.ts).
// tag.read; table conventions, 25 per page.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { badRequest } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { storeScope } from '../stats/scope.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { listLookup, ngStatuses, tagRead } from './search.ts';

export default async function tagAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Querystring: { prCode?: string } }>(
    '/status/store/tag/list/search',
    {
      config: tagRead,
      schema: doc('tag', 'Tags of the session stores (or body storeList) by product code or tag lists', {
        body: searchBody,
        querystring: { type: 'object', properties: { prCode: { type: 'string' } } },
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const body = (request.body ?? {}) as SearchBody;
      const lookup = listLookup(request);
      // a lookup across stores needs something to look up (the page searches only when the code is filled)
      if (!lookup.prCode && !lookup.tagIdList && !lookup.tagMacList) throw badRequest(INVALID_VALUE);
      const stores = storeScope(request, body.storeList);
      return app.repos.tags.searchList(stores ?? undefined, lookup, body, await ngStatuses(app));
    },
  );
}
