// The calls of the generated console client as the schemas give them (x-api and x-calls): method, path and
// parameters, and the TypeScript of their query, body, form and answer (a type expression of the old form, or
// the generated contract types of domain/generated/calls.ts); clientFile.ts writes them.
import { pascalName } from './emit';
import { SchemaError, type EntitySchema } from './schemaModel';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** a request part of a call: a TypeScript type expression (the old form) or a JSON Schema (issue 34's contract) */
export type CallShape = string | Record<string, unknown>;

/** one bespoke call of an entity (x-calls.<name>) */
export interface CallSpec {
  /** `"METHOD /path/{param}"`, relative to the API base */
  route: string;
  /** JSON Schema object of the path parameters (the contract form) */
  params?: Record<string, unknown>;
  /** the JSON body (POST/PUT): a TypeScript type, or its JSON Schema */
  body?: CallShape;
  /** the fields of a multipart body (File fields are sent as files; progress in init): a type, or a JSON Schema */
  form?: CallShape;
  /** the query parameters (an object; arrays are sent joined by commas): a type, or a JSON Schema */
  query?: CallShape;
  /** TypeScript type of the JSON answer (default `unknown`); `"blob"` or `"text"` for a file or plain text, `"file"`
   * for a file with the name the server gives (`SavedFile`). The contract form says `answers` instead. */
  answer?: string;
  /** the contract form of the answer: status → JSON Schema (`x-answer-as` for a file or text answer) */
  answers?: Record<string, Record<string, unknown>>;
  /** the error statuses the call answers beyond 400, 401 and 403 (the contract form) */
  errors?: number[];
  /** what the call does, for the function's comment */
  doc?: string;
  /** send no session headers */
  anonymous?: boolean;
  /** a POST that only reads (a search): it gets a query key like the GET calls */
  read?: boolean;
}

/** a module of the console exporting types a call may name: import path (from src/generated/) → source */
export interface TypeModule {
  importPath: string;
  source: string;
}

export interface Call {
  name: string;
  method: CallMethod;
  path: string;
  params: string[];
  body?: string;
  form?: string;
  query?: string;
  answer: string;
  as: 'json' | 'blob' | 'text' | 'file';
  doc: string;
  anonymous: boolean;
  /** has a query key: a GET, the x-api search, or an x-calls entry with read: true */
  read: boolean;
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];
const CALL_NAME = /^[a-z][A-Za-z0-9]*$/;
export const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** names a type expression may use without importing them */
const GLOBAL_TYPES = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Partial',
  'Required',
  'Pick',
  'Omit',
  'NonNullable',
  'Blob',
  'File',
]);

function parseRoute(where: string, route: string): { method: CallMethod; path: string; params: string[] } {
  const match = /^([A-Z]+)\s+(\/\S*)$/.exec(route.trim());
  if (!match || !METHODS.includes(match[1]))
    throw new SchemaError(
      where,
      `"${route}" must be "METHOD /path" with METHOD one of ${METHODS.join(', ')}`,
    );
  const path = match[2];
  if (path.includes('?')) throw new SchemaError(where, `"${route}": state query parameters in "query"`);
  return { method: match[1] as CallMethod, path, params: [...path.matchAll(PARAM)].map((m) => m[1]) };
}

/** the exported type names of a module's source: declarations and re-exports */
export function exportedTypes(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:declare\s+)?(?:interface|type|enum|class)\s+([A-Z]\w*)/gm))
    names.add(m[1]);
  for (const m of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && /^[A-Z]\w*$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

/** the type names a TypeScript type expression refers to (not property names, string literals or globals) */
export function typeNames(expression: string): string[] {
  const code = expression.replace(/'[^']*'|"[^"]*"/g, "''").replace(/\b\w+\??\s*:/g, ':');
  const names = new Set<string>();
  for (const m of code.matchAll(/(?<![.\w])([A-Z]\w*)/g)) if (!GLOBAL_TYPES.has(m[1])) names.add(m[1]);
  return [...names];
}

const isShape = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** the client's type of a request part: the old form's type expression, else (a JSON Schema) `unknown` until the
 * generated call types name it */
function shapeType(
  where: string,
  key: string,
  value: CallShape | undefined,
  typeName = 'unknown',
): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  if (!isShape(value)) throw new SchemaError(where, `${key} must be a type name or a JSON Schema object`);
  return typeName;
}

