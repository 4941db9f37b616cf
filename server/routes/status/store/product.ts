// A store's products and families (doc 2 §7 Products; docs/api.md "Tables", "Family products"), product.read;
// the guard scopes {code}; table conventions, 25 per page:
//   POST /status/store/{code}/product/search          the product table: the filters and sorts of
//        schemas/product.schema.json (x-list; today filter_prCode, filter_prName contain, filter_layoutId
//        equals, order on prCode (default), prName, layoutId, updatedAt); rows with tagCount and tagType (the
//        tag types showing the product, directly or through a family ticket)
//   POST /status/store/{code}/product/family/search   the store's families, default order fmPrCode; filters
//        filter_fmPrCode (contains), filter_prCode (families whose prCodeList holds that code), filter_layoutId
//        (equals), filter_startDate/EndDate on updatedAt
// The shared family list of every store: routes/status/product.ts.
import type { FastifyInstance } from 'fastify';
import { type SearchBody, withListAllowLists } from '../../../db/search.ts';
import { tables } from '../../../generated/tables.ts';
import { notFound } from '../../../http/errors.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { doc, searchBody, withAuthHeaders } from '../../docs.ts';
import { familySearchBody, productRead } from '../product.ts';

const OP_NAMES = { '~': 'contains', '==': 'equals' } as const;

/** The filters and sorts of the product table as the schema declares them, for the API description. */
function allowListsText(): string {
  const columns = withListAllowLists(tables.product).columns;
  const filters = columns.flatMap((c) => (c.filter ? [`filter_${c.name} ${OP_NAMES[c.filter]}`] : []));
  const sorts = columns.filter((c) => c.sortable).map((c) => c.name);
  return `${filters.join(', ')}; order ${sorts.join(', ')}`;
}

export default async function storeProductStatusRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { code: string } }>(
    '/status/store/:code/product/search',
    {
      config: productRead,
      schema: doc('product', 'Products of a store (table conventions; 25 per page)', {
        body: {
          ...searchBody,
          description: `${String(searchBody.description)}; ${allowListsText()}`,
        },
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const found = await app.repos.products.searchStore(
        request.params.code,
        (request.body ?? {}) as SearchBody,
      );
      if (!found) throw notFound();
      return found;
    },
  );

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
      return app.repos.families.searchStore(request.params.code, (request.body ?? {}) as SearchBody);
    },
  );
}
