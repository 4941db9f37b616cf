// The store checks of the routes beyond the guard's (which scopes `code`/`store` path parameters and a body
// storeCode to the session's stores): a named store must exist (404), and a table body's filter_storeCode must
// name the session's stores (403 otherwise, as a storeCode would: the rows are scoped to the session's stores
// anyway, the 403 says why a filter finds nothing).
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../db/search.ts';
import { forbidden, notFound } from './errors.ts';

export async function storeExists(app: FastifyInstance, storeCode: string): Promise<void> {
  if (!(await app.repos.stores.exists(storeCode))) throw notFound();
}

export function checkStoreFilter(body: SearchBody, stores: string[] | undefined): void {
  if (!stores) return;
  const wanted = [body.filter_storeCode].flat().filter((v) => typeof v === 'string' && v.trim() !== '');
  if (wanted.some((code) => !stores.includes(String(code).trim()))) throw forbidden();
}