/** the answer of a call: the old `answer` string, or the first 2xx of the contract's `answers` */
function answerOf(where: string, spec: CallSpec): { answer?: string; as: Call['as'] } {
  if (spec.answers === undefined) {
    const as =
      spec.answer === 'blob' || spec.answer === 'text' || spec.answer === 'file' ? spec.answer : 'json';
    return { answer: spec.answer, as };
  }
  if (spec.answer !== undefined) throw new SchemaError(where, 'a call has answers or answer, not both');
  if (!isShape(spec.answers)) throw new SchemaError(where, 'answers must be { "<status>": <JSON Schema> }');
  // a browser navigation (single sign-on's start and callback) answers only a redirect, 302 or 303
  const success = Object.entries(spec.answers).filter(([status]) => /^(2\d\d|30[23])$/.test(status));
  if (success.length === 0 || Object.keys(spec.answers).some((status) => !/^[1-5]\d\d$/.test(status)))
    throw new SchemaError(
      where,
      'answers must name at least one 2xx status (or a 302/303 redirect), each a status code',
    );
  const [status, schema] = success[0];
  if (!isShape(schema)) throw new SchemaError(where, `answers.${status} must be a JSON Schema object`);
  const as = schema['x-answer-as'];
  if (as === 'blob' || as === 'text' || as === 'file') return { as };
  if (as !== undefined)
    throw new SchemaError(where, `answers.${status} x-answer-as must be blob, text or file`);
  return { answer: status === '204' || status.startsWith('30') ? 'void' : 'unknown', as: 'json' };
}

function checkContractKeys(where: string, spec: CallSpec): void {
  if (spec.params !== undefined && !isShape(spec.params))
    throw new SchemaError(where, 'params must be a JSON Schema object of the path parameters');
  if (
    spec.errors !== undefined &&
    (!Array.isArray(spec.errors) || spec.errors.some((s) => !Number.isInteger(s) || s < 400 || s > 599))
  )
    throw new SchemaError(where, 'errors must be a list of 4xx/5xx statuses');
}

