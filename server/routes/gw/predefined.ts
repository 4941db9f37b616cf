// Predefined gateway configurations (doc 1 §2.7, §5, §7 Gateways): POST /gw/predefined takes the CSV rows
// parsed by the console (JSON array, or { rows }) and answers { count } (rows written); GET
// /gw/predefined/search lists them (25 per page, query parameters in the table conventions). Each row is
// checked by the gateway schema's `predefined` form; a row of a store outside the session's list gives 403, and
// so does a row whose MAC is stored for such a store (it can be neither moved nor overwritten).
// DELETE /gw/predefined/{gwMac} removes a row of a store in scope: every row can be deleted by someone.
import type { FastifyInstance } from 'fastify';
import type { GatewayPredefinedCreateBody } from '../../../domain/generated/calls.ts';
import { gatewayValidators } from '../../../domain/generated/validators.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_FILE_FORMAT } from '../../http/uploadForm.ts';
import { parseBody } from '../../http/validate.ts';
import type { PredefinedRow } from '../../repositories/gatewaysConfig.ts';
import { orderFromQuery } from '../../db/search.ts';
import { assertStoreInScope } from './scope.ts';

/** doc 1 §9: 25 per page for the predefined configuration */
export const PREDEFINED_PAGE_SIZE = 25;

function rowsOf(body: GatewayPredefinedCreateBody): unknown[] {
  const rows = Array.isArray(body) ? body : body.rows;
  if (!Array.isArray(rows) || rows.length === 0) throw badRequest(INVALID_FILE_FORMAT);
  if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
    throw badRequest(INVALID_FILE_FORMAT);
  return rows;
}

export default async function predefinedRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'gatewayPredefined.create',
    { guard: { privilege: 'store', access: 'write' } },
    async (request) => {
      const rows = rowsOf(request.body).map((raw) => {
        if (!('gwMac' in (raw as object))) throw badRequest(INVALID_FILE_FORMAT);
        const row = parseBody(gatewayValidators.form.predefined, raw) as PredefinedRow;
        assertStoreInScope(request, row.storeCode);
        return row;
      });
      const stored = await app.repos.gateways.predefined.storesOf(rows.map((row) => row.gwMac));
      for (const storeCode of stored.values()) assertStoreInScope(request, storeCode);
      return { count: await app.repos.gateways.predefined.upsert(rows) };
    },
  );

  defineCall(
    app,
    'gatewayPredefined.remove',
    { guard: { privilege: 'store', access: 'write' } },
    async (request) => {
      const { predefined } = app.repos.gateways;
      const stored = await predefined.storesOf([request.params.gwMac]);
      if (!stored.has(request.params.gwMac)) throw notFound();
      assertStoreInScope(request, stored.get(request.params.gwMac));
      await predefined.delete({ gwMac: request.params.gwMac });
      return {};
    },
  );

  defineCall(
    app,
    'gatewayPredefined.search',
    { guard: { privilege: 'store', access: 'read' } },
    async (request) =>
      app.repos.gateways.predefined.search(
        { ...request.query, order: orderFromQuery(request.query.order) },
        {
          stores: request.principal?.stores,
          defaultLength: PREDEFINED_PAGE_SIZE,
        },
      ),
  );
}
