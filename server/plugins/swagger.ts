// External plugin: the OpenAPI document (entity schemas as components) and its UI at /api/docs, served from local assets.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { jsonSchemas } from '../generated/jsonSchemas.ts';
import { shared } from './shared.ts';

function components(): Record<string, OpenAPIV3.SchemaObject> {
  return Object.fromEntries(
    Object.entries(jsonSchemas).map(([title, schema]) => {
      const { $id: _id, ...rest } = schema as Record<string, unknown>;
      return [title, rest as OpenAPIV3.SchemaObject];
    }),
  );
}

export const swaggerPlugin = shared('swagger', async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'ESL console API',
        description: 'Reference ESL server. Conventions: docs/api.md. Every path is relative to /api.',
        version: '1',
      },
      servers: [{ url: '/api' }],
      components: {
        schemas: components(),
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
          accessEmail: { type: 'apiKey', in: 'header', name: 'Access-Email' },
        },
      },
    },
    // the routes live under /api; the document's server url carries the prefix
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api/, '') }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