export function callsOf(file: string, schema: EntitySchema): Call[] {
  const calls: Call[] = [];
  const api = schema['x-api'] ?? {};
  const entityType = `${schema.title}Public`;
  const apiDefaults: Record<string, { body?: string; answer?: string; doc: string }> = {
    search: {
      body: 'SearchBody',
      answer: `Page<${entityType}>`,
      doc: 'the x-api search (first alternative)',
    },
    getOne: { answer: entityType, doc: 'the x-api getOne' },
    create: { body: `Partial<${entityType}>`, doc: 'the x-api create' },
    update: { body: `Partial<${entityType}>`, doc: 'the x-api update' },
    delete: { doc: 'the x-api delete' },
  };
  for (const [verb, route] of Object.entries(api)) {
    const first = Array.isArray(route) ? route[0] : route;
    if (typeof first !== 'string') continue;
    const { method, path, params } = parseRoute(`${file} x-api.${verb}`, first);
    const defaults = apiDefaults[verb];
    // a GET search sends no body (GET /auth/role)
    const body = method === 'GET' || method === 'DELETE' ? undefined : defaults.body;
    calls.push({
      name: verb,
      method,
      path,
      params,
      body,
      answer: defaults.answer ?? 'unknown',
      as: 'json',
      doc: `${defaults.doc}: ${method} ${path}`,
      anonymous: false,
      read: method === 'GET' || verb === 'search',
    });
  }
  const bespoke = schema['x-calls'];
  if (bespoke === undefined) return calls;
  if (typeof bespoke !== 'object' || bespoke === null || Array.isArray(bespoke))
    throw new SchemaError(file, 'x-calls must be an object');
  for (const [name, value] of Object.entries(bespoke as Record<string, unknown>)) {
    const where = `${file} x-calls.${name}`;
    if (!CALL_NAME.test(name)) throw new SchemaError(where, 'a call name must be camelCase');
    const spec = value as CallSpec;
    const verbCall = calls.find((c) => c.name === name);
    if (verbCall) {
      // the types of an x-api call (its route is x-api's), and its query parameters: `"search": { "answer": "Page<StoreStatusRow>" }`
      if (typeof spec !== 'object' || spec === null || spec.route !== undefined)
        throw new SchemaError(
          where,
          'the name is taken by an x-api call: give only its body, query and answer types',
        );
      for (const key of Object.keys(spec))
        if (!['body', 'query', 'answer', 'params', 'answers', 'errors', 'doc'].includes(key))
          throw new SchemaError(
            where,
            `an x-api call takes only params, body, query, answer(s), errors and doc, not "${key}"`,
          );
      checkContractKeys(where, spec);
      // in contract form the verb's types are generated (domain/generated/calls.ts)
      const typeName = spec.answers !== undefined ? pascalName(`${schema.$id}-${name}`) : undefined;
      if (spec.body !== undefined && verbCall.body !== undefined)
        verbCall.body = shapeType(where, 'body', spec.body, typeName && `${typeName}Body`);
      if (spec.query !== undefined)
        verbCall.query = shapeType(where, 'query', spec.query, typeName && `${typeName}Query`);
      const { answer } = answerOf(where, spec);
      if (answer !== undefined)
        verbCall.answer = typeName && answer === 'unknown' ? `${typeName}Answer` : answer;
      continue;
    }
    if (typeof spec !== 'object' || spec === null || typeof spec.route !== 'string')
      throw new SchemaError(where, 'a call needs a route: "METHOD /path"');
    const keys = [
      'route',
      'params',
      'body',
      'form',
      'query',
      'answer',
      'answers',
      'errors',
      'doc',
      'anonymous',
      'read',
    ];
    for (const key of Object.keys(spec))
      if (!keys.includes(key)) throw new SchemaError(where, `unknown key "${key}" (${keys.join(', ')})`);
    checkContractKeys(where, spec);
    const { method, path, params } = parseRoute(where, spec.route);
    if ((spec.body !== undefined || spec.form !== undefined) && (method === 'GET' || method === 'DELETE'))
      throw new SchemaError(where, `a ${method} call has no body`);
    if (spec.body !== undefined && spec.form !== undefined)
      throw new SchemaError(where, 'a call has a JSON body or a multipart form, not both');
    const { answer, as } = answerOf(where, spec);
    // a contract-form call's types are generated (domain/generated/calls.ts): <Entity><Call><Part>
    const typeName = spec.answers !== undefined ? pascalName(`${schema.$id}-${name}`) : undefined;
    const part = (key: 'body' | 'form' | 'query', suffix: string) =>
      shapeType(where, key, spec[key], typeName && `${typeName}${suffix}`);
    calls.push({
      name,
      method,
      path,
      params,
      body: part('body', 'Body'),
      form: part('form', 'Form'),
      query: part('query', 'Query'),
      answer: {
        blob: 'Blob',
        text: 'string',
        file: 'SavedFile',
        json: answer === 'unknown' && typeName ? `${typeName}Answer` : (answer ?? 'unknown'),
      }[as],
      as,
      doc: spec.doc ? `${spec.doc} (${method} ${path})` : `${method} ${path}`,
      anonymous: spec.anonymous === true,
      read: method === 'GET' || spec.read === true,
    });
  }
  return calls;
}
