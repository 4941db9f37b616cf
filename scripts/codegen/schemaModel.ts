// The entity schemas of schemas/ as codegen reads them: the vocabulary of schemas/README.md, typed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
export type ViewName = 'list' | 'show' | 'edit' | 'create';
export type FilterKind = '~' | '==';
export type ApiVerb = 'search' | 'getOne' | 'create' | 'update' | 'delete';

export interface PropertySchema {
  type: JsonType;
  format?: string;
  enum?: Array<string | number>;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  description?: string;
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  'x-widget'?: string;
  'x-required'?: string;
  'x-required-on'?: Array<'create' | 'edit'>;
  /** enum values offered and accepted only when editing (a store's check day MANUAL, doc 3 §9) */
  'x-edit-only'?: Array<string | number>;
  'x-pattern'?: { regex: string; message: string };
  /** i18n key of the message of a value that breaks the field's other rules (type, length, range), instead of
   * validation.invalidValue */
  'x-invalid'?: string;
  'x-confirm'?: { field: string; message: string };
  'x-views'?: ViewName[];
  /**
   * false: no column; else the column's SQL type (default from the JSON type), NOT NULL (default nullable) and an
   * SQL default that JSON cannot state (a function without arguments: now())
   */
  'x-db'?: false | { type?: string; notNull?: boolean; default?: string };
  'x-internal'?: boolean;
  'x-filter'?: FilterKind;
  'x-sortable'?: boolean;
  /** name of a registered cell renderer (src/schema-views/registry) */
  'x-cell'?: string;
  /** route template of the cell's link, `{field}` filled from the row */
  'x-link'?: string;
  /** column width in px */
  'x-width'?: number;
  /** i18n key of the field's label (heading, input label), instead of `<x-list.labels>.<name>` */
  'x-label'?: string;
  /** name of a registered column set: the column becomes the columns it names at run time */
  'x-columns'?: string;
  /** other names of the field's column in an operator's file (any case; product files: the header row) */
  'x-aliases'?: string[];
  /** stats queries may group by it (an entity with x-stats; scripts/codegen/statsFile.ts) */
  'x-groupable'?: boolean;
  /** stats queries may sum, average, ... it (numeric; an entity with x-stats) */
  'x-measurable'?: boolean;
}

/** a list-only filter: no x-filter (so no index); `field` a property, a range parameter or (param) a search parameter */
export interface ListFilterSpec {
  field: string;
  op?: FilterKind;
  /** name of a registered filter input */
  widget?: string;
  /** `field` is a parameter of the search, no property of the row (the families listing a product code) */
  param?: boolean;
  /** the properties a param filter reads when a page filters its own rows (SchemaListView rows): one of them matches */
  fields?: string[];
}

export interface ListSpec {
  columns?: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  perPageOptions?: number[];
  filters?: Array<string | ListFilterSpec>;
  /** columns this list sorts although they carry no x-sortable (the search route sorts them without an index) */
  sortable?: string[];
  /** the only columns this list sorts, instead of the entity's x-sortable ones and `sortable` (a search route that
   * sorts by fewer columns than the entity's main search, e.g. the exception tag lists by tagId) */
  sortOnly?: string[];
  /** i18n prefix of headings and filter labels (default `resources.<resource>.fields`) */
  labels?: string;
  /** rows carry a selection checkbox */
  select?: boolean;
  /** registered row actions, toolbar actions and page layout, by name */
  rowActions?: string[];
  toolbar?: string[];
  layout?: string;
  /** refetch interval in ms */
  refresh?: number;
  /** refetch every `every` ms instead while a row of the page passes the registered row test `while` */
  fastRefresh?: { while: string; every: number };
  /** fields each row carries as `data-<field>` attributes, besides the key */
  rowData?: string[];
  /** registered row style (attributes, class, colours of a row) */
  rowStyle?: string;
  /** i18n key of the empty table's text (default `app.table.noData`, 'No data to display') */
  empty?: string;
  /** the search body carries `storeList` (doc 3 §7): the store this filter names, else the session's stores */
  storeList?: string;
}

