// POST /auth/forget/password (doc 1 §7): always { code: 1, message } (no account enumeration).
import type { FastifyInstance } from 'fastify';
import { forgetPasswordBody } from '../../../src/domain/credentialRules.ts';
import { hashPassword, temporaryPassword } from '../../auth/password.ts';
import { parseBody } from '../../http/validate.ts';
import { inTransaction } from '../../repositories/index.ts';
import { doc } from '../docs.ts';

export const FORGET_DONE = 'A temporary password has been sent to your email.';

export default async function forgetPasswordRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.post(
    '/auth/forget/password',
    {
      config: { public: true },
      schema: doc('auth', 'Send a temporary password (always answers code 1)', {
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
      }),
    },
    async (request) => {
      const { email } = parseBody(forgetPasswordBody, request.body);
      const account = await repos.accounts.find(email);
      if (account) {
        const password = temporaryPassword();
        const passwordHash = await hashPassword(password);
        await inTransaction(app.db, async (tx) => {
          await tx.accounts.setPassword(account.email, { passwordHash, weakPwd: false, forceChange: true });
          await tx.mailOutbox.queue({
            to: account.email,
            subject: 'Temporary password',
            body: `Your temporary password is ${password}\nYou will be asked to change it after logging in.`,
          });
        });
        request.log.info({ email: account.email }, 'temporary password queued');
      }
      return { code: 1, message: FORGET_DONE };
    },
  );
}
