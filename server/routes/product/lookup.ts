// Product lookups used by tag assignment (doc 2 §7 Products; schemas/product.schema.json find, byCodes):
//   GET  /product/{prCode}/store/{storeCode}   one product, or 404 'This product does not exist'
//   POST /product/store/{storeCode}/list       products by code list: a JSON array of codes, or { prCodeList }
//                                               → { data: existing products (in the list's order), missing: codes }
// product.read or tag.read (the assign dialog needs them with tag rights only).
import type { FastifyInstance } from 'fastify';
import type { ProductFound } from '../../../domain/generated/calls.ts';
import type { ProductRecord } from '../../../domain/generated/rows.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { defineCall } from '../../http/calls.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';

const READ = { privilege: ['product', 'tag'], access: 'read' as const };

/** codes trimmed, blank ones and repeats left out */
export const codesOf = (list: string[]): string[] => [...new Set(list.map((c) => c.trim()).filter(Boolean))];

/** a stored product as the lookups answer it (its time as ISO text) */
export function productFound(row: ProductRecord): ProductFound {
  return { ...row, updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString() };
}

export default async function productLookupRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'product.find', { guard: READ }, async (request) => {
    const { storeCode } = request.params;
    const prCode = request.params.prCode.trim();
    if (!prCode) throw badRequest(INVALID_VALUE);
    const product = await repos.products.byCode(storeCode, prCode);
    if (!product) throw notFound(ASSIGN_MESSAGES.productNotExist);
    return productFound(product);
  });

  defineCall(app, 'product.byCodes', { guard: READ }, async (request) => {
    const { storeCode } = request.params;
    const body = request.body;
    const codes = codesOf(Array.isArray(body) ? body : body.prCodeList);
    const data = await repos.products.byCodes(storeCode, codes);
    const found = new Set(data.map((p) => p.prCode));
    return { storeCode, data: data.map(productFound), missing: codes.filter((c) => !found.has(c)) };
  });
}
