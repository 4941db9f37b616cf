// POST /auth/forget/password (doc 1 §7): always { code: 1, message } (no account enumeration); an existing
// account gets a single-use reset link by mail and keeps its password until the link is used.
// POST /auth/reset/password: the link's email and token with the new password.
import type { FastifyInstance } from 'fastify';
import { passwordResetMailer, resetPassword } from '../../auth/passwordReset.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { defineCall } from '../../http/calls.ts';
import { message, messageBody } from '../../http/messages.ts';

export const FORGET_DONE = message('app.serverMessages.forgetDone');
export const RESET_DONE = message('app.serverMessages.resetDone');

export default async function forgetPasswordRoutes(app: FastifyInstance): Promise<void> {
  const mailResetLink = passwordResetMailer(app);

  defineCall(
    app,
    'account.forgetPassword',
    { guard: { public: true }, route: authThrottle(app, 'forget', 'calls') },
    async (request) => {
      mailResetLink(request.body.email);
      return { code: 1 as const, ...messageBody(FORGET_DONE) };
    },
  );

  defineCall(
    app,
    'account.resetPassword',
    { guard: { public: true }, route: authThrottle(app, 'reset', 'failures') },
    async (request) => {
      await resetPassword(app, request.body);
      return { code: 1 as const, ...messageBody(RESET_DONE) };
    },
  );
}
