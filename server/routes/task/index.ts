// The routes of the update tasks (issue 5, slice C): task lists, task detail, refresh, revert, product update history.
import type { FastifyPluginAsync } from 'fastify';
import productUpdateRoutes from './productUpdates.ts';
import taskActionRoutes from './taskActions.ts';
import taskHistoryRoutes from './taskHistory.ts';

export const taskAreaRoutes: FastifyPluginAsync[] = [
  taskHistoryRoutes,
  taskActionRoutes,
  productUpdateRoutes,
];
