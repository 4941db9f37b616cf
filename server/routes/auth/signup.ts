// POST /auth/signup (doc 1 §7): answers { code: 1 | 0, message }.
import type { FastifyInstance } from 'fastify';
import { hashPassword, isWeakPassword } from '../../auth/password.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { defineCall } from '../../http/calls.ts';
import { MESSAGES } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { normaliseEmail } from '../../repositories/accounts.ts';

export const SIGNUP_DONE = message('app.serverMessages.signupDone');
export const SIGNUP_CLOSED = message('app.serverMessages.signupClosed');

export default async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { repos, appConfig } = app;

  // 'This email is already registered.' tells whether an email exists: throttled like login
  defineCall(
    app,
    'account.signup',
    { guard: { public: true }, route: authThrottle(app, 'signup', 'calls') },
    async (request) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      if (await repos.accounts.find(email)) return { code: 0 as const, ...messageBody(MESSAGES.emailExists) };
      if (!(await repos.roles.get({ role_id: appConfig.signupRoleId })))
        return { code: 0 as const, ...messageBody(SIGNUP_CLOSED) };
      await repos.accounts.insert({
        email,
        name: body.name.trim(),
        mobile: body.mobile.trim(),
        role_id: appConfig.signupRoleId,
        store: [],
        enableWholeStore: false,
        passwordHash: await hashPassword(body.password),
        weakPwd: isWeakPassword(body.password),
        lastPwdChanged: new Date(),
      });
      request.log.info({ email }, 'account signed up');
      return { code: 1 as const, ...messageBody(SIGNUP_DONE) };
    },
  );
}
