// A list endpoint that answers every row at once (GET /auth/role, GET /status/server): its rows taken from the
// answer's shape, then filtered, sorted and paged in the console as the server would.
import type { ResourceMeta } from '../../domain/resourceMeta';
import { isAllRows } from '../../domain/pageSize';
import type { Row } from './resourceApi';
import type { ListQuery } from './searchBody';

export function listOf(answer: unknown): Row[] {
  if (Array.isArray(answer)) return answer as Row[];
  if (answer && typeof answer === 'object') {
    const data = (answer as { data?: unknown }).data;
    if (Array.isArray(data)) return data as Row[];
    // `{ proxy: [...], esl: [...] }`: groups of rows keyed by type
    return Object.entries(answer as Record<string, unknown>).flatMap(([type, rows]) =>
      Array.isArray(rows) ? (rows as Row[]).map((row) => ({ type, ...row })) : [],
    );
  }
  return [];
}

function matches(meta: ResourceMeta, row: Row, filter: Row): boolean {
  return Object.entries(filter).every(([name, value]) => {
    if (value === undefined || value === null || value === '') return true;
    // the list's filter first (its op, the fields a parameter reads), as the search body does
    const listFilter = meta.list.filters.find((f) => f.field === name);
    const op = listFilter?.op ?? meta.fields.find((f) => f.name === name)?.filter ?? '~';
    return (listFilter?.fields ?? [name]).some((field) => {
      const actual = row[field];
      if (op === '~' && typeof value === 'string')
        return String(actual ?? '')
          .toLowerCase()
          .includes(value.toLowerCase());
      return String(actual) === String(value);
    });
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** A list endpoint answering every row (GET /auth/role): filter, sort and page here. */
export function pageLocally(
  meta: ResourceMeta,
  rows: Row[],
  query: ListQuery,
): { data: Row[]; total: number } {
  const filtered = rows.filter((row) => matches(meta, row, query.filter ?? {}));
  const sort = query.sort;
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => dir * compare(a[sort.field], b[sort.field]));
  }
  const data = isAllRows(query.perPage)
    ? filtered
    : filtered.slice((query.page - 1) * query.perPage, query.page * query.perPage);
  return { data, total: filtered.length };
}
