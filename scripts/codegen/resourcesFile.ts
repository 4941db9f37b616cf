// src/generated/resources.ts: react-admin resource metadata (ResourceMeta) for every schema with x-resource.
import { entityKeys, requiredOn, viewsOf, widgetOf } from './fieldRules';
import { literal, propertyKey, quote, TS_BANNER } from './emit';
import {
  SchemaError,
  type ApiVerb,
  type EntitySchema,
  type ListSpec,
  type LoadedSchema,
} from './schemaModel';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const VERBS: ApiVerb[] = ['search', 'getOne', 'create', 'update', 'delete'];

export interface ApiCallValue {
  method: (typeof METHODS)[number];
  path: string;
  or?: ApiCallValue[];
}

/** `"POST /auth/account/search"` → `{ method: 'POST', path: '/auth/account/search' }` */
export function parseApiCall(where: string, text: string): ApiCallValue {
  const match = /^(GET|POST|PUT|DELETE)\s+(\/\S*)$/.exec(text.trim());
  if (!match)
    throw new SchemaError(where, `"${text}" is not "METHOD /path" (METHOD one of ${METHODS.join(', ')})`);
  return { method: match[1] as ApiCallValue['method'], path: match[2] };
}

export function apiCalls(file: string, schema: EntitySchema): Partial<Record<ApiVerb, ApiCallValue>> {
  const api = schema['x-api'] ?? {};
  const out: Partial<Record<ApiVerb, ApiCallValue>> = {};
  for (const verb of VERBS) {
    const text = api[verb];
    if (text === undefined) continue;
    const [first, ...alternatives] = (Array.isArray(text) ? text : [text]).map((t) =>
      parseApiCall(`${file} x-api.${verb}`, t),
    );
    out[verb] = alternatives.length ? { ...first, or: alternatives } : first;
  }
  return out;
}

function fieldsOf(schema: EntitySchema): Array<Record<string, unknown>> {
  const fields: Array<Record<string, unknown>> = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const views = viewsOf(property);
    if (property['x-internal'] || views.length === 0) continue;
    const on = requiredOn(property);
    fields.push({
      name,
      type: property.type,
      format: property.format,
      widget: widgetOf(property),
      views,
      choices: property.enum,
      readOnly: property.readOnly ? true : undefined,
      required: property['x-required'] ? { message: property['x-required'], on } : undefined,
      confirm: property['x-confirm'],
      filter: property['x-filter'],
      sortable: property['x-sortable'] ? true : undefined,
      default: property.default,
      cell: property['x-cell'],
      link: property['x-link'],
      width: property['x-width'],
      label: property['x-label'],
      columns: property['x-columns'],
    });
  }
  return fields;
}

export function resourceMeta(file: string, schema: EntitySchema): Record<string, unknown> {
  return metaOf(schema['x-resource'] as string, apiCalls(file, schema), schema['x-list'] ?? {}, schema);
}

/** the resources of the entity's further tables (x-lists): same fields and key, their own search and keys */
export function namedListMetas(file: string, schema: EntitySchema): Array<Record<string, unknown>> {
  return Object.entries(schema['x-lists'] ?? {}).map(([name, { search, ...list }]) =>
    metaOf(name, apiCalls(file, { ...schema, 'x-api': { search } }), list, schema),
  );
}

function metaOf(
  name: string,
  api: Partial<Record<ApiVerb, ApiCallValue>>,
  list: ListSpec,
  schema: EntitySchema,
): Record<string, unknown> {
  const keys = entityKeys(schema);
  const fields = fieldsOf(schema);
  const perPage = list.perPage ?? 25;
  return {
    name,
    entity: schema.$id,
    key: Array.isArray(schema['x-key']) ? keys : keys[0],
    privilege: schema['x-privilege'],
    api,
    list: {
      columns:
        list.columns ?? fields.filter((f) => (f.views as string[]).includes('list')).map((f) => f.name),
      sort: list.sort ?? { field: keys[0], order: 'ASC' },
      perPage,
      perPageOptions: list.perPageOptions ?? [perPage],
      filters: (list.filters ?? []).map((f) =>
        typeof f === 'string'
          ? { field: f, op: schema.properties[f]?.['x-filter'] ?? '~' }
          : { field: f.field, op: f.op ?? schema.properties[f.field]?.['x-filter'] ?? '~', widget: f.widget },
      ),
      sortable: [
        ...fields.filter((f) => f.sortable).map((f) => f.name as string),
        ...(list.sortable ?? []).filter((name) => !schema.properties[name]?.['x-sortable']),
      ],
      labels: list.labels ?? `resources.${name}.fields`,
      select: list.select ?? false,
      rowActions: list.rowActions ?? [],
      toolbar: list.toolbar ?? [],
      layout: list.layout,
      refresh: list.refresh,
      fastRefresh: list.fastRefresh,
      rowData: list.rowData,
      rowStyle: list.rowStyle,
    },
    fields,
  };
}

export function resourcesFile(schemas: LoadedSchema[]): string {
  const withResource = schemas.filter(({ schema }) => schema['x-resource'] !== undefined);
  const parts: string[] = [TS_BANNER, "import type { ResourceMeta } from '../domain/resourceMeta';", ''];
  parts.push('/** react-admin resource name → metadata of the generic views and the data provider. */');
  parts.push('export const resources: Record<string, ResourceMeta> = {');
  for (const { file, schema } of withResource) {
    parts.push(
      `  ${propertyKey(schema['x-resource'] as string)}: ${literal(resourceMeta(file, schema), 1)},`,
    );
  }
  for (const { file, schema } of schemas)
    for (const meta of namedListMetas(file, schema))
      parts.push(`  ${propertyKey(meta.name as string)}: ${literal(meta, 1)},`);
  parts.push('};', '');
  parts.push('/** Entity id (schema $id) → its resource metadata. */');
  parts.push('export const resourceByEntity: Record<string, ResourceMeta> = {');
  for (const { schema } of withResource) {
    parts.push(`  ${schema.$id}: resources[${quote(schema['x-resource'] as string)}],`);
  }
  parts.push('};', '');
  return parts.join('\n');
}
