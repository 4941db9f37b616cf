// Family products used by tag assignment (doc 2 §7 Products; schemas/familyProduct.schema.json):
//   GET /product/family/findByPrCode/{prCode}/store/{storeCode}   the families containing a product → { data }
//                                                                  (ofProduct)
//   GET /product/family/{fmPrCode}/store/{storeCode}              one family, or 404 (find)
//   GET /product/family/{fmPrCode}/store/                         an empty store: the session's first store (doc 2
//                                                                  §7 'an empty store becomes a default'), by store
//                                                                  code (findInFirstStore)
// product.read or tag.read. The family tables are in routes/status/product.ts and status/store/product.ts, the
// writes in write.ts.
import type { FastifyInstance } from 'fastify';
import type { FamilyRecord } from '../../../../domain/generated/calls.ts';
import type { FamilyProduct } from '../../../../domain/generated/types.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { defineCall } from '../../../http/calls.ts';
import { INVALID_VALUE } from '../../../http/validate.ts';

const READ = { privilege: ['product', 'tag'], access: 'read' as const };

/** a code path parameter trimmed (blank: 400) */
function codeOf(value: string): string {
  const code = value.trim();
  if (!code) throw badRequest(INVALID_VALUE);
  return code;
}

/** a family as the lookups answer it (its time as ISO text) */
export function familyRecord(row: FamilyProduct): FamilyRecord {
  // the driver reads the time as a Date, absent values as null
  const updatedAt = row.updatedAt as unknown as Date | string | null | undefined;
  return {
    storeCode: row.storeCode,
    fmPrCode: row.fmPrCode,
    prCodeList: row.prCodeList ?? [],
    layoutId: row.layoutId ?? null,
    nfc: row.nfc ?? null,
    updatedAt: updatedAt == null ? null : new Date(updatedAt).toISOString(),
  };
}

export default async function productFamilyRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'familyProduct.ofProduct', { guard: READ }, async (request) => {
    const { storeCode } = request.params;
    const prCode = codeOf(request.params.prCode);
    const families = await repos.families.containing(storeCode, prCode);
    return { storeCode, prCode, data: families.map(familyRecord) };
  });

  defineCall(app, 'familyProduct.find', { guard: READ }, async (request) => {
    const family = await repos.families.byCode(request.params.storeCode, codeOf(request.params.fmPrCode));
    if (!family) throw notFound();
    return familyRecord(family);
  });

  defineCall(app, 'familyProduct.findInFirstStore', { guard: READ }, async (request) => {
    const fmPrCode = codeOf(request.params.fmPrCode);
    const store = await repos.families.firstStore(request.principal?.stores);
    const family = store ? await repos.families.byCode(store, fmPrCode) : undefined;
    if (!family) throw notFound();
    return familyRecord(family);
  });
}
