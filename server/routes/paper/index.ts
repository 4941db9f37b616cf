// The paper label routes (doc 2 §7 Paper; docs/api.md "Paper labels").
import type { FastifyPluginAsync } from 'fastify';
import paperStatusRoutes from './status.ts';
import paperUploadRoutes from './upload.ts';

export const paperAreaRoutes: FastifyPluginAsync[] = [paperStatusRoutes, paperUploadRoutes];
