// Checks of an entity schema's top-level keywords (x-table, x-key, x-api, x-calls, x-list, x-lists, x-forms, ...):
// the shape codegen relies on, each problem a SchemaError naming the file and keyword.
import { isRecord, checkProperty, API_VERBS, NAME, RANGE_PARAMS } from './propertyChecks';
import { SchemaError, type EntitySchema } from './schemaTypes';

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
