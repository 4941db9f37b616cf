// react-admin verbs mapped onto the endpoints that `resources` describes (DESIGN.md §3), plus the
// named methods of the access-control area.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { isAllRows } from '../../domain/pageSize';
import { httpRequest, type RequestOptions } from './httpClient';
import { readSession } from './session';
import { callFor, fillPath, keyFields, keyValuesOf, requireCall, withId, type Row } from './resourceApi';
import { toEpochSeconds } from './filterBuilder';

export type Request = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

export interface SearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Row[];
}

export interface ListQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Row;
}

const DATE_FILTERS: Record<string, string> = { startDate: 'filter_startDate', endDate: 'filter_endDate' };

/** react-admin list params → the search body `{ start, length, order, filter_*, condition_* }`. */
export function searchBody(meta: ResourceMeta | undefined, query: ListQuery): Row {
  const { page, perPage } = query;
  const body: Row = isAllRows(perPage)
    ? { start: 0, length: -1 }
    : { start: (page - 1) * perPage, length: perPage };
  if (query.sort?.field) {
    body.order = [{ column: query.sort.field, dir: query.sort.order === 'DESC' ? 'desc' : 'asc' }];
  }
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (DATE_FILTERS[name]) {
      const seconds = toEpochSeconds(value as string | number);
      if (!Number.isNaN(seconds)) body[DATE_FILTERS[name]] = seconds;
      continue;
    }
    const op =
      meta?.list.filters.find((f) => f.field === name)?.op ??
      meta?.fields.find((f) => f.name === name)?.filter;
    body[`filter_${name}`] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
    body[`condition_${name}`] = op ?? (typeof value === 'string' ? '~' : '==');
  }
  const scoped = meta?.list.storeList;
  if (scoped) body.storeList = storeListOf(query.filter?.[scoped], readSession()?.store ?? []);
  return body;
}

/** x-list.storeList (doc 3 §7 'body storeList'): the session's store the filter names, else all the session's stores */
function storeListOf(value: unknown, sessionStores: string[]): string[] {
  return typeof value === 'string' && sessionStores.includes(value) ? [value] : sessionStores;
}

/**
 * The search body as the query string of a GET search (`GET /gw/predefined/search`, a path ending in `/search`):
 * start, length, filter_* and condition_*, the order as `order=<column>:<dir>`.
 */
export function searchQuery(body: Row): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (name === 'order') {
      for (const { column, dir } of value as Array<{ column: string; dir: string }>)
        query.append('order', `${column}:${dir}`);
    } else query.append(name, String(value));
  }
  return query.toString();
}

