// Random requests for every route of the route registry (tests/server/fuzz.spec.ts, scripts/fuzz.ts): bodies,
// query strings and path parameters mixing valid-looking values (field names from the schemas and the table
// metadata, demo store codes, emails) with hostile ones (NUL, lone surrogates, huge numbers, deep nesting, wrong
// types, long strings, broken JSON and multipart). A path parameter often names a row the database holds
// (knownValues: so the request gets past the lookup) and a query parameter the route documents often gets a number
// at a boundary (huge, or at the ends of what a Date holds).
//
// The counts of members, roles, products and stores must not move during a run, and the admin session must stay
// valid. A random body can be a valid one (a role named 'x' is a valid new role), so the routes that create or
// delete those rows, or end or weaken the session (GUARDED), are only sent requests that carry a poison the edge
// refuses wherever it is (a NUL or a lone surrogate in a text, nesting deeper than the limit): the fuzz then
// checks that they refuse it. Every other route gets anything. The admin's email is never among the values, so no
// random call locks, resets or edits the signed-in admin.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.ts';
import { jsonSchemas } from '../../server/generated/jsonSchemas.ts';
import { tables } from '../../server/generated/tables.ts';
import type { Headers } from './helpers.ts';

/** routes that can change the counted rows or end the admin's session, or copy the whole database (the backup,
 * which takes no input: tests/server/backupCall.spec.ts calls it for real): poisoned requests only */
export const GUARDED = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/signup',
  'POST /api/auth/account',
  'DELETE /api/auth/account/:email',
  'POST /api/auth/role',
  'DELETE /api/auth/role/:role_id',
  'POST /api/product',
  'POST /api/product/delete',
  'POST /api/product/remove/unused',
  'POST /api/product/file',
  'POST /api/product/family/import',
  'PUT /api/config/system',
  'POST /api/config/store',
  'DELETE /api/config/store/:storeCode',
  'POST /api/upload/database',
  'GET /api/system/backup',
]);

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const NUL_TEXTS = ['a\u0000b', '\u0000', 'KR001\u0000'];
const SURROGATE_TEXTS = ['\ud800x', 'x\udfff', '\udc00'];
const POISON_TEXTS = [...NUL_TEXTS, ...SURROGATE_TEXTS];
const GOOD_TEXTS = [
  '',
  ' ',
  'x',
  'KR001',
  'EU001',
  'manager@example.com',
  'viewer@example.com',
  'nobody@example.com',
  '00:1B:00:00:00:01',
  'AA:AA:AA:00:00:01',
  'proxy-01',
  'A0001',
  'L01',
  '2290',
  '1',
  '0',
  '-1',
  '1e20',
  '999999999999999',
  'NaN',
  'asc',
  'desc',
  '~',
  '==',
  'true',
  '2026-01-01',
  "'; DROP TABLE roles; --",
  '%_\\',
];
const HUGE_NUMBERS = [1e20, -1e20, 1e308, -1e308, 2 ** 53, 2 ** 63, 999999999999999, 2147483648, -2147483649];
/** epoch seconds around the ends of what a Date holds (8.64e12 s either side of 1970) and of the years 1 to 9999 */
const DATE_EDGES = [9999999999999, 8.64e12, 8.64e12 + 1, -8.64e12 - 1, 253402300800, -62135596801];
const SMALL_NUMBERS = [0, 1, -1, 0.5, 2, 10, 25, 100, 1700000000];

/** field names the API knows: entity properties and the table conventions */
function fieldNames(): string[] {
  const names = new Set(['start', 'length', 'order', 'column', 'dir', 'filter_startDate', 'filter_endDate']);
  for (const schema of Object.values(jsonSchemas) as Array<{ properties?: Record<string, unknown> }>)
    for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  for (const table of Object.values(tables))
    for (const column of table.columns) {
      names.add(column.name);
      if (column.filter) {
        names.add(`filter_${column.name}`);
        names.add(`condition_${column.name}`);
      }
    }
  for (const extra of ['tagList', 'product', 'prCodeList', 'storeList', 'type', 'serverId', 'code', 'force'])
    names.add(extra);
  return [...names].sort();
}

const FIELDS = fieldNames();
const QUERY_KEYS = [
  'start',
  'length',
  'end',
  'dir',
  't',
  'stores',
  'prCode',
  'storeCode',
  'tagType',
  'taskId',
  'page',
];