/** a further table of the entity (x-lists): its own search call and x-list keys */
export interface NamedListSpec extends ListSpec {
  search: string | string[];
  /** another entry of the same x-lists whose keys this one takes (its own keys win): one table, several searches */
  like?: string;
}

export interface EntitySchema {
  $id: string;
  title: string;
  description?: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-table'?: string;
  'x-key'?: string | string[];
  'x-resource'?: string;
  'x-privilege'?: string;
  'x-store-field'?: string;
  /** columns the primary key's index carries (PRIMARY KEY (...) INCLUDE (...)): an index-only range read */
  'x-key-include'?: string[];
  /** the table's primary key when it is not x-key (a surrogate id; x-key stays the row's identity in the API) */
  'x-table-key'?: string;
  /** each `"METHOD /path"`; search may list alternatives: the first whose path parameters are all given */
  'x-api'?: Partial<Record<ApiVerb, string | string[]>>;
  'x-list'?: ListSpec;
  /** further tables of the entity: react-admin resource name → its search call and x-list keys */
  'x-lists'?: Record<string, NamedListSpec>;
  /** named partial forms: a subset of the fields, validated with the rules of one operation */
  'x-forms'?: Record<string, FormSpec>;
  [keyword: string]: unknown;
}

export interface FormSpec {
  fields: string[];
  operation: 'create' | 'edit';
}

export interface LoadedSchema {
  /** file name inside the schemas folder */
  file: string;
  schema: EntitySchema;
}

export class SchemaError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = 'SchemaError';
  }
}

