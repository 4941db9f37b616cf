// Product lookups used by tag assignment (doc 2 §7 Products):
//   GET  /product/{prCode}/store/{code}   one product, or 404 'This product does not exist'
//   POST /product/store/{code}/list       products by code list: a JSON array of codes, or { prCodeList }
//                                          → { data: existing products (in the list's order), missing: codes }
// product.read or tag.read (the assign dialog needs them with tag rights only).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = 'validation.invalidValue';
const READ = { privilege: ['product', 'tag'], access: 'read' as const };

const codeList = z
  .array(z.string({ message: invalid }).max(64, invalid), { message: invalid })
  .max(10_000, invalid)
  .transform((list) => [...new Set(list.map((c) => c.trim()).filter(Boolean))]);

const listBody = z.union([codeList, z.object({ prCodeList: codeList }).transform((b) => b.prCodeList)], {
  message: invalid,
});

const oneParams = z.object({ prCode: z.string().trim().min(1, invalid), code: z.string().min(1, invalid) });
const storeParams = z.object({ code: z.string().min(1, invalid) });

export default async function productLookupRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/product/:prCode/store/:code',
    { config: READ, schema: doc('product', 'One product of a store', withAuthHeaders) },
    async (request) => {
      const { prCode, code } = parseBody(oneParams, request.params);
      const product = await repos.products.byCode(code, prCode);
      if (!product) throw notFound(ASSIGN_MESSAGES.productNotExist);
      return product;
    },
  );

  app.post(
    '/product/store/:code/list',
    { config: READ, schema: doc('product', 'The products of a code list that exist', withAuthHeaders) },
    async (request) => {
      const { code } = parseBody(storeParams, request.params);
      const codes = parseBody(listBody, request.body ?? []);
      const data = await repos.products.byCodes(code, codes);
      const found = new Set(data.map((p) => p.prCode));
      return { storeCode: code, data, missing: codes.filter((c) => !found.has(c)) };
    },
  );
}
