// The store pickers' search (issue 39): POST /store/options/search, any session, so that every screen that picks
// stores (an account's or a token's stores, a webhook's, a dashboard's, a list's store filter) asks the server a
// page instead of loading every store. The session's store scope applies in SQL (principal.stores: undefined =
// every store), so a picker never offers a store its user may not give or read.
// Body: start, length (1 to 200, default 50), filter_text (code or name contains), filter_storeCode (codes).
// Answer: { recordsTotal (the session's stores), recordsFiltered (those matching), data: [{ storeCode, storeName }] }
// by store code.
import type { FastifyInstance } from 'fastify';
import { parsePaging } from '../../db/search.ts';
import { defineCall } from '../../http/calls.ts';

export const OPTION_PAGE = 50;
export const OPTION_PAGE_MAX = 200;

export default async function storeOptionRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'store.options', { guard: { session: true } }, async (request) => {
    const body = request.body ?? {};
    const paging = parsePaging(body, OPTION_PAGE);
    const codes = body.filter_storeCode;
    return app.repos.stores.options({
      text: typeof body.filter_text === 'string' ? body.filter_text : undefined,
      codes: Array.isArray(codes) ? codes.map(String) : undefined,
      scope: request.principal?.stores,
      offset: paging.offset,
      limit: Math.min(paging.limit ?? OPTION_PAGE_MAX, OPTION_PAGE_MAX),
    });
  });
}
