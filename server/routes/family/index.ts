// The routes of the family products (issue 5, slice B): lookups, store and shared search, create/update, delete.
import type { FastifyPluginAsync } from 'fastify';
import productFamilyRoutes from '../product/family.ts';

export const familyAreaRoutes: FastifyPluginAsync[] = [productFamilyRoutes];
