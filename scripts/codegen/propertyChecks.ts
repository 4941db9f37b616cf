// Checks of one property of an entity schema (type, widget, SQL type, nested items and properties) and the
// vocabularies they accept; entityChecks.ts checks the rest of the entity.
import { SchemaError } from './schemaTypes';

export const JSON_TYPES: readonly string[] = ['string', 'integer', 'number', 'boolean', 'object', 'array'];
export const VIEWS: readonly string[] = ['list', 'show', 'edit', 'create'];
export const API_VERBS: readonly string[] = ['search', 'getOne', 'create', 'update', 'delete'];
export const WIDGETS: readonly string[] = [
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
export const NAME = /^[a-z][A-Za-z0-9]*$/;
export const SQL_TYPES: readonly string[] = [
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkProperty(where: string, value: unknown): void {
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
      Object.keys(db).every((k) => k === 'type' || k === 'notNull' || k === 'default' || k === 'index') &&
      (db.index === undefined || db.index === false) &&
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
