// POST /status/store/{code}/product/search (doc 2 §7 Products): the product table of a store in the table
// conventions (docs/api.md "Tables"): the filters and sorts of schemas/product.schema.json (x-list; today
// filter_prCode, filter_prName contain, filter_layoutId equals, order on prCode (default), prName, layoutId,
// updatedAt); 25 per page; rows with tagCount and tagType (the tag types showing the product, directly or through
// a family ticket). product.read; the guard scopes {code}.
import type { FastifyInstance } from 'fastify';
import { type SearchBody, withListAllowLists } from '../../db/search.ts';
import { tables } from '../../generated/tables.ts';
import { notFound } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { productRead } from './stores.ts';

const OP_NAMES = { '~': 'contains', '==': 'equals' } as const;

/** The filters and sorts of the product table as the schema declares them, for the API description. */
function allowListsText(): string {
  const columns = withListAllowLists(tables.product).columns;
  const filters = columns.flatMap((c) => (c.filter ? [`filter_${c.name} ${OP_NAMES[c.filter]}`] : []));
  const sorts = columns.filter((c) => c.sortable).map((c) => c.name);
  return `${filters.join(', ')}; order ${sorts.join(', ')}`;
}

export default async function productSearchRoutes(app: FastifyInstance): Promise<void> {
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
}
