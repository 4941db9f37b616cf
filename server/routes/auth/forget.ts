// POST /auth/forget/password (doc 1 §7): always { code: 1, message } (no account enumeration); an existing
// account gets a single-use reset link by mail and keeps its password until the link is used.
// POST /auth/reset/password: the link's email and token with the new password.
import type { FastifyInstance } from 'fastify';
import { forgetPasswordBody, resetPasswordBody } from '../../../domain/credentialRules.ts';
import { passwordResetMailer, resetPassword } from '../../auth/passwordReset.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { message, messageBody } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { doc } from '../docs.ts';

export const FORGET_DONE = message('app.serverMessages.forgetDone');
export const RESET_DONE = message('app.serverMessages.resetDone');

const stringProperties = (names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
});

export default async function forgetPasswordRoutes(app: FastifyInstance): Promise<void> {
  const mailResetLink = passwordResetMailer(app);

  app.post(
    '/auth/forget/password',
    {
      config: { public: true },
      ...authThrottle(app, 'forget', 'calls'),
      schema: doc('auth', 'Mail a single-use password reset link (always answers code 1)', {
        body: stringProperties(['email']),
      }),
    },
    async (request) => {
      const { email } = parseBody(forgetPasswordBody, request.body);
      mailResetLink(email);
      return { code: 1, ...messageBody(FORGET_DONE) };
    },
  );

  app.post(
    '/auth/reset/password',
    {
      config: { public: true },
      ...authThrottle(app, 'reset', 'failures'),
      schema: doc('auth', 'Set a new password with the emailed reset link (email, token)', {
        body: stringProperties(['email', 'token', 'password']),
      }),
    },
    async (request) => {
      await resetPassword(app, parseBody(resetPasswordBody, request.body));
      return { code: 1, ...messageBody(RESET_DONE) };
    },
  );
}
