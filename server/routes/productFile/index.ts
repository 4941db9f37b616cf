// The routes of the product files and second codes (issue 5, slice D): upload, upload history, second codes.
import type { FastifyPluginAsync } from 'fastify';
import productUploadHistoryRoutes from './history.ts';
import secondCodeRoutes from './secondCode.ts';
import productFileUploadRoutes from './upload.ts';

export const productFileAreaRoutes: FastifyPluginAsync[] = [
  productFileUploadRoutes,
  productUploadHistoryRoutes,
  secondCodeRoutes,
];
