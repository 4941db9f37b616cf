// The routes of the family products (issue 5, slice B): lookups, store and shared search, create/update, import
// and delete (docs/api.md "Family products").
import type { FastifyPluginAsync } from 'fastify';
import productFamilyRoutes from '../product/family.ts';
import familyWriteRoutes from './write.ts';

export const familyAreaRoutes: FastifyPluginAsync[] = [productFamilyRoutes, familyWriteRoutes];
