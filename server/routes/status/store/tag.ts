// A store's tags and the tag stats of the stores (doc 1 §2.8 tag status and detail, §3 "Store tag stats", §7
// Status and lists), tag.read:
//   GET  /status/store/tag                   the tag stats of every store of the session (read from the
//                                            maintained statistics, stores without a row yet computed first),
//                                            each row with `tagStatus`, the store's tag status of the map markers
//                                            (domain/tagStoreStatus.ts); the same as a table: pagination.ts, n = 1
//   POST /status/store/{code}/tag/search     the tag detail table: filters on status, tagType, battStatus, prCode,
//                                            gwMac, tagId, tagMac, updatedAt range, sort and paging in SQL
//   POST /status/store/{code}/tag/list/search  optional prCode query, body tagIdList or tagMacList: the product
//                                            screens' and the availability page's lookup (a product's tags include
//                                            the family tickets listing it); tag or product read
//   POST /status/store/tag/list/search?prCode=  tag availability across stores (doc 1 §2.8 "Tag availability"):
//                                            an optional body storeList (an array or a comma list) narrows the
//                                            session's stores (a store outside them: 403)
// The guard scopes {code}. Table conventions, 25 per page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteRules } from '../../../../domain/siteRules.ts';
import { tagStoreStatus } from '../../../../domain/tagStoreStatus.ts';
import type { SearchBody } from '../../../db/search.ts';
import { defineCall } from '../../../http/calls.ts';
import { badRequest } from '../../../http/errors.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { INVALID_VALUE } from '../../../http/validate.ts';
import { listOf } from '../../../repositories/tags.ts';
import { type StoreTagStats } from '../../../repositories/tagsStoreStats.ts';
import { storeScope } from '../../stats/scope.ts';
import { doc, searchBody, withAuthHeaders } from '../../docs.ts';

const tagRead = { privilege: 'tag', access: 'read' } as const;

export const withTagStatus = (row: StoreTagStats) => ({ ...row, tagStatus: tagStoreStatus(row) });

/** The site's NG filter group (domain/siteRules.ts: the one module of site rules). */
async function ngStatuses(app: FastifyInstance): Promise<string[]> {
  const site = await app.repos.systemConfig.get<string>('site');
  return siteRules({ site }).ngFilterStatuses;
}

/** prCode of the query (or the body), tagIdList and tagMacList of the body. */
function listLookup(request: FastifyRequest<{ Querystring: { prCode?: string } }>) {
  const body = (request.body ?? {}) as SearchBody;
  const raw = request.query.prCode ?? body.prCode;
  const prCode = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  return { prCode, tagIdList: listOf(body.tagIdList), tagMacList: listOf(body.tagMacList) };
}

const tagSearchBody = {
  ...searchBody,
  description: `${String(searchBody.description)}; filter_status/tagType/gwMac/battStatus take a value, a comma list or an array; filter_status NG = the site's NG group`,
};

export default async function storeTagStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const stats = app.repos.tagStoreStats;
  const refresher = app.repos.statsRefresh;

  defineCall(app, 'tag.storeStats', { guard: tagRead }, async (request) => {
    const stores = request.session?.stores;
    await refresher.ensure(stores);
    // the statistics row's time as the driver reads it (a Date): written as ISO text
    return {
      data: (await stats.all(stores)).map((row) =>
        withTagStatus({
          ...row,
          updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
        }),
      ),
    };
  });

  app.post<{ Params: { code: string } }>(
    '/status/store/:code/tag/search',
    {
      config: tagRead,
      schema: doc('tag', 'Tags of a store (table conventions; 25 per page)', {
        body: tagSearchBody,
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const [, ng] = await Promise.all([storeExists(app, request.params.code), ngStatuses(app)]);
      return repos.tags.searchStore(request.params.code, (request.body ?? {}) as SearchBody, ng);
    },
  );

  app.post<{ Params: { code: string }; Querystring: { prCode?: string } }>(
    '/status/store/:code/tag/list/search',
    {
      // the product screens' tag list modal (doc 2 §7) as well as the tag pages
      config: { privilege: ['tag', 'product'], access: 'read' },
      schema: doc('tag', 'Tags of a store by product code (query prCode) or body tagIdList / tagMacList', {
        body: tagSearchBody,
        querystring: { type: 'object', properties: { prCode: { type: 'string' } } },
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      await storeExists(app, request.params.code);
      const lookup = listLookup(request);
      // a product is shown by the tags carrying its code and by the family tickets listing it
      const families = lookup.prCode
        ? await repos.families.containing(request.params.code, lookup.prCode)
        : [];
      return repos.tags.searchList(
        [request.params.code],
        { ...lookup, prCode: lookup.prCode && [lookup.prCode, ...families.map((f) => f.fmPrCode)] },
        (request.body ?? {}) as SearchBody,
        await ngStatuses(app),
      );
    },
  );

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
