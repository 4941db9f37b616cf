// The family product tables (doc 2 §2, §7 Products; docs/api.md "Family products"), product.read:
//   POST /status/store/{code}/product/family/search   the families of one store (the guard scopes {code})
//   POST /status/product/family/search                 the shared list: the families of every store of the
//                                                      session, with storeName; filter_storeCode narrows it
// Table conventions, 25 per page, default order fmPrCode. Filters: filter_fmPrCode (contains), filter_prCode
// (families whose prCodeList holds that code), filter_layoutId (equals), filter_startDate/EndDate on updatedAt.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { forbidden } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { storeExists } from '../tag/search.ts';

const productRead = { privilege: 'product', access: 'read' } as const;

const familySearchBody = {
  ...searchBody,
  description: `${String(searchBody.description)}; filter_fmPrCode (contains), filter_prCode (in prCodeList), filter_layoutId (equals)`,
};

/** filter_storeCode as a list: a value, a comma list or an array; undefined when absent or blank. */
export function storeFilter(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = list.map((v) => String(v).trim()).filter(Boolean);
  return codes.length ? codes : undefined;
}

export default async function familySearchRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.post<{ Params: { code: string } }>(
    '/status/store/:code/product/family/search',
    {
      config: productRead,
      schema: doc('product', 'Family products of a store (table conventions; 25 per page)', {
        body: familySearchBody,
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      await storeExists(app, request.params.code);
      return repos.families.searchStore(request.params.code, (request.body ?? {}) as SearchBody);
    },
  );

  app.post(
    '/status/product/family/search',
    {
      config: productRead,
      schema: doc('product', 'Family products of every store of the session, with storeName (shared list)', {
        body: {
          ...familySearchBody,
          description: `${familySearchBody.description}; filter_storeCode: a store code, a comma list or an array`,
        },
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const body = { ...((request.body ?? {}) as SearchBody) };
      const allowed = request.session?.stores;
      const wanted = storeFilter(body.filter_storeCode);
      if (wanted && allowed && wanted.some((code) => !allowed.includes(code))) throw forbidden();
      body.filter_storeCode = wanted;
      body.condition_storeCode = '==';
      return repos.families.searchShared(allowed, body);
    },
  );
}
