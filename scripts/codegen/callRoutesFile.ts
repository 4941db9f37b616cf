// server/generated/callRoutes.ts: the route table of the call contract (issue 34). For each contract call its
// method, Fastify URL and route schema (params, querystring, body, response for each status it answers, the
// shared error answers, its security requirement), and the shared shapes the schemas refer to by `$id`
// (`{ $ref: 'TagListBody#' }`; an entity by its title: `{ $ref: 'Tag#' }`). The server registers the shapes with
// app.addSchema (Fastify's validator, serializer and the OpenAPI components read them) and each route through
// server/http/calls.ts.
import {
  jsonAnswers,
  pascalName,
  resolveRefs,
  type ContractCall,
  type ContractContext,
  type Json,
  type RefTarget,
} from './contractModel';
import { literal, quote, TS_BANNER } from './emit';
import { stripVendorKeywords } from './strip';

/** the `$id` a reference's target is registered under */
function idRef(target: RefTarget): Json {
  if (target.kind === 'shape') return { $ref: `${pascalName(target.name)}#` };
  if (target.kind === 'entity') return { $ref: `${target.title}#` };
  return target.schema;
}

/** free-form objects say so: Fastify's serializer writes only the properties a schema names */
function openFreeForm(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openFreeForm);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json))
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' || key === 'examples'
        ? value
        : key === 'properties' && typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, openFreeForm(sub)]))
          : openFreeForm(value);
  const isObject = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (
    isObject &&
    out.properties === undefined &&
    out.additionalProperties === undefined &&
    out.patternProperties === undefined
  )
    out.additionalProperties = true;
  return out;
}

function routeSchema(context: ContractContext, file: string, schema: Json): unknown {
  const resolved = resolveRefs(context, file, schema, idRef);
  return openFreeForm(
    stripVendorKeywords(resolved, {
      dropInternal: false,
      dropKeywords: ['$schema', '$id'],
      keepKeywords: ['x-message', 'x-validated-by'],
    }),
  );
}

const FILE_MEDIA = { blob: 'application/octet-stream', file: 'application/octet-stream', text: 'text/plain' };
const ERROR = { $ref: 'ApiError#' };

function responses(context: ContractContext, file: string, call: ContractCall): Json {
  const out: Json = {};
  for (const [status, schema] of Object.entries(call.answers)) {
    const as = schema['x-answer-as'] as keyof typeof FILE_MEDIA | undefined;
    if (as !== undefined) {
      const description =
        typeof schema.description === 'string' ? schema.description : `a ${as === 'text' ? 'text' : 'file'}`;
      out[status] = {
        description,
        content: {
          [FILE_MEDIA[as]]: { schema: { type: 'string', ...(as === 'text' ? {} : { format: 'binary' }) } },
        },
      };
    } else if (status === '204') {
      out[status] = { description: 'done, nothing to say', type: 'null' };
    } else {
      out[status] = routeSchema(context, file, schema);
    }
  }
  // any request may be refused by the edge for its body's size (413) or content type (415), a call without a
  // body too (a client may send one)
  // a call with credentials may be refused 429 when an API token is over its rate (server/auth/tokenPrincipal.ts)
  const errors = [400, ...(call.anonymous ? [] : [401, 403, 429]), 413, 415, ...call.errors];
  for (const status of errors) out[String(status)] ??= ERROR;
  return out;
}

function routeOf(context: ContractContext, call: ContractCall): Json {
  const file = `${call.id.split('.')[0]}.schema.json`;
  const part = (schema: Json | undefined) => (schema ? routeSchema(context, file, schema) : undefined);
  const form = call.form && { ...(part(call.form) as Json), 'x-form': true };
  return {
    method: call.method,
    url: call.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1'),
    schema: {
      tags: [call.tag],
      summary: call.doc,
      operationId: call.id,
      ...(call.anonymous ? {} : { security: [{ accessToken: [], accessEmail: [] }, { apiToken: [] }] }),
      ...(form ? { consumes: ['multipart/form-data'] } : {}),
      params: part(call.params),
      querystring: part(call.query),
      body: form ?? part(call.body),
      response: responses(context, file, call),
    },
    jsonAnswers: jsonAnswers(call).map(([status]) => Number(status)),
    read: call.read,
  };
}

export function callRoutesFile(context: ContractContext, calls: ContractCall[]): string {
  const shapes = [...context.shapes.values()].map((def) => ({
    $id: pascalName(def.name),
    ...(routeSchema(context, def.file, def.schema) as Json),
  }));
  const lines = [
    TS_BANNER,
    "import type { CallName } from '../../domain/generated/calls.ts';",
    '',
    "/** a contract call's route: what server/http/calls.ts registers */",
    'export interface CallRoute {',
    "  method: 'GET' | 'POST' | 'PUT' | 'DELETE';",
    '  url: string;',
    '  schema: Record<string, unknown> & { response: Record<string, unknown> };',
    '  jsonAnswers: number[];',
    '  /** only reads: not audited (server/audit) */',
    '  read: boolean;',
    '}',
    '',
    '/** the shared shapes of the calls ($defs of the schemas), registered by `$id` */',
    `export const CALL_SHAPES: Array<Record<string, unknown> & { $id: string }> = ${literal(shapes)};`,
    '',
    '/** call id → method, URL (relative to the API prefix), Fastify route schema, statuses answering JSON */',
    'export const CALL_ROUTES: Record<CallName, CallRoute> = {',
    ...calls.map((call) => `  ${quote(call.id)}: ${literal(routeOf(context, call), 1)},`),
    '};',
    '',
  ];
  return lines.join('\n');
}
