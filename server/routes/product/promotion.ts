// Promotions (doc 3 §3, §7 'Settings'; docs/api.md 'Promotions'): setting read to list, setting write to save;
// the store must be one of the account's (the guard checks the `storeCode` parameter).
//   GET /product/promotion/type → { data: [{ type, caption }] }
//   GET /product/promotion/{storeCode} → { storeCode, data: [promotion] } (promotionId order)
//   POST /product/promotion/{storeCode}/search → a table page of the store's promotions
//   POST /product/promotion/{storeCode} { data: [promotion] } → the saved list: the store's list is replaced;
//     each row is checked by schemas/promotion.schema.json, ids once each, the end after the start.
import type { FastifyInstance } from 'fastify';
import { promotionValidators } from '../../../domain/generated/validators.ts';
import type { SearchBody } from '../../db/search.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parseBody, validationMessage } from '../../http/validate.ts';
import { defineCall } from '../../http/calls.ts';
import type { StorePromotions } from '../../../domain/generated/calls.ts';
import { PROMOTION_TYPES } from '../../settings/promotions.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

const read = { privilege: 'setting', access: 'read' } as const;
const write = { privilege: 'setting', access: 'write' } as const;
type Params = { Params: { storeCode: string } };

export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const promotions = app.repos.promotions;
  const store = async (storeCode: string) => {
    if (!(await app.repos.stores.get({ storeCode }))) throw notFound();
  };
  const iso = (value: string | Date | undefined) => (value instanceof Date ? value.toISOString() : value);
  const list = async (storeCode: string): Promise<StorePromotions> => ({
    storeCode,
    data: (await promotions.all({ fixed: { storeCode } }))
      .sort((a, b) => String(a.promotionId).localeCompare(String(b.promotionId)))
      .map((row) => ({
        ...row,
        startDate: iso(row.startDate) ?? '',
        endDate: iso(row.endDate) ?? '',
        updatedAt: iso(row.updatedAt) ?? null,
      })),
  });

  defineCall(app, 'promotion.types', { guard: read }, async () => ({
    data: PROMOTION_TYPES.map((t) => ({ ...t })),
  }));

  defineCall(app, 'promotion.ofStore', { guard: read }, async (request) => {
    await store(request.params.storeCode);
    return list(request.params.storeCode);
  });

  app.post<Params>(
    '/product/promotion/:storeCode/search',
    {
      config: read,
      schema: doc('setting', "A page of a store's promotions", { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      await store(request.params.storeCode);
      const body = { ...((request.body ?? {}) as SearchBody), filter_storeCode: request.params.storeCode };
      return promotions.search({ ...body, condition_storeCode: '==' } as SearchBody);
    },
  );

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