const poisonText = fc.constantFrom(...POISON_TEXTS);
const longText = fc
  .tuple(fc.integer({ min: 257, max: 3000 }), fc.constantFrom('x', 'あ', '9', '%'))
  .map(([n, c]) => c.repeat(n));
const text = fc.oneof(
  { arbitrary: fc.constantFrom(...GOOD_TEXTS), weight: 12 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12, unit: 'binary' }), weight: 1 },
  { arbitrary: poisonText, weight: 1 },
  { arbitrary: longText, weight: 2 },
);
const number = fc.oneof(
  fc.constantFrom(...SMALL_NUMBERS),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...DATE_EDGES),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
/** a field name: mostly one the route documents, else any the API knows, rarely any text */
function keyOf(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(fields.length ? fields : FIELDS)), weight: 8 },
    { arbitrary: fc.constantFrom(...FIELDS), weight: 3 },
    { arbitrary: text, weight: 1 },
  );
}

function jsonValueOf(fields: string[]): fc.Arbitrary<unknown> {
  const key = keyOf(fields);
  return fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  })).value;
}

/** a JSON object body with the route's field names (from its OpenAPI description) and the API's others */
const objectBodyOf = (fields: string[]) => fc.dictionary(keyOf(fields), jsonValueOf(fields), { maxKeys: 6 });
const objectBody = objectBodyOf([]);
const jsonValue = jsonValueOf([]);

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 10_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return `{"length":${open.repeat(depth)}1${close.repeat(depth)}}`;
  });

type RawBody = { payload: string | Buffer; contentType?: string };

const MULTIPART_TRUNCATED =
  '--xyz\r\nContent-Disposition: form-data; name="storeCode"\r\n\r\nKR001\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nprCode,prName\r\nA';
const brokenBody: fc.Arbitrary<RawBody> = fc.constantFrom<RawBody>(
  { payload: '{"start":' },
  { payload: '' },
  { payload: 'null' },
  { payload: '"text"' },
  { payload: '[1,2,3]' },
  { payload: '{"__proto__":{"x":1}}' },
  { payload: '{"a":"\\ud800"}' },
  { payload: 'x=1', contentType: 'text/plain' },
  { payload: 'start=1e20&filter_prCode=%00', contentType: 'application/x-www-form-urlencoded' },
  { payload: '--x\r\n', contentType: 'multipart/form-data' },
  { payload: MULTIPART_TRUNCATED, contentType: 'multipart/form-data; boundary=xyz' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
);

/** a body the edge refuses wherever the poison is: as JSON text, or nested too deeply */
const poisonedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.tuple(objectBody, keyOf([]), poisonText, fc.boolean()).map(([body, name, poison, asKey]) => ({
    payload: JSON.stringify(asKey ? { ...body, [poison]: 1 } : { ...body, [name]: poison }),
  })),
  deepNesting.map((payload) => ({ payload })),
);

const anyBodyOf = (fields: string[]): fc.Arbitrary<RawBody> =>
  fc.oneof(
    { arbitrary: objectBodyOf(fields).map((body) => ({ payload: JSON.stringify(body) })), weight: 12 },
    { arbitrary: jsonValue.map((body) => ({ payload: JSON.stringify(body) ?? 'null' })), weight: 1 },
    { arbitrary: deepNesting.map((payload) => ({ payload })), weight: 1 },
    { arbitrary: brokenBody, weight: 2 },
    { arbitrary: poisonedBody, weight: 1 },
  );

/** a path segment or query value: percent-encoded; a lone surrogate as the (invalid) UTF-8 of its code unit */
export function encodeText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    out +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char);
  }
  return out;
}

const pathConstant = fc.oneof(
  {
    arbitrary: fc.constantFrom('KR001', 'EU001', 'manager@example.com', '1', '0', '00:1B:00:00:00:01'),
    weight: 8,
  },
  { arbitrary: fc.constantFrom('999999999999999', '-1', '1e20', 'proxy-01', 'A0001', '%', '..'), weight: 2 },
  { arbitrary: text, weight: 2 },
);
/** a path parameter: often a row the database holds (`known`), so the request gets past the lookup */
const pathValueOf = (known: string[]) =>
  known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, pathConstant) : pathConstant;

