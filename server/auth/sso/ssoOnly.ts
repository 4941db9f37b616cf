// An account set to "single sign-on only" (issue 36) signs in by its identity provider: its password sign-in is
// refused, whether the password is right or not, with its own message (not the wrong-password one) and no failure
// counted. Role 0 is never refused (server/auth/login.ts): its password is the break-glass way in when a provider
// is down or misconfigured.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { recordSecurityEvent } from '../securityEvents.ts';

export const SSO_ONLY = message('app.serverMessages.ssoOnlyAccount');

export async function refuseSsoOnly(
  app: FastifyInstance,
  email: string,
  ip: string,
  history: (success: boolean, locked: boolean) => Promise<unknown>,
): Promise<never> {
  await history(false, false);
  recordSecurityEvent(app.log, { type: 'login.ssoOnlyRefused', email, ip });
  throw new HttpError(401, SSO_ONLY);
}
