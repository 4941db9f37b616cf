// Product writes (doc 2 §2 product list actions, §5, §7; product.write, store-scoped by the body's storeCode):
//   POST /product { taskId, priorTaskId, storeCode, product: [{ prCode, prName?, layoutId, nfc, prInfo }] }
//     create or update through applyProductChanges (source 'console'); the first failing field answers 400
//     'Please enter Product Code' / 'Please enter Layout ID' (productValidators.form.productItem, the modal's
//     rule too) → { storeCode, created, updated, unchanged, taskIds, tagCount, updateId } (200 also when no
//     tag shows the product: tagCount 0, no task)
//   POST /product/delete { storeCode, prCodeList } → { deleted }; 409 when tags still show one of them
//   POST /product/remove/unused { storeCode, prCodeList? } → { deleted }: the listed products (all of the store
//     when the list is absent or empty) that no tag shows
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normaliseProductCode } from '../../../domain/assignRules.ts';
import { siteRules } from '../../../domain/siteRules.ts';
import { productValidators } from '../../../domain/generated/validators.ts';
import { parseBody } from '../../http/validate.ts';
import { messageBody } from '../../http/messages.ts';
import { applyProductChanges } from '../../products/applyProductChanges.ts';
import { extraOf } from '../../repositories/productFields.ts';
import { deleteProducts, PRODUCTS_SHOWN, removeUnusedProducts } from '../../products/deleteProducts.ts';
import { storeExists } from '../../http/storeScope.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = 'validation.invalidValue';
const WRITE = { privilege: 'product', access: 'write' } as const;

const storeCode = z.string({ message: invalid }).trim().min(1, invalid);
const codeList = z
  .array(z.string({ message: invalid }).max(64, invalid), { message: invalid })
  .transform((list) => [...new Set(list.map((c) => c.trim()).filter(Boolean))]);

const productBody = z.object({
  taskId: z.unknown().optional(),
  priorTaskId: z.coerce.number({ message: invalid }).int(invalid).nullish(),
  storeCode,
  product: z.array(productValidators.form.productItem, { message: invalid }).min(1, invalid),
});
const deleteBody = z.object({ storeCode, prCodeList: codeList.refine((l) => l.length > 0, invalid) });
const unusedBody = z.object({ storeCode, prCodeList: codeList.nullish() });

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export default async function productWriteRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  app.post(
    '/product',
    {
      config: WRITE,
      schema: doc(
        'product',
        'Create or update products of a store (an update task for the tags showing them)',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = parseBody(productBody, request.body);
      await storeExists(app, body.storeCode);
      const rules = siteRules({ site: await repos.systemConfig.get<string>('site') });
      const result = await applyProductChanges(db, {
        storeCode: body.storeCode,
        createdBy: request.session!.email,
        source: 'console',
        priorTaskId: (body.priorTaskId ?? -1) >= 0 ? body.priorTaskId : null,
        products: body.product.map((p) => ({
          prCode: normaliseProductCode(p.prCode, rules),
          // a blank name counts as absent: the stored one stays (a new product takes prInfo[0])
          prName: blankToNull(p.prName) ?? undefined,
          layoutId: p.layoutId.trim(),
          nfc: blankToNull(p.nfc),
          prInfo: p.prInfo ?? [],
          extra: extraOf(p),
        })),
      });
      return { storeCode: body.storeCode, ...result };
    },
  );

  app.post(
    '/product/delete',
    {
      config: WRITE,
      schema: doc(
        'product',
        'Delete products of a store (409 when tags still show one of them)',
        withAuthHeaders,
      ),
    },
    async (request, reply) => {
      const body = parseBody(deleteBody, request.body);
      await storeExists(app, body.storeCode);
      const outcome = await deleteProducts(db, body.storeCode, body.prCodeList);
      if ('shown' in outcome)
        return reply.code(409).send({ ...messageBody(PRODUCTS_SHOWN), ...outcome.shown });
      return { storeCode: body.storeCode, deleted: outcome.deleted };
    },
  );

  app.post(
    '/product/remove/unused',
    {
      config: WRITE,
      schema: doc(
        'product',
        'Delete the products (listed, or all of the store) that no tag shows',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = parseBody(unusedBody, request.body);
      await storeExists(app, body.storeCode);
      return {
        storeCode: body.storeCode,
        deleted: await removeUnusedProducts(db, body.storeCode, body.prCodeList ?? []),
      };
    },
  );
}
