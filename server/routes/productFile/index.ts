// The routes of the product files and second codes (issue 5, slice D): upload, upload history, second codes.
import type { FastifyPluginAsync } from 'fastify';

export const productFileAreaRoutes: FastifyPluginAsync[] = [];
