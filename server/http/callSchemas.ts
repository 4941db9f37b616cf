// The shared schemas of the call contract (issue 34) and the one validator of every contract request.
// Shapes: the $defs of schemas/ (server/generated/callRoutes.ts CALL_SHAPES) and the entities as the API gives
// them (server/generated/jsonSchemas.ts), each under its `$id` (`TagListBody`, `Tag`): registered with
// app.addSchema, so Fastify's serializer writes an answer from its schema (a field it does not name never leaves
// the server) and the OpenAPI document lists them as components.
// Validation: Ajv, once at the edge, for the parts of a route registered through defineCall (http/calls.ts); a
// body keeps its JSON types (`"start": "0"` is refused), path parameters and the query (text on the wire) are
// converted to the types their schema names. A refusal is a 400 naming the field:
// `validation error: body.tagList[0] must be string`, or the message a property names with `x-message`.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { CALL_SHAPES } from '../generated/callRoutes.ts';
import { jsonSchemas } from '../generated/jsonSchemas.ts';
import { badRequest, HttpError } from './errors.ts';
import { message } from './messages.ts';
import { validationMessage } from './validate.ts';

type Json = Record<string, unknown>;

/** every shared schema, each with the `$id` the contract's `$ref`s name */
export function sharedSchemas(): Json[] {
  const entities = Object.entries(jsonSchemas).map(([title, schema]) => ({
    ...(schema as Json),
    $id: title,
  }));
  return [...entities, ...CALL_SHAPES];
}

function newAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false, verbose: true, coerceTypes, useDefaults: false });
  addFormats(ajv);
  for (const schema of sharedSchemas()) ajv.addSchema(schema);
  return ajv;
}

let validators: { body: Ajv; text: Ajv } | undefined;
/** Ajv instances with the shared schemas, built once per process (compiled validators are cached by schema) */
function ajvs() {
  validators ??= { body: newAjv(false), text: newAjv(true) };
  return validators;
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** `/tagList/0` under `body` → `body.tagList[0]` */
function fieldName(part: string, pointer: string, child?: string): string {
  const steps = pointer
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) steps.push(child);
  return steps.reduce((name, step) => (/^\d+$/.test(step) ? `${name}[${step}]` : `${name}.${step}`), part);
}

/** the field an error is about, and the schema that names it (for its x-message) */
function errorField(part: string, error: ErrorObject): { field: string; schema?: Json } {
  const params = error.params as Json;
  const child =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : undefined;
  const parent = error.parentSchema as Json | undefined;
  const schema =
    child !== undefined ? ((parent?.properties as Json | undefined)?.[child] as Json | undefined) : parent;
  return { field: fieldName(part, error.instancePath, child), schema };
}

/** the 400 of a refused request part */
export function refusal(httpPart: string, errors: ErrorObject[] | null | undefined): HttpError {
  const part = PART_NAMES[httpPart] ?? httpPart;
  const first = errors?.[0];
  if (!first) return badRequest(message('validation.invalidValue'));
  const { field, schema } = errorField(part, first);
  const key = schema?.['x-message'];
  if (typeof key === 'string') return Object.assign(badRequest(validationMessage(key)), { field });
  const problem =
    first.keyword === 'additionalProperties'
      ? 'is not a field of this call'
      : first.keyword === 'required'
        ? 'is required'
        : (first.message ?? 'is not valid');
  const error = badRequest(message('app.serverMessages.fieldInvalid', { field, problem }));
  return Object.assign(error, { field });
}

const partValidators = new Map<string, ValidateFunction>();

/** the validator of one part of a contract route: Ajv's, from its schema (compiled once per process) */
export function partValidator(httpPart: string, schema: Json): ValidateFunction {
  const { body, text } = ajvs();
  const key = `${httpPart === 'body' ? 'body' : 'text'} ${JSON.stringify(schema)}`;
  let validate = partValidators.get(key);
  if (!validate) {
    validate = (httpPart === 'body' ? body : text).compile(schema);
    partValidators.set(key, validate);
  }
  return validate;
}

/** Registers the shared schemas on the root app (before any route that refers to them). */
export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemas()) app.addSchema(schema);
}

/** The app's validator compiler: contract routes (`contractRoutes` holds `METHOD url`) are validated from their
 * schemas; the schema of any other route only documents it (its handler checks the input). */
export function validatorCompiler(contractRoutes: Set<string>) {
  return ({
    schema,
    method,
    url,
    httpPart,
  }: {
    schema: FastifySchema;
    method: string;
    url: string;
    httpPart?: string;
  }) => {
    const part = httpPart ?? 'body';
    // a multipart form is read by its handler; an entity's create or update body by the entity's validators
    const own = (schema as Json)['x-form'] === true || (schema as Json)['x-validated-by'] === 'entity';
    if (!contractRoutes.has(`${method} ${url}`) || own) return (data: unknown) => ({ value: data });
    const validate = partValidator(part, schema as Json);
    return (data: unknown) => (validate(data) ? { value: data } : { error: refusal(part, validate.errors) });
  };
}
