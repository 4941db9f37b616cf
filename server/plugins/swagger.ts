// External plugin: the OpenAPI 3.1 document and its UI at /api/docs, served from local assets. Its components are
// the shared schemas (entities by title, the schemas' $defs: server/http/callSchemas.ts), each referred to by
// name; a contract call's route gives its parameters, body, answers, errors and security (issue 34).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { shared } from './shared.ts';
import { webhooksSection } from '../webhooks/openapi.ts';

export const swaggerPlugin = shared('swagger', async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ESL console API',
        description: 'Reference ESL server. Conventions: docs/api.md. Every path is relative to /api.',
        version: '1',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' },
          accessEmail: { type: 'apiKey', in: 'header', name: 'Access-Email' },
          // an integration's API token (issue 35): Authorization: Bearer esl_...
          apiToken: { type: 'http', scheme: 'bearer' },
        },
      },
      // the events a webhook subscription receives (issue 35): server/webhooks/openapi.ts
      webhooks: webhooksSection(),
    },
    // a shared schema is the component of its $id (`{ $ref: 'Tag#' }` → `#/components/schemas/Tag`)
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    // the routes live under /api; the document's server url carries the prefix
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api/, '') }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