const queryValue = fc.oneof(text, number.map(String));
/** query parameters: mostly those the route documents (its OpenAPI querystring), else any the API knows */
function queryOf(documented: string[]): fc.Arbitrary<Array<[string, string]>> {
  const anyPair = fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue);
  // a documented parameter mostly gets a number (they are numbers, dates and ids), often one at a boundary
  const documentedValue = fc.oneof(
    { arbitrary: fc.constantFrom(...HUGE_NUMBERS, ...DATE_EDGES).map(String), weight: 2 },
    { arbitrary: number.map(String), weight: 2 },
    { arbitrary: queryValue, weight: 1 },
  );
  const pair = documented.length
    ? fc.oneof({ arbitrary: fc.tuple(fc.constantFrom(...documented), documentedValue), weight: 4 }, anyPair)
    : anyPair;
  return fc.oneof(
    { arbitrary: fc.constant([] as Array<[string, string]>), weight: documented.length ? 1 : 3 },
    { arbitrary: fc.uniqueArray(pair, { maxLength: 3, selector: ([k]) => k }), weight: 2 },
    { arbitrary: fc.array(pair, { maxLength: 4 }), weight: 1 },
  );
}

/** '.', '..' and their %2E spellings: every URL parser (the client's, inject's) resolves them, so the request
 * would address another route (`/config/store/KR001/gw/..` is `/config/store/KR001/`, the guarded store delete) */
const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

function fillPath(url: string, values: string[], raw: boolean[]): string {
  let i = 0;
  return url.replace(/:(\w+)/g, () => {
    const value = values[i] ?? 'x';
    const encoded = raw[i] && value === '%' ? '%' : encodeText(value);
    i += 1;
    if (encoded === '') return 'x';
    // kept a value of this route's parameter: the dots stay, with a letter after them
    return isDotSegment(encoded) ? `${encoded}x` : encoded;
  });
}

function queryString(pairs: Array<[string, string]>): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&')}` : '';
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

export interface FuzzTarget {
  method: string;
  url: string;
  /** property names of the route's body in its OpenAPI description (empty when undescribed) */
  fields: string[];
  /** names of the route's query parameters in its OpenAPI description */
  query: string[];
  /** per path parameter, in order: values of rows the database holds (empty when none are known) */
  known: string[][];
}

type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: Array<{ in?: string; name?: string }>;
};
type OpenApi = { paths?: Record<string, Record<string, OpenApiOperation>> };

function propertyNames(schema: unknown, into: Set<string>, depth = 0): Set<string> {
  if (typeof schema !== 'object' || schema === null || depth > 4) return into;
  const { properties, items } = schema as { properties?: Record<string, unknown>; items?: unknown };
  for (const [name, sub] of Object.entries(properties ?? {})) {
    into.add(name);
    propertyNames(sub, into, depth + 1);
  }
  return propertyNames(items, into, depth + 1);
}

/** path parameter name -> rows of the database it names */
export type KnownValues = Record<string, string[]>;

/** A few keys of the seeded rows, by the path parameter names that take them: a request naming a row that exists
 * gets past the lookup to the code that reads the rest of the request. */
export async function knownValues(db: Db): Promise<KnownValues> {
  const keys = async (sql: string) => (await db.query<{ k: string }>(sql)).map((row) => String(row.k));
  const stores = await keys(`SELECT "storeCode" AS k FROM stores ORDER BY 1 LIMIT 3`);
  const macs = [
    ...(await keys(`SELECT "gwMac" AS k FROM gateways ORDER BY "storeCode", 1 LIMIT 3`)),
    ...(await keys(`SELECT "sensorMac" AS k FROM sensors ORDER BY 1 LIMIT 2`)),
  ];
  const products = await keys(`SELECT "prCode" AS k FROM products ORDER BY "storeCode", 1 LIMIT 3`);
  const servers = await keys(`SELECT id AS k FROM servers ORDER BY 1 LIMIT 4`);
  return {
    store: stores,
    code: stores,
    storeCode: stores,
    mac: macs,
    gwMac: macs,
    prCode: products,
    fmPrCode: products,
    id: servers,
  };
}

/** routes of the registry to fuzz: every method but HEAD (answered like GET, without a body to check). A DELETE
 * route is never given known rows: it would remove what the other routes are fuzzed against. */
