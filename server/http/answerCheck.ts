// The proof that answers match the contract (issue 34): in the tests (VITEST, or ESL_CHECK_ANSWERS=1 for the
// end-to-end server) every JSON answer of a contract call is checked against the schema of its status before it
// is written, as JSON (a Date as its ISO text), with objects closed (a field the schema does not name is a
// mismatch, not silently dropped). A mismatch fails the request with a 500 naming the call, the field and the
// problem, and is logged.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { CallName } from '../../domain/generated/calls.ts';
import { CALL_ROUTES } from '../generated/callRoutes.ts';
import { sharedSchemas } from './callSchemas.ts';

type Json = Record<string, unknown>;

/** objects that name their properties admit no other (through $ref and combinators alike) */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json))
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : closed(value);
  if (
    out.properties !== undefined &&
    out.additionalProperties === undefined &&
    out.patternProperties === undefined
  )
    out.unevaluatedProperties = false;
  return out;
}

let checker: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(call: CallName, status: number): ValidateFunction | undefined {
  const key = `${call} ${status}`;
  if (compiled.has(key)) return compiled.get(key);
  if (!checker) {
    checker = new Ajv2020({ strict: false, allErrors: false });
    addFormats(checker);
    for (const schema of sharedSchemas()) checker.addSchema(closed(schema) as Json);
  }
  const schema = CALL_ROUTES[call].schema.response[String(status)] as Json | undefined;
  const validate = schema ? checker.compile(closed(schema) as Json) : undefined;
  compiled.set(key, validate as ValidateFunction);
  return validate;
}

export const checksAnswers = (): boolean =>
  process.env.VITEST !== undefined || process.env.ESL_CHECK_ANSWERS === '1';

/** Registered on the root app when checksAnswers(): applies to every contract route. */
export function answerCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const call = request.routeOptions.config?.call as CallName | undefined;
    if (!call || reply.statusCode >= 500) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const validate = validatorOf(call, reply.statusCode);
    // checked as JSON, as it travels (a Date is its ISO text, an undefined field is absent)
    const json: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    const problem = !validate
      ? `status ${reply.statusCode} is not declared`
      : validate(json)
        ? undefined
        : `${validate.errors?.[0]?.instancePath || '(root)'} ${validate.errors?.[0]?.message ?? ''} ${JSON.stringify(validate.errors?.[0]?.params ?? {})}`;
    if (problem === undefined) return payload;
    request.log.error({ call, route, problem }, 'answer does not match its schema');
    // the test's own output names it, whatever the log level
    console.error(`answer check: ${call} (${route}) answered ${reply.statusCode}: ${problem}`);
    throw new Error(`The answer of ${call} (${route}) does not match its schema: ${problem}`);
  });
}
