// OpenAPI descriptions of the routes (Fastify does not validate with them: bodies are checked by the zod validators).
import type { FastifySchema } from 'fastify';
import { jsonSchemas } from '../generated/jsonSchemas.ts';

type JsonObject = Record<string, unknown>;

/** An entity's JSON Schema (generated from schemas/) without its $id, to inline in a route description. */
export function entity(title: keyof typeof jsonSchemas): JsonObject {
  const { $id: _id, ...schema } = jsonSchemas[title] as JsonObject;
  return schema;
}

export const searchBody: JsonObject = {
  type: 'object',
  description:
    'start, length (-1 = all), order [{column, dir}], filter_<field>, condition_<field> (~ or ==), filter_startDate, filter_endDate (epoch seconds)',
  properties: {
    start: { type: 'integer', minimum: 0 },
    length: { type: 'integer', minimum: -1 },
    order: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          column: { type: ['string', 'integer'] },
          dir: { type: 'string', enum: ['asc', 'desc'] },
        },
      },
    },
    filter_startDate: { type: 'integer' },
    filter_endDate: { type: 'integer' },
  },
  additionalProperties: true,
};

export function doc(
  tag: string,
  summary: string,
  extra: Omit<FastifySchema, 'tags' | 'summary'> = {},
): FastifySchema {
  return { tags: [tag], summary, ...extra };
}

export const withAuthHeaders: { security: Array<Record<string, string[]>> } = {
  security: [{ accessToken: [], accessEmail: [] }, { apiToken: [] }],
};
