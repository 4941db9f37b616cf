// domain/generated/resources.ts: react-admin resource metadata (ResourceMeta) for every schema with x-resource.
import { entityKeys, requiredOn, viewsOf, widgetOf } from './fieldRules';
import { Code, literal, propertyKey, quote, TS_BANNER } from './emit';
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
      editOnlyChoices: property['x-edit-only'],
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
      aliases: property['x-aliases'],
    });
  }
  return fields;
}

export function resourceMeta(file: string, schema: EntitySchema): Record<string, unknown> {
  return metaOf(schema['x-resource'] as string, apiCalls(file, schema), schema['x-list'] ?? {}, schema);
}

/** the resources of the entity's further tables (x-lists): same fields and key, their own search and keys; an
 * entry with `like` takes the keys of the entry it names (its own keys win) */
export function namedListMetas(file: string, schema: EntitySchema): Array<Record<string, unknown>> {
  const lists = schema['x-lists'] ?? {};
  return Object.entries(lists).map(([name, { search, like, ...own }]) => {
    // the same table: its headings too (a `like` entry's own labels win)
    const {
      search: _search,
      like: _like,
      ...base
    } = like ? { labels: `resources.${like}.fields`, ...lists[like] } : { search };
    return metaOf(name, apiCalls(file, { ...schema, 'x-api': { search } }), { ...base, ...own }, schema);
  });
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
          : {
              field: f.field,
              op: f.op ?? schema.properties[f.field]?.['x-filter'] ?? '~',
              widget: f.widget,
              fields: f.fields,
            },
      ),
      sortable: list.sortOnly ?? [
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
      empty: list.empty ?? 'app.table.noData',
      storeList: list.storeList,
    },
    fields,
  };
}

/**
 * Writes a value that several resources share once, as a constant they reference: the fields of an entity with
 * more than one table, and a table (x-list) that more than one search shows. `name` names the constant of a
 * value seen first.
 */
class SharedValues {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();
  readonly constants: string[] = [];

  count(value: unknown): void {
    const json = JSON.stringify(value);
    this.uses.set(json, (this.uses.get(json) ?? 0) + 1);
  }

  /** the value itself when one resource has it, else a reference to its constant (written the first time) */
  use(value: unknown, name: string, type: string): unknown {
    const json = JSON.stringify(value);
    if ((this.uses.get(json) ?? 0) < 2) return value;
    let constant = this.names.get(json);
    if (!constant) {
      constant = name;
      this.names.set(json, constant);
      this.constants.push(`const ${constant}: ${type} = ${literal(value)};`, '');
    }
    return new Code(constant);
  }
}

/** an entity edited only in named forms: no key (nothing is disabled), its x-privilege or none */
function formEntityMeta(file: string, schema: EntitySchema): Record<string, unknown> {
  const first = Object.keys(schema.properties)[0] ?? '';
  const list: ListSpec = { sort: { field: first, order: 'ASC' }, ...schema['x-list'] };
  const meta = metaOf(schema.$id, apiCalls(file, schema), list, schema);
  return { ...meta, key: meta.key ?? '', privilege: schema['x-privilege'] ?? '' };
}

export function resourcesFile(schemas: LoadedSchema[]): string {
  const withResource = schemas.filter(({ schema }) => schema['x-resource'] !== undefined);
  const metas = [
    ...withResource.map(({ file, schema }) => resourceMeta(file, schema)),
    ...schemas.flatMap(({ file, schema }) => namedListMetas(file, schema)),
  ];
  const shared = new SharedValues();
  for (const meta of metas) {
    shared.count(meta.fields);
    shared.count(meta.list);
  }
  const entries = metas.map((meta) => {
    const fields = shared.use(meta.fields, `${meta.entity as string}Fields`, 'FieldMeta[]');
    const list = shared.use(meta.list, `${meta.name as string}List`, "ResourceMeta['list']");
    return `  ${propertyKey(meta.name as string)}: ${literal({ ...meta, list, fields }, 1)},`;
  });
  const parts: string[] = [TS_BANNER, "import type { FieldMeta, ResourceMeta } from '../resourceMeta';", ''];
  if (shared.constants.length) {
    parts.push(
      '// what several resources share (the fields of an entity, a table shown by several searches), once',
    );
    parts.push(...shared.constants);
  }
  parts.push('/** react-admin resource name → metadata of the generic views and the data provider. */');
  parts.push('export const resources: Record<string, ResourceMeta> = {', ...entries);
  parts.push('};', '');
  parts.push('/** Entity id (schema $id) → its resource metadata. */');
  parts.push('export const resourceByEntity: Record<string, ResourceMeta> = {');
  for (const { schema } of withResource) {
    parts.push(`  ${schema.$id}: resources[${quote(schema['x-resource'] as string)}],`);
  }
  parts.push('};', '');
  // an entity edited only in named forms (SMTP settings, alarm setting): metadata for SchemaForm, no list
  parts.push(
    '/** Entity id → metadata of an entity without a resource that has named forms (x-forms), for SchemaForm. */',
  );
  parts.push('export const formEntities: Record<string, ResourceMeta> = {');
  for (const { file, schema } of schemas)
    if (schema['x-resource'] === undefined && schema['x-forms'] !== undefined)
      parts.push(`  ${propertyKey(schema.$id)}: ${literal(formEntityMeta(file, schema), 1)},`);
  parts.push('};', '');
  return parts.join('\n');
}
