// The product store list and the shared family list (doc 2 §2 /product, §7 Products; docs/api.md "Family
// products"), product.read:
//   GET  /status/product                  every store of the session, for the map, read from the maintained
//                                         statistics (stores without a statistics row are computed first); the
//                                         same as a table: POST /status/store/pagination/2 (store/pagination.ts)
//   POST /status/product/family/search    the families of every store of the session, with storeName;
//                                         filter_storeCode narrows it (a store outside the session: 403)
// A store's products and families: store/product.ts.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { forbidden } from '../../http/errors.ts';
import { defineCall } from '../../http/calls.ts';

export const productRead = { privilege: 'product', access: 'read' } as const;

/** filter_storeCode as a list: a value, a comma list or an array; undefined when absent or blank. */
export function storeFilter(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = list.map((v) => String(v).trim()).filter(Boolean);
  return codes.length ? codes : undefined;
}

export default async function productStoreStatusRoutes(app: FastifyInstance): Promise<void> {
  const stores = app.repos.productStores;
  const refresher = app.repos.statsRefresh;

  defineCall(app, 'productStore.list', { guard: productRead }, async (request) => {
    const scope = request.principal?.stores;
    await refresher.ensure(scope);
    // the statistics row's time as the driver reads it (a Date): written as ISO text
    const rows = await stores.all(scope);
    return {
      data: rows.map((row) => ({
        ...row,
        updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
      })),
    };
  });

  defineCall(app, 'familyProduct.search2', { guard: productRead }, async (request) => {
    const body: SearchBody = { ...request.body };
    const allowed = request.principal?.stores;
    const wanted = storeFilter(body.filter_storeCode);
    if (wanted && allowed && wanted.some((code) => !allowed.includes(code))) throw forbidden();
    body.filter_storeCode = wanted;
    body.condition_storeCode = '==';
    return app.repos.families.searchShared(allowed, body);
  });
}
