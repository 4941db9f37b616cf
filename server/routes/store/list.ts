// The exception lists of a store (doc 1 §7): GET /store/{store}/list/tag/error|noproduct|lowbattery|duplicate,
// tag read, store-scoped by the guard. Query: start, length (-1 = all; default 25), dir (asc|desc by tagId).
// Their `/search` form (GET /store/{store}/list/tag/{kind}/search, the console's schema list `exceptionTag`)
// takes the table conventions in the query string: start, length and order=tagId:asc|desc (the lists sort by
// tag ID only; another column or direction is a 400). Both page in SQL.
// Answer: { recordsTotal, recordsFiltered, data } as every table of docs/api.md.
import type { FastifyInstance } from 'fastify';
import { orderFromQuery, parsePaging } from '../../db/search.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { TAG_LIST_KINDS, type TagListKind } from '../../repositories/statsExceptions.ts';

const PAGE = 25;
export const EXCEPTION_ORDER_MESSAGE = message('app.serverMessages.exceptionOrder');

/** `order=tagId:asc|desc` (absent: ascending) → descending; any other order is a 400 */
export function descendingByTagId(order: unknown): boolean {
  if (order === undefined || order === '') return false;
  const items = typeof order === 'string' ? orderFromQuery(order) : undefined;
  const [item] = (items ?? []) as Array<{ column?: string; dir?: string }>;
  const dir = String(item?.dir ?? 'asc').toLowerCase();
  if (item?.column !== 'tagId' || (dir !== 'asc' && dir !== 'desc'))
    throw badRequest(EXCEPTION_ORDER_MESSAGE);
  return dir === 'desc';
}

const isKind = (kind: string): kind is TagListKind => (TAG_LIST_KINDS as readonly string[]).includes(kind);

export default async function storeTagListRoutes(app: FastifyInstance): Promise<void> {
  const exceptions = app.repos.statsExceptions;
  const guard = { privilege: 'tag', access: 'read' } as const;
  /** the kind of the path: one of TAG_LIST_KINDS, else 404 */
  const kindOf = (kind: string) => {
    if (!isKind(kind)) throw notFound();
    return kind;
  };

  defineCall(app, 'tag.exceptionList', { guard }, async (request) => {
    const kind = kindOf(request.params.kind);
    const { offset, limit } = parsePaging({ ...request.query }, PAGE);
    return exceptions.list(request.params.store, kind, offset, limit, request.query.dir === 'desc');
  });

  defineCall(app, 'tag.exceptionSearch', { guard }, async (request) => {
    const kind = kindOf(request.params.kind);
    const { offset, limit } = parsePaging({ ...request.query }, PAGE);
    const desc = descendingByTagId(request.query.order);
    return exceptions.list(request.params.store, kind, offset, limit, desc);
  });
}
