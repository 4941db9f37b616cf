// A table body's filter_storeCode must name the session's stores (403 otherwise), as a storeCode would:
// the rows are scoped to the session's stores anyway, the 403 says why a filter finds nothing.
import type { SearchBody } from '../../db/search.ts';
import { forbidden } from '../../http/errors.ts';

export function checkStoreFilter(body: SearchBody, stores: string[] | undefined): void {
  if (!stores) return;
  const wanted = [body.filter_storeCode].flat().filter((v) => typeof v === 'string' && v.trim() !== '');
  if (wanted.some((code) => !stores.includes(String(code).trim()))) throw forbidden();
}
