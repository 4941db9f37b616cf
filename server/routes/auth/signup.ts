// POST /auth/signup (doc 1 §7): answers { code: 1 | 0, message }.
import type { FastifyInstance } from 'fastify';
import { signupBody } from '../../../domain/credentialRules.ts';
import { hashPassword, isWeakPassword } from '../../auth/password.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { MESSAGES } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { normaliseEmail } from '../../repositories/accounts.ts';
import { doc } from '../docs.ts';

export const SIGNUP_DONE = message('app.serverMessages.signupDone');
export const SIGNUP_CLOSED = message('app.serverMessages.signupClosed');

export default async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { repos, appConfig } = app;

  app.post(
    '/auth/signup',
    {
      config: { public: true },
      // 'This email is already registered.' tells whether an email exists: throttled like login
      ...authThrottle(app, 'signup', 'calls'),
      schema: doc('auth', 'Sign up a new account with the signup role and no store', {
        body: {
          type: 'object',
          required: ['name', 'email', 'mobile', 'password'],
          properties: {
            name: { type: 'string' },
            email: { type: 'string' },
            mobile: { type: 'string' },
            password: { type: 'string' },
          },
        },
      }),
    },
    async (request) => {
      const body = parseBody(signupBody, request.body);
      const email = normaliseEmail(body.email);
      if (await repos.accounts.find(email)) return { code: 0, ...messageBody(MESSAGES.emailExists) };
      if (!(await repos.roles.get({ role_id: appConfig.signupRoleId })))
        return { code: 0, ...messageBody(SIGNUP_CLOSED) };
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
      return { code: 1, ...messageBody(SIGNUP_DONE) };
    },
  );
}
