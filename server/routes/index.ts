// Every API route, under the API prefix, behind the guard (which refuses a route without a guard).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { guardPlugin } from '../auth/guard.ts';
import accountRoutes from './auth/account.ts';
import accountActionRoutes from './auth/accountActions.ts';
import forgetPasswordRoutes from './auth/forget.ts';
import historyRoutes from './auth/history.ts';
import loginRoutes from './auth/login.ts';
import roleRoutes from './auth/role.ts';
import signupRoutes from './auth/signup.ts';
import thirdPartyRoutes from './auth/thirdParty.ts';
import serverStatusRoutes from './status/server.ts';
import storeStatusRoutes from './status/store.ts';
import collectingRoutes from './tag/collecting.ts';
import versionRoutes from './version.ts';

export const routeModules = [
  loginRoutes,
  signupRoutes,
  forgetPasswordRoutes,
  thirdPartyRoutes,
  historyRoutes,
  accountRoutes,
  accountActionRoutes,
  roleRoutes,
  storeStatusRoutes,
  serverStatusRoutes,
  versionRoutes,
  collectingRoutes,
];

export async function apiRoutes(
  app: FastifyInstance,
  options: { extra?: FastifyPluginAsync[] },
): Promise<void> {
  await guardPlugin(app);
  for (const routes of [...routeModules, ...(options.extra ?? [])]) await app.register(routes);
}
