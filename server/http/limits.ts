// Body limits by route, in one place: JSON bodies are small (DEFAULT_BODY_LIMIT); the routes that carry lists
// (bulk tag assignment and actions, predefined gateways, product and family lists) take LIST_BODY_LIMIT. File
// uploads (multipart, POST /product/file) are streamed by @fastify/multipart with their own file size limit.
// A larger body is answered 413 with a message.
import type { FastifyInstance } from 'fastify';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const LIST_BODY_LIMIT = 16 * 1024 * 1024;

/** method and URL (with the API prefix) of the routes whose body is a list that may be long */
export const LIST_ROUTES = new Set([
  'POST /api/tag/assign',
  'POST /api/tag/assign/multiple',
  'POST /api/tag/deassign',
  'POST /api/tag/reassign',
  'POST /api/tag/status/check',
  'POST /api/gw/predefined',
  'POST /api/product',
  'POST /api/product/delete',
  'POST /api/product/remove/unused',
  'POST /api/product/family',
  'POST /api/product/family/import',
  'POST /api/product/family/delete',
  'POST /api/product/preview/encoded',
]);

/** Registered on the root app before the routes: gives each list route its limit unless it sets one. */
export function bodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    if (route.bodyLimit === undefined && methods.some((m) => LIST_ROUTES.has(`${m} ${route.url}`)))
      route.bodyLimit = LIST_BODY_LIMIT;
  });
}
