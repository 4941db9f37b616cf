// react-admin verbs mapped onto the endpoints that `resources` describes (DESIGN.md §3), plus the named methods
// of the access-control area (accessControl.ts). A search's wire format is searchBody.ts; a list answered whole is
// paged here by localPaging.ts.
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
import { accessControlMethods, type AccessControlMethods } from './accessControl';
import { httpRequest, type RequestOptions } from './httpClient';
import { listOf, pageLocally } from './localPaging';
import { callFor, fillPath, keyFields, keyValuesOf, requireCall, withId, type Row } from './resourceApi';
import { searchBody, searchQuery, type ListQuery, type SearchAnswer } from './searchBody';

export type Request = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

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

    ...accessControlMethods(request),
  };
  return provider;
}
