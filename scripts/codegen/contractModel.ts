// The call contract (issue 34): the x-calls of the schemas written in contract form (`answers` instead of the old
// `answer` string), read into one model that the call types (domain/generated/calls.ts), the route table
// (server/generated/callRoutes.ts) and the console client share.
//
// References a call part or a `$defs` shape may hold:
//   `#/$defs/<name>` or `<file>.schema.json#/$defs/<name>`  a shared shape ($defs names are unique across files)
//   `<file>.schema.json`                                    an entity as the API gives it (without x-internal fields)
//   `<file>.schema.json#/properties/<name>`                 one property of an entity (its type and bounds), inlined
// and `{ "x-page-of": <schema> }` stands for a page of a table's search: `{ recordsTotal, recordsFiltered, data }`.
import { pascalName } from './emit';
import { publicJsonSchema } from './jsonSchemasFile';
import { PARAM, type CallSpec } from './clientCallModel';
import { SchemaError, type LoadedSchema } from './schemaModel';
import type { ShapeDef } from './shapes';

export type Json = Record<string, unknown>;

export interface ContractCall {
  /** `<entity $id>.<call name>`: the name a handler is registered by */
  id: string;
  /** PascalCase prefix of the call's generated types: `TagDeassign` */
  typeName: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the path as the schemas write it, relative to the API base: `/tag/{tagId}` */
  path: string;
  /** the entity's tag in the OpenAPI document (its title) */
  tag: string;
  doc: string;
  anonymous: boolean;
  /** only reads (a GET, a search, an x-calls entry with read: true): not audited, a query key in the console */
  read: boolean;
  /** request parts as resolved JSON Schema (references as the emitters turn them) */
  params?: Json;
  query?: Json;
  body?: Json;
  form?: Json;
  /** status → schema; x-answer-as answers (files, text) keep only that marker */
  answers: Record<string, Json>;
  /** error statuses besides 400, 401 and 403 that answer the shared error shape */
  errors: number[];
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export { pascalName };

/** where a reference points: a shape, an entity, or an entity's property */
export type RefTarget =
  { kind: 'shape'; name: string } | { kind: 'entity'; title: string } | { kind: 'property'; schema: Json };

export interface ContractContext {
  shapes: Map<string, ShapeDef>;
  /** `tag.schema.json` → loaded entity schema */
  entities: Map<string, LoadedSchema>;
}

export function contractContext(schemas: LoadedSchema[], shapes: ShapeDef[]): ContractContext {
  return {
    shapes: new Map(shapes.map((def) => [def.name, def])),
    entities: new Map(schemas.map((loaded) => [`${loaded.schema.$id}.schema.json`, loaded])),
  };
}

/** the target of `$ref` (in the file `file`), checked to exist */
export function refTarget(context: ContractContext, file: string, ref: string): RefTarget {
  const [target = '', fragment = ''] = ref.split('#');
  const targetFile = target === '' ? file : target;
  const defMatch = /^\/\$defs\/([A-Za-z0-9]+)$/.exec(fragment);
  if (defMatch) {
    const def = context.shapes.get(defMatch[1]);
    if (!def || def.file !== targetFile) throw new SchemaError(file, `$ref "${ref}": no such $defs shape`);
    return { kind: 'shape', name: def.name };
  }
  const entity = context.entities.get(targetFile);
  if (!entity) throw new SchemaError(file, `$ref "${ref}": no entity schema ${targetFile}`);
  if (fragment === '' || fragment === '/') return { kind: 'entity', title: entity.schema.title };
  const propertyMatch = /^\/properties\/([A-Za-z0-9_]+)$/.exec(fragment);
  const property = propertyMatch ? entity.schema.properties[propertyMatch[1]] : undefined;
  if (!property) throw new SchemaError(file, `$ref "${ref}": no such property`);
  return { kind: 'property', schema: publicJsonSchema(property) as Json };
}

const PAGE_OF = 'x-page-of';

/** a schema with `x-page-of` expanded and every `$ref` turned by `turn` (deep copy) */
export function resolveRefs(
  context: ContractContext,
  file: string,
  schema: unknown,
  turn: (target: RefTarget) => Json,
): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(context, file, item, turn));
  if (!isRecord(schema)) return schema;
  if (schema[PAGE_OF] !== undefined) {
    const items = resolveRefs(context, file, schema[PAGE_OF], turn);
    return {
      type: 'object',
      properties: {
        recordsTotal: { type: 'integer', minimum: 0 },
        recordsFiltered: { type: 'integer', minimum: 0 },
        data: { type: 'array', items },
      },
      required: ['recordsTotal', 'recordsFiltered', 'data'],
    };
  }
  if (typeof schema.$ref === 'string') {
    const target = refTarget(context, file, schema.$ref);
    const { $ref: _ref, ...rest } = schema;
    const turned = target.kind === 'property' ? target.schema : turn(target);
    return Object.keys(rest).length === 0
      ? turned
      : { ...turned, ...(resolveRefs(context, file, rest, turn) as Json) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
    else if (key === 'properties' && isRecord(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, resolveRefs(context, file, sub, turn)]),
      );
    else out[key] = resolveRefs(context, file, value, turn);
  }
  return out;
}

const PARTS = ['params', 'query', 'body', 'form'] as const;

function partSchema(where: string, spec: CallSpec, part: (typeof PARTS)[number]): Json | undefined {
  const value = spec[part];
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new SchemaError(where, `${part} must be a JSON Schema in a contract-form call`);
  return value;
}

