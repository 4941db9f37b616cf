// Helpers shared by the data provider: record ids from the key of a ResourceMeta, and API paths
// with {param} placeholders filled from a record.
import type { ApiCall, ResourceMeta } from '../../domain/resourceMeta';

export type Row = Record<string, unknown>;

export function keyFields(meta: ResourceMeta): string[] {
  return Array.isArray(meta.key) ? meta.key : [meta.key];
}

/**
 * react-admin id of a row: the key value as a string (react-admin treats a falsy id such as role 0
 * as absent), or the key values joined by '/' for composite keys.
 */
export function idOf(meta: ResourceMeta, row: Row): string {
  return keyFields(meta)
    .map((field) => String(row[field]))
    .join('/');
}

function typed(meta: ResourceMeta, field: string, text: string): string | number {
  const type = meta.fields.find((f) => f.name === field)?.type;
  return (type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))
    ? Number(text)
    : text;
}

/** The key fields of a record rebuilt from its react-admin id, numbers as numbers. */
export function keyValuesOf(meta: ResourceMeta, id: string | number): Row {
  const fields = keyFields(meta);
  const parts = fields.length === 1 ? [String(id)] : String(id).split('/');
  return Object.fromEntries(fields.map((field, index) => [field, typed(meta, field, parts[index] ?? '')]));
}

/**
 * The row with its react-admin id: the key (idOf); but a row whose own `id` field is not its key keeps that `id`
 * (a schema field `id` that is not the key; plus media: the key is `_id`, `id` is the store's file number the API and the console address it by, unique
 * within a store's list), rather than having it overwritten.
 */
export function withId(meta: ResourceMeta, row: Row): Row & { id: string } {
  const own =
    !keyFields(meta).includes('id') &&
    meta.fields.some((f) => f.name === 'id') &&
    row.id !== undefined &&
    row.id !== null;
  return { ...row, id: own ? String(row.id) : idOf(meta, row) };
}

/** Fills `{param}` placeholders; a missing value is an error rather than a wrong call. */
export function fillPath(path: string, values: Row): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The call itself or, when one of its path parameters is missing, the first alternative (`or`) that has them all. */
export function callFor(call: ApiCall, values: Row): ApiCall {
  const has = (c: ApiCall) =>
    [...c.path.matchAll(/\{([^}]+)\}/g)].every(([, name]) => {
      const value = values[name];
      return value !== undefined && value !== null && value !== '';
    });
  return [call, ...(call.or ?? [])].find(has) ?? call;
}

export function requireCall(meta: ResourceMeta, verb: keyof ResourceMeta['api']): ApiCall {
  const call = meta.api[verb];
  if (!call) throw new Error(`resource ${meta.name} has no ${verb} call`);
  return call;
}
