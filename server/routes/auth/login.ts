// POST /auth/login, GET /auth/login (session check), POST /auth/logout (doc 1 §7 Authentication; schemas/account.schema.json
// x-calls login, session, logout). The login's code step is POST /auth/login/otp (routes/auth/twoFactor.ts).
import type { FastifyInstance } from 'fastify';
import { login } from '../../auth/login.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { loginBody } from '../../../domain/credentialRules.ts';
import { loadSession, sessionUserInfo } from '../../auth/session.ts';
import { defineCall } from '../../http/calls.ts';
import { sessionOf } from '../../auth/principal.ts';
import { unauthorized } from '../../http/errors.ts';
import { noStore } from '../../http/noStore.ts';
import { parseBody } from '../../http/validate.ts';
import { LOGOUT } from '../../repositories/loginHistory.ts';

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  // the body is read after the throttle counted the attempt, with the spec's messages (domain/credentialRules.ts)
  defineCall(
    app,
    'account.login',
    { guard: { public: true }, route: { ...authThrottle(app, 'login', 'failures'), onRequest: noStore } },
    async (request) => login(app, parseBody(loginBody, request.body), request.ip),
  );

  // public: the headers are read here, a missing or dead session is 401
  defineCall(
    app,
    'account.session',
    { guard: { public: true }, route: { onRequest: noStore } },
    async (request) => {
      const token = request.headers['access-token'];
      const email = request.headers['access-email'];
      if (typeof token !== 'string' || typeof email !== 'string') throw unauthorized();
      const session = await loadSession(app.repos, token, email);
      if (!session) throw unauthorized();
      request.principal = session;
      return sessionUserInfo(app.repos, app.appConfig, session);
    },
  );

  defineCall(
    app,
    'account.logout',
    { guard: { session: true, allowForceChange: true, allowTwoFactorEnrol: true, sessionOnly: true } },
    async (request) => {
      const session = sessionOf(request);
      await app.repos.sessions.delete(session.token);
      await app.repos.loginHistory.record({
        ip: request.ip,
        type: LOGOUT,
        email: session.email,
        success: true,
        locked: false,
      });
      return {};
    },
  );
}