export function fuzzTargets(app: FastifyInstance, known: KnownValues = {}): FuzzTarget[] {
  const doc = (app as unknown as { swagger(): OpenApi }).swagger();
  return app.routeRegistry
    .filter((route) => route.method !== 'HEAD')
    .map((route) => {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths?.[path]?.[route.method.toLowerCase()] ?? {};
      const fields = new Set<string>();
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        propertyNames(media.schema, fields);
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => String(p.name));
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      return {
        method: route.method,
        url: route.url,
        fields: [...fields].sort(),
        query,
        known: params.map((name) => (route.method === 'DELETE' ? [] : (known[name] ?? []))),
      };
    });
}

function requestFor(route: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const params = route.known.length;
  const guarded = GUARDED.has(`${route.method} ${route.url}`);
  const path = fc.tuple(
    fc.tuple(...route.known.map(pathValueOf)),
    fc.array(fc.boolean(), { minLength: params, maxLength: params }),
  );
  const body: fc.Arbitrary<RawBody | undefined> = hasBody(route.method)
    ? guarded
      ? poisonedBody
      : anyBodyOf(route.fields)
    : fc.constant(undefined);
  // a guarded route without a body carries its poison in the query string
  const poisonQuery = guarded && !hasBody(route.method);
  // (NUL: a lone surrogate cannot be written in UTF-8, the URL decoder makes it U+FFFD)
  return fc
    .tuple(path, queryOf(route.query), body, fc.constantFrom(...NUL_TEXTS))
    .map(([[values, raw], pairs, rawBody, poison]) => {
      const q = poisonQuery ? [...pairs, ['x', poison] as [string, string]] : pairs;
      const headers: Record<string, string> = {};
      if (rawBody) headers['content-type'] = rawBody.contentType ?? 'application/json';
      return {
        method: route.method as FuzzRequest['method'],
        url: fillPath(route.url, values, raw) + queryString(q),
        headers,
        payload: rawBody?.payload,
      };
    });
}

/** one random request for one of `routes`, each route as likely as any other */
export function fuzzRequest(routes: FuzzTarget[]): fc.Arbitrary<FuzzRequest> {
  return fc.noBias(fc.constantFrom(...routes)).chain(requestFor);
}

export interface FuzzAnswer {
  status: number;
  message?: unknown;
}

export async function send(app: FastifyInstance, admin: Headers, request: FuzzRequest): Promise<FuzzAnswer> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: { ...admin, ...request.headers },
    payload: request.payload,
  });
  let message: unknown;
  try {
    message = (response.json() as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: response.statusCode, message };
}

/** what the fuzz asserts of one answer: undefined when fine, else why not */
export function problemOf(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${String(answer.message)}`;
  if (answer.status >= 400 && (typeof answer.message !== 'string' || answer.message.trim() === ''))
    return `answered ${answer.status} without a message`;
  return undefined;
}

export interface Counts {
  members: number;
  roles: number;
  products: number;
  stores: number;
}

export async function entityCounts(db: Db): Promise<Counts> {
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return {
    members: await count('accounts'),
    roles: await count('roles'),
    products: await count('products'),
    stores: await count('stores'),
  };
}

export interface Figures {
  requests: number;
  status4xx: number;
  status5xx: number;
  problems: string[];
}

/** Sends `runs` random requests (seeded): the figures and the first problems (request and answer). */
export async function runFuzz(
  app: FastifyInstance,
  admin: Headers,
  { runs, seed }: { runs: number; seed?: number },
): Promise<Figures> {
  const figures: Figures = { requests: 0, status4xx: 0, status5xx: 0, problems: [] };
  const targets = fuzzTargets(app, await knownValues(app.db));
  const samples = fc.sample(fuzzRequest(targets), { numRuns: runs, seed });
  for (const request of samples) {
    const answer = await send(app, admin, request);
    figures.requests += 1;
    if (answer.status >= 500) figures.status5xx += 1;
    else if (answer.status >= 400) figures.status4xx += 1;
    const problem = problemOf(answer);
    if (problem && figures.problems.length < 50)
      figures.problems.push(
        `${request.method} ${request.url} ${JSON.stringify(String(request.payload ?? '').slice(0, 300))} -> ${problem}`,
      );
  }
  return figures;
}
