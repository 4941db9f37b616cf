// A store's tags and the tag stats of the stores (doc 1 §2.8 tag status and detail, §3 "Store tag stats", §7
// Status and lists), tag.read:
//   GET  /status/store/tag                   the tag stats of every store of the session (read from the
//                                            maintained statistics, stores without a row yet computed first),
//                                            each row with `tagStatus`, the store's tag status of the map markers
//                                            (domain/tagStoreStatus.ts); the same as a table: pagination.ts, n = 1
//   POST /status/store/{storeCode}/tag/search  the tag detail table (tag.search): filters on status, tagType,
//                                            battStatus, prCode, gwMac, tagId, tagMac, updatedAt range, sort and
//                                            paging in SQL
//   POST /status/store/{storeCode}/tag/list/search  (tag.storeListSearch) optional prCode query, body tagIdList or
//                                            tagMacList: the product screens' and the availability page's lookup
//                                            (a product's tags include the family tickets listing it); tag or
//                                            product read
//   POST /status/store/tag/list/search?prCode=  tag availability across stores (tag.availabilitySearch; doc 1
//                                            §2.8 "Tag availability"): an optional body storeList (an array or a
//                                            comma list) narrows the session's stores (a store outside them: 403)
// The guard scopes {storeCode}. Table conventions, 25 per page.
import type { FastifyInstance } from 'fastify';
import { siteRules } from '../../../../domain/siteRules.ts';
import { tagStoreStatus } from '../../../../domain/tagStoreStatus.ts';
import type {
  TableSearch,
  TagAvailabilitySearchAnswer,
  TagSearchAnswer,
  TagStoreListSearchAnswer,
} from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { badRequest } from '../../../http/errors.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { INVALID_VALUE } from '../../../http/validate.ts';
import { listOf } from '../../../repositories/tags.ts';
import {
  typeMapTexts,
  type StoreTagStats,
  type StoreTagStatsText,
} from '../../../repositories/tagsStoreStats.ts';
import { storeScope } from '../../stats/scope.ts';

const tagRead = { privilege: 'tag', access: 'read' } as const;

export const withTagStatus = (row: StoreTagStats) => ({ ...row, tagStatus: tagStoreStatus(row) });

/**
 * The answer of GET /status/store/tag as JSON text, field by field as its schema has them (StoreTagStats): each
 * store's type maps are put in as PostgreSQL keeps them (at 2,000 stores they are most of a 1.3 MB answer, and
 * parsing them only to write them again took most of the call's time)
 */
export function storeStatsText(rows: StoreTagStatsText[]): string {
  const stores = rows.map((row) => {
    const fields: Omit<StoreTagStats, 'countByType' | 'countNgByType'> = {
      storeCode: row.storeCode,
      storeName: row.storeName ?? '',
      position: row.position && { latitude: row.position.latitude, longitude: row.position.longitude },
      status: row.status,
      tagStatus: tagStoreStatus(row),
      total: row.total,
      success: row.success,
      inprogress: row.inprogress,
      error: row.error,
      lowBattery: row.lowBattery,
      // the statistics row's time as the driver reads it (a Date): written as ISO text
      updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
      todayUpdated: row.todayUpdated,
    };
    const text = JSON.stringify(fields);
    const maps = typeMapTexts(row.typeMaps);
    return `${text.slice(0, -1)},"countByType":${maps.countByType},"countNgByType":${maps.countNgByType}}`;
  });
  return `{"data":[${stores.join(',')}]}`;
}

/** The site's NG filter group (domain/siteRules.ts: the one module of site rules). */
async function ngStatuses(app: FastifyInstance): Promise<string[]> {
  const site = await app.repos.systemConfig.get<string>('site');
  return siteRules({ site }).ngFilterStatuses;
}

/** prCode of the query (or the body), tagIdList and tagMacList of the body. */
function listLookup(query: { prCode?: string }, body: TableSearch) {
  const raw = query.prCode ?? body.prCode;
  const prCode = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  return { prCode, tagIdList: listOf(body.tagIdList), tagMacList: listOf(body.tagMacList) };
}

export default async function storeTagStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const stats = app.repos.tagStoreStats;
  const refresher = app.repos.statsRefresh;

  defineCall(app, 'tag.storeStats', { guard: tagRead }, async (request, reply) => {
    const stores = request.principal?.stores;
    await refresher.ensure(stores);
    return reply
      .type('application/json; charset=utf-8')
      .send(storeStatsText(await stats.allWithMapTexts(stores)));
  });

  defineCall(app, 'tag.search', { guard: tagRead }, async (request) => {
    const [, ng] = await Promise.all([storeExists(app, request.params.storeCode), ngStatuses(app)]);
    return (await repos.tags.searchStore(request.params.storeCode, request.body, ng)) as TagSearchAnswer;
  });

  // the product screens' tag list modal (doc 2 §7) as well as the tag pages
  defineCall(
    app,
    'tag.storeListSearch',
    { guard: { privilege: ['tag', 'product'], access: 'read' } },
    async (request) => {
      const { storeCode } = request.params;
      await storeExists(app, storeCode);
      const lookup = listLookup(request.query, request.body);
      // a product is shown by the tags carrying its code and by the family tickets listing it
      const families = lookup.prCode ? await repos.families.containing(storeCode, lookup.prCode) : [];
      return (await repos.tags.searchList(
        [storeCode],
        { ...lookup, prCode: lookup.prCode && [lookup.prCode, ...families.map((f) => f.fmPrCode)] },
        request.body,
        await ngStatuses(app),
      )) as TagStoreListSearchAnswer;
    },
  );

  defineCall(app, 'tag.availabilitySearch', { guard: tagRead }, async (request) => {
    const body = request.body;
    const lookup = listLookup(request.query, body);
    // a lookup across stores needs something to look up (the page searches only when the code is filled)
    if (!lookup.prCode && !lookup.tagIdList && !lookup.tagMacList) throw badRequest(INVALID_VALUE);
    const stores = storeScope(request, body.storeList);
    return (await app.repos.tags.searchList(
      stores ?? undefined,
      lookup,
      body,
      await ngStatuses(app),
    )) as TagAvailabilitySearchAnswer;
  });
}