/** the contract-form calls of one entity schema (x-calls entries with `answers` and a route) */
export function contractCallsOf(loaded: LoadedSchema): ContractCall[] {
  const { file, schema } = loaded;
  const calls: ContractCall[] = [];
  for (const [name, value] of Object.entries((schema['x-calls'] ?? {}) as Record<string, CallSpec>)) {
    if (!isRecord(value) || value.answers === undefined || typeof value.route !== 'string') continue;
    const where = `${file} x-calls.${name}`;
    const match = /^(GET|POST|PUT|DELETE)\s+(\/\S*)$/.exec(value.route.trim());
    if (!match) throw new SchemaError(where, `"${value.route}" must be "METHOD /path"`);
    const path = match[2];
    const params = partSchema(where, value, 'params');
    const named = [...path.matchAll(PARAM)].map((m) => m[1]);
    const declared = Object.keys((params?.properties ?? {}) as Json);
    if (named.length > 0 && (declared.length !== named.length || named.some((p) => !declared.includes(p))))
      throw new SchemaError(where, `params must describe exactly the path parameters ${named.join(', ')}`);
    calls.push({
      id: `${schema.$id}.${name}`,
      typeName: pascalName(`${schema.$id}-${name}`),
      method: match[1] as ContractCall['method'],
      path,
      tag: schema.title,
      doc: value.doc ?? `${match[1]} ${path}`,
      anonymous: value.anonymous === true,
      read: match[1] === 'GET' || value.read === true,
      params: params && { ...params, required: named },
      query: partSchema(where, value, 'query'),
      body: partSchema(where, value, 'body'),
      form: partSchema(where, value, 'form'),
      answers: value.answers as Record<string, Json>,
      errors: value.errors ?? [],
    });
  }
  return calls;
}

const VERBS = ['search', 'getOne', 'create', 'update', 'delete'] as const;
type Verb = (typeof VERBS)[number];

/** what an x-api verb takes and answers unless its same-name x-calls entry says otherwise (in contract form) */
function verbDefaults(verb: Verb, entity: Json): Partial<CallSpec> {
  // a create or update body is checked by the entity's generated validators (their spec messages): documented here
  const record = { ...entity, 'x-validated-by': 'entity' };
  switch (verb) {
    case 'search':
      return {
        body: { $ref: 'api.schema.json#/$defs/tableSearch' },
        answers: { '200': { 'x-page-of': entity } },
      };
    case 'getOne':
      return { answers: { '200': entity }, errors: [404] };
    case 'create':
      return { body: record, answers: { '200': entity }, errors: [409] };
    case 'update':
      return { body: record, answers: { '200': entity }, errors: [404] };
    case 'delete':
      return { answers: { '200': { type: 'object' } }, errors: [404] };
  }
}

/** the path parameters of a route, each typed by the entity's property of that name (else a bounded text) */
function pathParams(loaded: LoadedSchema, path: string): Json | undefined {
  const names = [...path.matchAll(PARAM)].map((m) => m[1]);
  if (names.length === 0) return undefined;
  const properties = Object.fromEntries(
    names.map((name) => [
      name,
      loaded.schema.properties[name]
        ? { $ref: `${loaded.file}#/properties/${name}` }
        : { type: 'string', maxLength: 256 },
    ]),
  );
  return { type: 'object', properties };
}

/**
 * The x-api verbs of an entity as contract calls (`store.search`, `store.getOne`; a second route of a verb
 * `<verb>2`), with the defaults above; a same-name x-calls entry in contract form (with `answers`) replaces
 * the parts it gives.
 */
export function apiCallsOf(loaded: LoadedSchema): ContractCall[] {
  const { file, schema } = loaded;
  const api = (schema['x-api'] ?? {}) as Record<string, string | string[]>;
  const overrides = (schema['x-calls'] ?? {}) as Record<string, CallSpec>;
  const entity = { $ref: file };
  const calls: ContractCall[] = [];
  for (const verb of VERBS) {
    const routes = api[verb] === undefined ? [] : ([] as string[]).concat(api[verb]);
    const given = overrides[verb];
    const override: Partial<CallSpec> = isRecord(given) ? given : {};
    routes.forEach((route, index) => {
      const match = /^(GET|POST|PUT|DELETE)\s+(\/\S*)$/.exec(route.trim());
      if (!match) throw new SchemaError(`${file} x-api.${verb}`, `"${route}" must be "METHOD /path"`);
      const [, method, path] = match;
      const spec = { route, ...verbDefaults(verb, entity), ...override };
      const name = index === 0 ? verb : `${verb}${index + 1}`;
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const params = (override.params as Json | undefined) ?? pathParams(loaded, path);
      calls.push({
        id: `${schema.$id}.${name}`,
        typeName: pascalName(`${schema.$id}-${name}`),
        method: method as ContractCall['method'],
        path,
        tag: schema.title,
        doc: override.doc ?? `the ${verb} of ${schema.title} (x-api)`,
        anonymous: false,
        read: method === 'GET' || verb === 'search',
        params: params && { ...params, required: [...path.matchAll(PARAM)].map((m) => m[1]) },
        query: partSchema(`${file} x-calls.${verb}`, spec, 'query'),
        body: hasBody ? partSchema(`${file} x-calls.${verb}`, spec, 'body') : undefined,
        answers: spec.answers as Record<string, Json>,
        errors: spec.errors ?? [],
      });
    });
  }
  return calls;
}

/** every contract call of a schema: its x-api verbs, then its contract-form x-calls */
export function allContractCallsOf(loaded: LoadedSchema): ContractCall[] {
  return [...apiCallsOf(loaded), ...contractCallsOf(loaded)];
}

export const PART_SUFFIX = { params: 'Params', query: 'Query', body: 'Body', form: 'Form' } as const;
export { PARTS };

/** the answer statuses of a call that carry JSON (not a file or text) */
export function jsonAnswers(call: ContractCall): Array<[string, Json]> {
  return Object.entries(call.answers).filter(([, schema]) => schema['x-answer-as'] === undefined);
}
