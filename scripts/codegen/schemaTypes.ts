// The types of the entity schemas as codegen reads them (schemas/README.md's vocabulary); checked by
// entityChecks.ts, loaded by schemaModel.ts.
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
  'x-db'?: false | { type?: string; notNull?: boolean; default?: string; index?: false };
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
