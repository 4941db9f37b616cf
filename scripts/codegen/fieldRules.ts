// Derivations shared by every generator: views, widgets, required-ness, SQL types, keys.
import type { EntitySchema, PropertySchema, ViewName } from './schemaModel';

export type Operation = 'create' | 'edit';

export const ALL_VIEWS: ViewName[] = ['list', 'show', 'edit', 'create'];

export function entityKeys(schema: EntitySchema): string[] {
  const key = schema['x-key'];
  return key === undefined ? [] : Array.isArray(key) ? [...key] : [key];
}

/** the table's primary key: x-table-key (a surrogate id), else x-key */
export function tableKeys(schema: EntitySchema): string[] {
  const key = schema['x-table-key'];
  return key === undefined ? entityKeys(schema) : [key];
}

export function viewsOf(property: PropertySchema): ViewName[] {
  if (property['x-views']) return [...property['x-views']];
  if (property.writeOnly) return ['edit', 'create'];
  if (property.readOnly) return ['list', 'show'];
  return [...ALL_VIEWS];
}

export function widgetOf(property: PropertySchema): string {
  if (property['x-widget']) return property['x-widget'];
  if (property.type === 'boolean') return 'boolean';
  if (property.enum) return 'select';
  // a pattern is checked on what the operator types (e.g. 'Enter a number for the GW Index.'): a text input
  if (property['x-pattern']) return 'text';
  if (property.type === 'integer' || property.type === 'number') return 'number';
  if (property.format === 'date-time') return 'datetime';
  if (property.type === 'array' || property.type === 'object') return 'json';
  if (property.format === 'email') return 'email';
  return 'text';
}

/** Accepted from the console / API at all: neither read-only nor internal. */
export function isWritable(property: PropertySchema): boolean {
  return !property.readOnly && !property['x-internal'];
}

/** Operations on which `x-required` applies (empty when the field has no x-required). */
export function requiredOn(property: PropertySchema): Operation[] {
  if (!property['x-required']) return [];
  return property['x-required-on'] ? [...property['x-required-on']] : ['create', 'edit'];
}

/** Stored in the table: everything except `x-db: false`. */
export function isColumn(property: PropertySchema): boolean {
  return property['x-db'] !== false;
}

/** The column refuses NULL (x-db.notNull); key columns always do. */
export function isNotNull(property: PropertySchema): boolean {
  const db = property['x-db'];
  return Boolean(db && typeof db === 'object' && db.notNull);
}

/** The column's filter and sort need no index of their own (x-db.index false): a migration's composite index serves
 * them, and every write keeps one index fewer. */
export function isIndexed(property: PropertySchema): boolean {
  const db = property['x-db'];
  return !(db && typeof db === 'object' && db.index === false);
}

/** The column's SQL default expression (x-db.default), for what a JSON default cannot state. */
export function sqlDefaultOf(property: PropertySchema): string | undefined {
  const db = property['x-db'];
  return db && typeof db === 'object' ? db.default : undefined;
}

export function sqlTypeOf(property: PropertySchema): string {
  const db = property['x-db'];
  if (db && typeof db === 'object' && db.type) return db.type;
  switch (property.type) {
    case 'string':
      return property.format === 'date-time' ? 'timestamptz' : 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'array':
      return 'jsonb';
  }
}

/** Every i18n message key a schema names (x-required, x-pattern.message, x-confirm.message), in schema order. */
export function messageKeys(schema: EntitySchema): Array<{ key: string; where: string }> {
  const found: Array<{ key: string; where: string }> = [];
  const visit = (where: string, property: PropertySchema): void => {
    if (property['x-required']) found.push({ key: property['x-required'], where: `${where} x-required` });
    if (property['x-invalid']) found.push({ key: property['x-invalid'], where: `${where} x-invalid` });
    if (property['x-pattern'])
      found.push({ key: property['x-pattern'].message, where: `${where} x-pattern.message` });
    if (property['x-confirm'])
      found.push({ key: property['x-confirm'].message, where: `${where} x-confirm.message` });
    if (property.items) visit(`${where}[]`, property.items);
    for (const [name, sub] of Object.entries(property.properties ?? {})) visit(`${where}.${name}`, sub);
  };
  for (const [name, property] of Object.entries(schema.properties)) visit(`${schema.$id}.${name}`, property);
  return found;
}
