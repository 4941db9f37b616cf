// Product writes (doc 2 §2 product list actions, §5, §7; product.write, store-scoped by the body's storeCode):
//   (schemas/product.schema.json save, deleteMany, removeUnused)
//   POST /product { taskId, priorTaskId, storeCode, product: [{ prCode, prName?, layoutId, nfc, prInfo }] }
//     create or update through applyProductChanges (source 'console'); the first failing field answers 400
//     'Please enter Product Code' / 'Please enter Layout ID' (productValidators.form.productItem, the modal's
//     rule too) → { storeCode, created, updated, unchanged, taskIds, tagCount, updateId } (200 also when no
//     tag shows the product: tagCount 0, no task)
//   POST /product/delete { storeCode, prCodeList } → { deleted }; 409 when tags still show one of them
//   POST /product/remove/unused { storeCode, prCodeList? } → { deleted }: the listed products (all of the store
//     when the list is absent or empty) that no tag shows
import type { FastifyInstance } from 'fastify';
import { normaliseProductCode } from '../../../domain/assignRules.ts';
import { siteRules } from '../../../domain/siteRules.ts';
import { productValidators } from '../../../domain/generated/validators.ts';
import { badRequest } from '../../http/errors.ts';
import { defineCall, answer } from '../../http/calls.ts';
import { INVALID_VALUE, parseBody } from '../../http/validate.ts';
import { messageBody } from '../../http/messages.ts';
import { applyProductChanges } from '../../products/applyProductChanges.ts';
import { extraOf } from '../../repositories/productFields.ts';
import { deleteProducts, PRODUCTS_SHOWN, removeUnusedProducts } from '../../products/deleteProducts.ts';
import { storeExists } from '../../http/storeScope.ts';
import { codesOf } from './lookup.ts';

const WRITE = { privilege: 'product', access: 'write' } as const;

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export default async function productWriteRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  defineCall(app, 'product.save', { guard: WRITE }, async (request) => {
    const body = request.body;
    const storeCode = body.storeCode.trim();
    if (body.product.length === 0) throw badRequest(INVALID_VALUE);
    // each product by the modal's rule (x-forms.productItem): the first failing field's spec message
    const products = body.product.map((item) => parseBody(productValidators.form.productItem, item));
    await storeExists(app, storeCode);
    const rules = siteRules({ site: await repos.systemConfig.get<string>('site') });
    const result = await applyProductChanges(db, {
      storeCode,
      createdBy: request.principal!.email,
      source: 'console',
      priorTaskId: (body.priorTaskId ?? -1) >= 0 ? body.priorTaskId! : null,
      products: products.map((p) => ({
        prCode: normaliseProductCode(p.prCode, rules),
        // a blank name counts as absent: the stored one stays (a new product takes prInfo[0])
        prName: blankToNull(p.prName) ?? undefined,
        layoutId: p.layoutId.trim(),
        nfc: blankToNull(p.nfc),
        prInfo: p.prInfo ?? [],
        extra: extraOf(p),
      })),
    });
    return { storeCode, ...result };
  });

  defineCall(app, 'product.deleteMany', { guard: WRITE }, async (request, reply) => {
    const storeCode = request.body.storeCode.trim();
    const codes = codesOf(request.body.prCodeList);
    if (codes.length === 0) throw badRequest(INVALID_VALUE);
    await storeExists(app, storeCode);
    const outcome = await deleteProducts(db, storeCode, codes);
    if ('shown' in outcome)
      return answer(reply, 'product.deleteMany', 409, { ...messageBody(PRODUCTS_SHOWN), ...outcome.shown });
    return { storeCode, deleted: outcome.deleted };
  });

  defineCall(app, 'product.removeUnused', { guard: WRITE }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    await storeExists(app, storeCode);
    return {
      storeCode,
      deleted: await removeUnusedProducts(db, storeCode, codesOf(request.body.prCodeList ?? [])),
    };
  });
}
