// POST /auth/login, GET /auth/login (session check), POST /auth/logout (doc 1 §7 Authentication).
import type { FastifyInstance } from 'fastify';
import { login } from '../../auth/login.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { loginBody } from '../../../domain/credentialRules.ts';
import { LOCALES } from '../../../domain/locales.ts';
import { loadSession, sessionUserInfo } from '../../auth/session.ts';
import { defineCall } from '../../http/calls.ts';
import { unauthorized } from '../../http/errors.ts';
import { noStore } from '../../http/noStore.ts';
import { parseBody } from '../../http/validate.ts';
import { LOGOUT } from '../../repositories/loginHistory.ts';
import { doc, withAuthHeaders } from '../docs.ts';

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      ...authThrottle(app, 'login', 'failures'),
      onRequest: noStore,
      schema: doc('auth', 'Log in: answers the session user info', {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string' },
            password: { type: 'string' },
            locale: { type: 'string', enum: [...LOCALES], description: 'the interface language, for mails' },
          },
        },
      }),
    },
    async (request) => login(app, parseBody(loginBody, request.body), request.ip),
  );

  app.get(
    '/auth/login',
    {
      config: { public: true },
      onRequest: noStore,
      schema: doc('auth', 'Session check: the session user info of the headers', withAuthHeaders),
    },
    async (request) => {
      const token = request.headers['access-token'];
      const email = request.headers['access-email'];
      if (typeof token !== 'string' || typeof email !== 'string') throw unauthorized();
      const session = await loadSession(app.repos, token, email);
      if (!session) throw unauthorized();
      request.session = session;
      return sessionUserInfo(app.repos, app.appConfig, session);
    },
  );

  defineCall(app, 'account.logout', { guard: { session: true, allowForceChange: true } }, async (request) => {
    const session = request.session!;
    await app.repos.sessions.delete(session.token);
    await app.repos.loginHistory.record({
      ip: request.ip,
      type: LOGOUT,
      email: session.email,
      success: true,
      locked: false,
    });
    return {};
  });
}
