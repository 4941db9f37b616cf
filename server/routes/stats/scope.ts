// The store list a statistics call covers: the session's stores, narrowed by an optional selection
// (comma list or array); a selected store outside the session's stores is refused (403).
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors.ts';

export function parseStoreList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(items.filter((v): v is string => typeof v === 'string').map((v) => v.trim()))].filter(
    (v) => v !== '',
  );
}

/** NULL = every store (role 0, enableWholeStore, nothing selected). */
export function storeScope(request: FastifyRequest, selection: unknown): string[] | null {
  const allowed = request.principal?.stores;
  const selected = parseStoreList(selection);
  if (selected.length === 0) return allowed ?? null;
  if (allowed) {
    // a set: a chain's list of thousands of stores against a session's thousands stays linear
    const mine = new Set(allowed);
    if (selected.some((code) => !mine.has(code))) throw forbidden();
  }
  return selected;
}
