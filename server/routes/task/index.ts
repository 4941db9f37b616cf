// The routes of the update tasks (issue 5, slice C): task lists, task detail, refresh, revert, product update history.
import type { FastifyPluginAsync } from 'fastify';

export const taskAreaRoutes: FastifyPluginAsync[] = [];