function listOf(answer: unknown): Row[] {
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

/** Fields never sent on writes: react-admin's id, read-only fields and confirmation inputs; an empty optional password. */
export function writeBody(meta: ResourceMeta, data: Row): Row {
  const body: Row = {};
  const confirmFields = new Set(meta.fields.flatMap((f) => (f.confirm ? [f.confirm.field] : [])));
  const keys = new Set(keyFields(meta));
  for (const [name, value] of Object.entries(data)) {
    if (name === 'id' && !keys.has('id')) continue;
    if (confirmFields.has(name)) continue;
    const field = meta.fields.find((f) => f.name === name);
    if (field?.readOnly && !keys.has(name)) continue;
    if (field?.widget === 'password' && (value === undefined || value === null || value === '')) continue;
    body[name] = value;
  }
  return body;
}

export interface AccessControlMethods {
  unlock(email: string): Promise<unknown>;
  reset(email: string): Promise<{ email: string; password: string }>;
  signup(body: {
    name: string;
    email: string;
    mobile: string;
    password: string;
  }): Promise<{ code: number; message?: string }>;
  forgetPassword(email: string): Promise<{ code: number; message?: string }>;
  /** the mailed reset link's email and token with the new password */
  resetPassword(body: {
    email: string;
    token: string;
    password: string;
  }): Promise<{ code: number; message?: string }>;
  changePassword(body: { email: string; password: string }): Promise<unknown>;
  updateOwnAccount(body: {
    email: string;
    name?: string;
    mobile?: string;
    password?: string;
  }): Promise<unknown>;
  serverStatus(): Promise<Record<string, Row[]>>;
}

export type AppDataProvider = DataProvider & AccessControlMethods;

export function createDataProvider(
  resources: Record<string, ResourceMeta>,
  request: Request = httpRequest,
): AppDataProvider {
  const metaOf = (resource: string): ResourceMeta => {
    const meta = resources[resource];
    if (!meta) throw new Error(`unknown resource ${resource}`);
    return meta;
  };

  async function list(resource: string, query: ListQuery, pathValues: Row = {}) {
    const meta = metaOf(resource);
    const values = { ...(query.filter ?? {}), ...pathValues };
    // the page's path parameters choose among search alternatives (a store filter keeps the shared list)
    const call = callFor(requireCall(meta, 'search'), pathValues);
    const path = fillPath(call.path, values);
    // a GET search (a path ending in /search) pages on the server, its table conventions in the query string;
    // another GET list answers every row, filtered, sorted and paged here
    const pagedGet = call.method === 'GET' && /\/search$/.test(call.path);
    if (call.method === 'GET' && !pagedGet) {
      const rows = listOf(await request(path));
      const page = pageLocally(meta, rows, query);
      return { data: page.data.map((row) => withId(meta, row)), total: page.total };
    }
    const answer = pagedGet
      ? await request<SearchAnswer>(`${path}?${searchQuery(searchBody(meta, query))}`)
      : await request<SearchAnswer>(path, { method: call.method, body: searchBody(meta, query) });
    return {
      data: (answer.data ?? []).map((row) => withId(meta, row)),
      total: answer.recordsFiltered ?? answer.recordsTotal ?? answer.data?.length ?? 0,
    };
  }

  async function getOne(resource: string, id: string | number) {
    const meta = metaOf(resource);
    const call = requireCall(meta, 'getOne');
    const answer = await request<Row>(fillPath(call.path, keyValuesOf(meta, id)), { method: call.method });
    return withId(meta, answer);
  }

  const provider: AppDataProvider = {
    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const result = await list(
        resource,
        { page, perPage, sort: params.sort, filter: params.filter },
        params.meta ?? {},
      );
      return result as unknown as { data: R[]; total: number };
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams) {
      return { data: (await getOne(resource, params.id)) as unknown as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams) {
      const meta = metaOf(resource);
      if (meta.api.search?.method === 'GET' && !meta.api.search.path.includes('{')) {
        const rows = listOf(await request(meta.api.search.path)).map((row) => withId(meta, row));
        const wanted = new Set(params.ids.map(String));
        return { data: rows.filter((row) => wanted.has(String(row.id))) as unknown as R[] };
      }
      const data = await Promise.all(params.ids.map((id) => getOne(resource, id)));
      return { data: data as unknown as R[] };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const filter = { ...params.filter, [params.target]: params.id };
      const result = await list(resource, { page, perPage, sort: params.sort, filter }, params.meta ?? {});
      return result as unknown as { data: R[]; total: number };
    },

    async create<R extends RaRecord>(resource: string, params: CreateParams) {
      const meta = metaOf(resource);
      const call = requireCall(meta, 'create');
      const body = writeBody(meta, params.data as Row);
      const answer = await request<Row | undefined>(fillPath(call.path, body), { method: call.method, body });
      const row =
        answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...body, ...answer } : body;
      return { data: withId(meta, row) as unknown as R };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams) {
      const meta = metaOf(resource);
      const call = requireCall(meta, 'update');
      const body = { ...keyValuesOf(meta, params.id), ...writeBody(meta, params.data as Row) };
      const answer = await request<Row | undefined>(fillPath(call.path, body), { method: call.method, body });
      const row =
        answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...body, ...answer } : body;
      return { data: withId(meta, { ...(params.previousData as Row | undefined), ...row }) as unknown as R };
    },

    async updateMany(resource: string, params: UpdateManyParams) {
      await Promise.all(
        params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
      const meta = metaOf(resource);
      const call = requireCall(meta, 'delete');
      await request(
        fillPath(call.path, { ...(params.previousData as Row | undefined), ...keyValuesOf(meta, params.id) }),
        {
          method: call.method,
        },
      );
      return { data: (params.previousData ?? { id: params.id }) as R };
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },

    unlock: (email) => request('/auth/account/unlock', { method: 'POST', body: { email } }),
    reset: (email) => request('/auth/account/reset', { method: 'POST', body: { email } }),
    signup: (body) => request('/auth/signup', { method: 'POST', body, anonymous: true }),
    forgetPassword: (email) =>
      request('/auth/forget/password', { method: 'POST', body: { email }, anonymous: true }),
    resetPassword: (body) => request('/auth/reset/password', { method: 'POST', body, anonymous: true }),
    changePassword: (body) => request('/auth/account', { method: 'PUT', body }),
    updateOwnAccount: (body) => request('/auth/account', { method: 'PUT', body }),
    serverStatus: async () => {
      const answer = await request<unknown>('/status/server');
      if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
        return Object.fromEntries(
          Object.entries(answer as Record<string, unknown>).filter(([, rows]) => Array.isArray(rows)),
        ) as Record<string, Row[]>;
      }
      return {};
    },
  };
  return provider;
}
