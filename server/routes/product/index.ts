// The routes of the product screens (issue 5, slice A): store list, product search, create/update, delete, remove unused.
import type { FastifyPluginAsync } from 'fastify';

export const productAreaRoutes: FastifyPluginAsync[] = [];
