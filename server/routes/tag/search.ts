// Tag search of one store (doc 1 §2.8 tag detail, §7 Status and lists): POST /status/store/{code}/tag/search
// (the tag detail table: filters on status, tagType, battStatus, prCode, gwMac, tagId, tagMac, updatedAt range,
// sort and paging in SQL) and POST /status/store/{code}/tag/list/search (optional prCode query, body tagIdList or
// tagMacList: the product screens' and the availability page's lookup; a product's tags include the family
// tickets listing it). tag.read (the list search: tag or product read); the guard scopes {code}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteRules } from '../../../domain/siteRules.ts';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { listOf } from '../../repositories/tags.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

export const tagRead = { privilege: 'tag', access: 'read' } as const;

/** The site's NG filter group (domain/siteRules.ts: the one module of site rules). */
export async function ngStatuses(app: FastifyInstance): Promise<string[]> {
  const site = await app.repos.systemConfig.get<string>('site');
  return siteRules({ site }).ngFilterStatuses;
}

export async function storeExists(app: FastifyInstance, storeCode: string): Promise<void> {
  if (!(await app.repos.stores.exists(storeCode))) throw notFound();
}

/** prCode of the query (or the body), tagIdList and tagMacList of the body. */
export function listLookup(request: FastifyRequest<{ Querystring: { prCode?: string } }>) {
  const body = (request.body ?? {}) as SearchBody;
  const raw = request.query.prCode ?? body.prCode;
  const prCode = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  return { prCode, tagIdList: listOf(body.tagIdList), tagMacList: listOf(body.tagMacList) };
}

const tagSearchBody = {
  ...searchBody,
  description: `${String(searchBody.description)}; filter_status/tagType/gwMac/battStatus take a value, a comma list or an array; filter_status NG = the site's NG group`,
};

export default async function tagSearchRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

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
}
