// Promotions (doc 3 §3, §7 'Settings'; docs/api.md 'Promotions'): setting read to list, setting write to save;
// the store must be one of the account's (the guard checks the `storeCode` parameter).
//   GET /product/promotion/type → { data: [{ type, caption }] }
//   GET /product/promotion/{storeCode} → { storeCode, data: [promotion] } (promotionId order)
//   POST /product/promotion/{storeCode}/search → a table page of the store's promotions
//   POST /product/promotion/{storeCode} { data: [promotion] } → the saved list: the store's list is replaced;
//     each row is checked by schemas/promotion.schema.json, ids once each, the end after the start.
import type { FastifyInstance } from 'fastify';
import { promotionValidators } from '../../../domain/generated/validators.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parseBody, validationMessage } from '../../http/validate.ts';
import { defineCall } from '../../http/calls.ts';
import type { StorePromotion, StorePromotions } from '../../../domain/generated/calls.ts';
import { PROMOTION_TYPES } from '../../settings/promotions.ts';
import type { PromotionRow } from '../../repositories/promotions.ts';

const read = { privilege: 'setting', access: 'read' } as const;
const write = { privilege: 'setting', access: 'write' } as const;

export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const promotions = app.repos.promotions;
  const store = async (storeCode: string) => {
    if (!(await app.repos.stores.get({ storeCode }))) throw notFound();
  };
  const iso = (value: string | Date | undefined) => (value instanceof Date ? value.toISOString() : value);
  /** a promotion as the answers give it: its dates as ISO text */
  const answerRow = (row: PromotionRow): StorePromotion => ({
    ...row,
    startDate: iso(row.startDate) ?? '',
    endDate: iso(row.endDate) ?? '',
    updatedAt: iso(row.updatedAt) ?? null,
  });
  const list = async (storeCode: string): Promise<StorePromotions> => ({
    storeCode,
    data: (await promotions.all({ fixed: { storeCode } }))
      .sort((a, b) => String(a.promotionId).localeCompare(String(b.promotionId)))
      .map(answerRow),
  });

  defineCall(app, 'promotion.types', { guard: read }, async () => ({
    data: PROMOTION_TYPES.map((t) => ({ ...t })),
  }));

  defineCall(app, 'promotion.ofStore', { guard: read }, async (request) => {
    await store(request.params.storeCode);
    return list(request.params.storeCode);
  });

  defineCall(app, 'promotion.search', { guard: read }, async (request) => {
    await store(request.params.storeCode);
    const page = await promotions.search({
      ...request.body,
      filter_storeCode: request.params.storeCode,
      condition_storeCode: '==',
    });
    return { ...page, data: page.data.map(answerRow) };
  });

  defineCall(app, 'promotion.save', { guard: write }, async (request) => {
    const { storeCode } = request.params;
    await store(storeCode);
    const entries = request.body.data;
    const seen = new Set<string>();
    const rows = entries.map((entry: unknown) => {
      const row = parseBody(promotionValidators.api.create, {
        ...(entry as object),
        storeCode,
      }) as Record<string, unknown>;
      if (new Date(String(row.endDate)) <= new Date(String(row.startDate)))
        throw badRequest(validationMessage('validation.promotionPeriodOrder'));
      if (seen.has(String(row.promotionId))) throw badRequest(validationMessage('validation.invalidValue'));
      seen.add(String(row.promotionId));
      return row;
    });
    await app.db.transaction((tx) => promotions.with(tx).replaceStore(storeCode, rows));
    return list(storeCode);
  });
}
