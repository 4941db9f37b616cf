// Answers written from their schemas (Fastify's fast-json-stringify), each compiled once per process: every app
// of the process (the tests build hundreds) registers the same contract routes against the same shared schemas,
// and compiling a route's serializers again for each app would double the time an app takes to build.
import fastJsonStringify, { type AnySchema, type Options } from 'fast-json-stringify';

type Serializer = (data: unknown) => string;

const compiled = new Map<string, Serializer>();

/** Fastify's serializer factory (schemaController.compilersFactory.buildSerializer) with a process-wide cache */
export function buildSerializer(externalSchemas: unknown, serializerOpts: unknown) {
  const options = { ...(serializerOpts as object), schema: externalSchemas } as Options;
  return ({ schema }: { schema?: unknown }): Serializer => {
    const key = JSON.stringify(schema);
    let serializer = compiled.get(key);
    if (!serializer) {
      serializer = fastJsonStringify(schema as AnySchema, options) as unknown as Serializer;
      compiled.set(key, serializer);
    }
    return serializer;
  };
}
