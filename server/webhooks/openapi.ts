// The OpenAPI 3.1 `webhooks` section (issue 35): one entry per event type, a POST whose body is the envelope
// (WebhookEnvelope) with `type` that event's and `data` its schema (schemas/webhookEvents.schema.json).
import type { OpenAPIV3_1 } from 'openapi-types';
import { DOCUMENTED_EVENT_TYPES, ENVELOPE_SCHEMA_ID, eventSchemaId } from './eventSchemas.ts';

const component = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function webhookEntry(type: string): OpenAPIV3_1.PathItemObject {
  return {
    post: {
      operationId: `webhook.${type}`,
      tags: ['webhooks'],
      summary: `the ${type} event`,
      description:
        'Sent to every active subscription choosing this event (within its stores), signed as docs/api.md "Webhooks" says. Answer 2xx to acknowledge it.',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              allOf: [
                component(ENVELOPE_SCHEMA_ID),
                {
                  type: 'object',
                  properties: { type: { const: type }, data: component(eventSchemaId(type)) },
                },
              ],
            },
          },
        },
      },
      responses: { '2XX': { description: 'received; anything else is retried' } },
    },
  };
}

/** the `webhooks` object of the OpenAPI document */
export function webhooksSection(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(DOCUMENTED_EVENT_TYPES.map((type) => [type, webhookEntry(type)]));
}