const JSON_TYPES: readonly string[] = ['string', 'integer', 'number', 'boolean', 'object', 'array'];
const VIEWS: readonly string[] = ['list', 'show', 'edit', 'create'];
const API_VERBS: readonly string[] = ['search', 'getOne', 'create', 'update', 'delete'];
const WIDGETS: readonly string[] = [
  'text',
  'email',
  'password',
  'number',
  'boolean',
  'select',
  'textarea',
  'datetime',
  'storeList',
  'roleSelect',
  'privilegeTree',
  'json',
  // registered custom widgets (src/schema-views/registry.ts)
  'prInfo',
  'mapPosition',
  'layoutSelect',
  'sessionStore',
  'familyCodes',
  'memberEmails',
  'emailList',
];
/** filter parameters of a date range (searchBody sends them as filter_startDate / filter_endDate) */
export const RANGE_PARAMS: readonly string[] = ['startDate', 'endDate'];
const NAME = /^[a-z][A-Za-z0-9]*$/;
const SQL_TYPES: readonly string[] = [
  'text',
  'integer',
  'bigint',
  'bigserial',
  'double precision',
  'boolean',
  'jsonb',
  'timestamptz',
  'text[]',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkProperty(where: string, value: unknown): void {
  if (!isRecord(value)) throw new SchemaError(where, 'a property must be an object');
  if (typeof value.type !== 'string' || !JSON_TYPES.includes(value.type)) {
    throw new SchemaError(where, `type must be one of ${JSON_TYPES.join(', ')}`);
  }
  const widget = value['x-widget'];
  if (widget !== undefined && !WIDGETS.includes(String(widget))) {
    throw new SchemaError(where, `x-widget must be one of ${WIDGETS.join(', ')}`);
  }
  if (
    value.enum !== undefined &&
    (!Array.isArray(value.enum) ||
      value.enum.length === 0 ||
      value.enum.some((v) => typeof v !== 'string' && typeof v !== 'number'))
  ) {
    throw new SchemaError(where, 'enum must be a non-empty list of strings or numbers');
  }
  const views = value['x-views'];
  if (views !== undefined && (!Array.isArray(views) || views.some((v) => !VIEWS.includes(String(v))))) {
    throw new SchemaError(where, `x-views must be a list of ${VIEWS.join(', ')}`);
  }
  const filter = value['x-filter'];
  if (filter !== undefined && filter !== '~' && filter !== '==') {
    throw new SchemaError(where, 'x-filter must be "~" or "=="');
  }
  const editOnly = value['x-edit-only'];
  if (
    editOnly !== undefined &&
    (!Array.isArray(editOnly) ||
      editOnly.length === 0 ||
      editOnly.some((v) => !(value.enum as unknown[] | undefined)?.includes(v)))
  ) {
    throw new SchemaError(where, 'x-edit-only must be a non-empty list of values of its enum');
  }
  const on = value['x-required-on'];
  if (on !== undefined && (!Array.isArray(on) || on.some((v) => v !== 'create' && v !== 'edit'))) {
    throw new SchemaError(where, 'x-required-on must be a list of create, edit');
  }
  const pattern = value['x-pattern'];
  if (pattern !== undefined) {
    if (!isRecord(pattern) || typeof pattern.regex !== 'string' || typeof pattern.message !== 'string') {
      throw new SchemaError(where, 'x-pattern must be { regex, message }');
    }
    try {
      new RegExp(pattern.regex);
    } catch (error) {
      throw new SchemaError(where, `x-pattern.regex does not compile: ${(error as Error).message}`);
    }
  }
  const confirm = value['x-confirm'];
  if (
    confirm !== undefined &&
    (!isRecord(confirm) || typeof confirm.field !== 'string' || typeof confirm.message !== 'string')
  ) {
    throw new SchemaError(where, 'x-confirm must be { field, message }');
  }
  const db = value['x-db'];
  if (
    db !== undefined &&
    db !== false &&
    !(
      isRecord(db) &&
      Object.keys(db).length > 0 &&
      Object.keys(db).every((k) => k === 'type' || k === 'notNull' || k === 'default') &&
      (db.default === undefined || (typeof db.default === 'string' && /^[a-z_]+\(\)$/.test(db.default))) &&
      (db.type === undefined || (typeof db.type === 'string' && SQL_TYPES.includes(db.type))) &&
      (db.notNull === undefined || typeof db.notNull === 'boolean')
    )
  ) {
    throw new SchemaError(
      where,
      `x-db must be false or { type?, notNull?, default? } with a type among ${SQL_TYPES.join(', ')} and a default like now()`,
    );
  }
  for (const keyword of ['x-cell', 'x-label', 'x-columns', 'x-invalid'] as const) {
    const named = value[keyword];
    if (named !== undefined && (typeof named !== 'string' || named === ''))
      throw new SchemaError(where, `${keyword} must be a non-empty string`);
  }
  for (const keyword of ['x-cell', 'x-columns'] as const)
    if (value[keyword] !== undefined && !NAME.test(String(value[keyword])))
      throw new SchemaError(where, `${keyword} must be a camelCase name`);
  const aliases = value['x-aliases'];
  if (
    aliases !== undefined &&
    !(Array.isArray(aliases) && aliases.every((a) => typeof a === 'string' && a.trim() !== ''))
  )
    throw new SchemaError(where, 'x-aliases must be a list of non-empty names');
  const link = value['x-link'];
  if (link !== undefined && (typeof link !== 'string' || !link.startsWith('/')))
    throw new SchemaError(where, 'x-link must be a route template starting with /');
  const width = value['x-width'];
  if (width !== undefined && (typeof width !== 'number' || !(width > 0)))
    throw new SchemaError(where, 'x-width must be a positive number of pixels');
  if (value.items !== undefined) checkProperty(`${where}.items`, value.items);
  if (value.properties !== undefined) {
    if (!isRecord(value.properties)) throw new SchemaError(where, 'properties must be an object');
    for (const [name, sub] of Object.entries(value.properties)) checkProperty(`${where}.${name}`, sub);
  }
}

/** the keys of one table (x-list, or an entry of x-lists) */
function checkList(
  file: string,
  at: string,
  list: unknown,
  mustBeProperty: (where: string, name: unknown) => void,
  props: Record<string, unknown>,
): void {
  if (!isRecord(list)) throw new SchemaError(file, `${at} must be an object`);
  if (list.columns !== undefined)
    (list.columns as unknown[]).forEach((c) => mustBeProperty(`${at}.columns`, c));
  if (list.filters !== undefined) {
    for (const f of list.filters as unknown[]) {
      if (isRecord(f)) {
        const param = f.param === true && NAME.test(String(f.field));
        if (typeof f.field !== 'string' || !(f.field in props || RANGE_PARAMS.includes(f.field) || param))
          throw new SchemaError(
            file,
            `${at}.filters names "${String(f.field)}", which is neither a property nor ${RANGE_PARAMS.join(', ')}`,
          );
        if (f.op !== undefined && f.op !== '~' && f.op !== '==')
          throw new SchemaError(file, `${at}.filters op must be "~" or "=="`);
        if (f.widget !== undefined && !NAME.test(String(f.widget)))
          throw new SchemaError(file, `${at}.filters widget must be a camelCase name`);
        if (f.fields !== undefined) {
          if (!Array.isArray(f.fields)) throw new SchemaError(file, `${at}.filters fields must be a list`);
          f.fields.forEach((name) => mustBeProperty(`${at}.filters.fields`, name));
        }
        continue;
      }
      mustBeProperty(`${at}.filters`, f);
      if (props[String(f)] && (props[String(f)] as Record<string, unknown>)['x-filter'] === undefined) {
        throw new SchemaError(file, `${at}.filters names "${String(f)}", which has no x-filter`);
      }
    }
  }
  if (list.sortable !== undefined)
    (list.sortable as unknown[]).forEach((c) => mustBeProperty(`${at}.sortable`, c));
  if (list.sortOnly !== undefined) {
    if (!Array.isArray(list.sortOnly) || list.sortOnly.length === 0)
      throw new SchemaError(file, `${at}.sortOnly must be a non-empty list of properties`);
    (list.sortOnly as unknown[]).forEach((c) => mustBeProperty(`${at}.sortOnly`, c));
    if (list.sortable !== undefined)
      throw new SchemaError(
        file,
        `${at} has both sortable and sortOnly: sortOnly alone names the sortable columns`,
      );
    const first = (list.sort as Record<string, unknown> | undefined)?.field;
    if (first !== undefined && !(list.sortOnly as unknown[]).includes(first))
      throw new SchemaError(file, `${at}.sort.field "${String(first)}" is not in ${at}.sortOnly`);
  }
  for (const names of ['rowActions', 'toolbar'] as const) {
    const value = list[names];
    if (value !== undefined && (!Array.isArray(value) || value.some((n) => !NAME.test(String(n)))))
      throw new SchemaError(file, `${at}.${names} must be a list of camelCase names`);
  }
  if (
    list.storeList !== undefined &&
    !((list.filters as unknown[] | undefined) ?? []).some(
      (f) => f === list.storeList || (isRecord(f) && f.field === list.storeList),
    )
  )
    throw new SchemaError(file, `${at}.storeList names "${String(list.storeList)}", which is not a filter`);
  if (list.layout !== undefined && !NAME.test(String(list.layout)))
    throw new SchemaError(file, `${at}.layout must be a camelCase name`);
  if (list.sort !== undefined) {
    const sort = list.sort as Record<string, unknown>;
    mustBeProperty(`${at}.sort.field`, sort.field);
    if (sort.order !== 'ASC' && sort.order !== 'DESC')
      throw new SchemaError(file, `${at}.sort.order must be ASC or DESC`);
  }
  if (list.fastRefresh !== undefined) {
    const fast = list.fastRefresh as Record<string, unknown>;
    if (!NAME.test(String(fast.while)) || typeof fast.every !== 'number' || !(fast.every > 0))
      throw new SchemaError(file, `${at}.fastRefresh must be { while: <row test name>, every: <ms> }`);
  }
  if (list.rowData !== undefined)
    (list.rowData as unknown[]).forEach((c) => mustBeProperty(`${at}.rowData`, c));
  if (list.rowStyle !== undefined && !NAME.test(String(list.rowStyle)))
    throw new SchemaError(file, `${at}.rowStyle must be a camelCase name`);
  if (list.empty !== undefined && !/^[a-z][A-Za-z0-9]*(\.[a-zA-Z][A-Za-z0-9]*)+$/.test(String(list.empty)))
    throw new SchemaError(file, `${at}.empty must be an i18n key such as app.noData`);
}

/** Checks the shape codegen relies on; throws a SchemaError naming the file and keyword otherwise. */
export function checkEntitySchema(file: string, value: unknown): EntitySchema {
  if (!isRecord(value)) throw new SchemaError(file, 'the schema must be a JSON object');
  if (typeof value.$id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(value.$id)) {
    throw new SchemaError(file, '$id must be a camelCase identifier');
  }
  if (typeof value.title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(value.title)) {
    throw new SchemaError(file, 'title must be a PascalCase identifier');
  }
  if (value.type !== 'object') throw new SchemaError(file, 'type must be "object"');
  if (!isRecord(value.properties)) throw new SchemaError(file, 'properties must be an object');
  for (const [name, property] of Object.entries(value.properties)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new SchemaError(`${file} ${name}`, 'property names must be identifiers');
    checkProperty(`${file} ${name}`, property);
  }
  const props = value.properties;
  const mustBeProperty = (where: string, name: unknown): void => {
    if (typeof name !== 'string' || !(name in props)) {
      throw new SchemaError(file, `${where} names "${String(name)}", which is not a property`);
    }
  };
  const key = value['x-key'];
  if (value['x-table'] !== undefined || value['x-resource'] !== undefined || value['x-lists'] !== undefined) {
    if (key === undefined)
      throw new SchemaError(file, 'x-key is required with x-table, x-resource or x-lists');
  }
  if (key !== undefined) {
    const keys = Array.isArray(key) ? key : [key];
    if (keys.length === 0) throw new SchemaError(file, 'x-key must not be empty');
    keys.forEach((k) => mustBeProperty('x-key', k));
  }
  if (
    value['x-table'] !== undefined &&
    (typeof value['x-table'] !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(value['x-table']))
  ) {
    throw new SchemaError(file, 'x-table must be a lower-case SQL identifier');
  }
  if (value['x-resource'] !== undefined && typeof value['x-privilege'] !== 'string') {
    throw new SchemaError(file, 'x-privilege is required with x-resource');
  }
  if (value['x-store-field'] !== undefined) mustBeProperty('x-store-field', value['x-store-field']);
  const tableKey = value['x-table-key'];
  if (tableKey !== undefined) {
    if (value['x-table'] === undefined) throw new SchemaError(file, 'x-table-key needs x-table');
    mustBeProperty('x-table-key', tableKey);
  }
  const include = value['x-key-include'];
  if (include !== undefined) {
    if (value['x-table'] === undefined || !Array.isArray(include) || include.length === 0)
      throw new SchemaError(file, 'x-key-include must be a non-empty list of columns, with x-table');
    include.forEach((k) => mustBeProperty('x-key-include', k));
  }
  const api = value['x-api'];
  if (api !== undefined) {
    if (!isRecord(api)) throw new SchemaError(file, 'x-api must be an object');
    for (const [verb, call] of Object.entries(api)) {
      if (!API_VERBS.includes(verb))
        throw new SchemaError(file, `x-api.${verb} is not one of ${API_VERBS.join(', ')}`);
      const calls = Array.isArray(call) && verb === 'search' ? call : [call];
      if (calls.length === 0 || calls.some((c) => typeof c !== 'string'))
        throw new SchemaError(
          file,
          `x-api.${verb} must be a string${verb === 'search' ? ' or strings' : ''}`,
        );
    }
  }
  if (value['x-list'] !== undefined) checkList(file, 'x-list', value['x-list'], mustBeProperty, props);
  const lists = value['x-lists'];
  if (lists !== undefined) {
    if (!isRecord(lists)) throw new SchemaError(file, 'x-lists must be an object');
    if (value['x-privilege'] === undefined)
      throw new SchemaError(file, 'x-privilege is required with x-lists');
    for (const [name, spec] of Object.entries(lists)) {
      if (!NAME.test(name)) throw new SchemaError(file, `x-lists.${name} must be a camelCase name`);
      if (!isRecord(spec) || (typeof spec.search !== 'string' && !Array.isArray(spec.search)))
        throw new SchemaError(file, `x-lists.${name} needs a search call`);
      if (spec.like !== undefined) {
        const base = lists[String(spec.like)];
        if (!isRecord(base) || spec.like === name || base.like !== undefined)
          throw new SchemaError(
            file,
            `x-lists.${name}.like names "${String(spec.like)}", which is no other entry of x-lists (without a like of its own)`,
          );
      }
      checkList(file, `x-lists.${name}`, spec, mustBeProperty, props);
    }
  }
  const forms = value['x-forms'];
  if (forms !== undefined) {
    if (!isRecord(forms)) throw new SchemaError(file, 'x-forms must be an object');
    for (const [form, spec] of Object.entries(forms)) {
      if (!/^[a-z][A-Za-z0-9]*$/.test(form))
        throw new SchemaError(file, `x-forms.${form} must be a camelCase name`);
      if (
        !isRecord(spec) ||
        !Array.isArray(spec.fields) ||
        (spec.operation !== 'create' && spec.operation !== 'edit')
      )
        throw new SchemaError(
          file,
          `x-forms.${form} must be { fields: [...], operation: 'create' | 'edit' }`,
        );
      (spec.fields as unknown[]).forEach((f) => mustBeProperty(`x-forms.${form}.fields`, f));
    }
  }
  for (const [name, property] of Object.entries(props)) {
    const confirm = (property as Record<string, unknown>)['x-confirm'];
    if (isRecord(confirm) && typeof confirm.field === 'string' && confirm.field in props) {
      throw new SchemaError(`${file} ${name}`, `x-confirm.field "${confirm.field}" clashes with a property`);
    }
  }
  return value as EntitySchema;
}

/** the top-level keys a shapes file may carry: no properties, so no entity */
const SHAPES_FILE_KEYS = new Set(['$schema', '$id', 'title', 'description', '$comment', '$defs']);

/** a schema file holding only `$defs` (api.schema.json, scripts/codegen/shapes.ts): no entity */
export function isShapesFile(parsed: unknown): boolean {
  return (
    isRecord(parsed) && isRecord(parsed.$defs) && Object.keys(parsed).every((k) => SHAPES_FILE_KEYS.has(k))
  );
}

/** Reads every `*.schema.json` of a folder, in file-name order (so output is stable). */
export function loadSchemas(schemasDir: string): LoadedSchema[] {
  const files = readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const loaded = files.flatMap((file) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(schemasDir, file), 'utf8'));
    } catch (error) {
      throw new SchemaError(file, `not valid JSON: ${(error as Error).message}`);
    }
    // api.schema.json: shared shapes only (scripts/codegen/shapes.ts), no entity
    if (isShapesFile(parsed)) return [];
    return [{ file, schema: checkEntitySchema(file, parsed) }];
  });
  const seen = new Map<string, string>();
  for (const { file, schema } of loaded) {
    for (const name of [
      `$id ${schema.$id}`,
      `title ${schema.title}`,
      ...(schema['x-table'] ? [`x-table ${schema['x-table']}`] : []),
      ...(schema['x-resource'] ? [`x-resource ${schema['x-resource']}`] : []),
      ...Object.keys(schema['x-lists'] ?? {}).map((name) => `x-resource ${name}`),
    ]) {
      const other = seen.get(name);
      if (other) throw new SchemaError(file, `${name} is already used by ${other}`);
      seen.set(name, file);
    }
  }
  return loaded;
}
