// The routes of the product screens (issue 5, slice A): store list, product search, create/update, delete, remove unused.
import type { FastifyPluginAsync } from 'fastify';
import productWriteRoutes from './write.ts';
import promotionRoutes from './promotion.ts';

export const productAreaRoutes: FastifyPluginAsync[] = [productWriteRoutes, promotionRoutes];
