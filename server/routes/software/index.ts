// The routes of the software area (issue 12): the upgrade package, its staged rollout, the mobile app files.
import type { FastifyPluginAsync } from 'fastify';
import appFileRoutes from './appFile.ts';
import upgradeRoutes from './upgrade.ts';

export const softwareAreaRoutes: FastifyPluginAsync[] = [upgradeRoutes, appFileRoutes];
