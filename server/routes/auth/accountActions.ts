// POST /auth/account/unlock and POST /auth/account/reset (doc 3 §7).
import type { FastifyInstance } from 'fastify';
import { emailBody } from '../../../domain/credentialRules.ts';
import { assertMayChange } from '../../auth/grantRules.ts';
import { hashPassword, temporaryPassword } from '../../auth/password.ts';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/noStore.ts';
import { parseBody } from '../../http/validate.ts';
import { inTransaction } from '../../repositories/index.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const emailSchema = { type: 'object', required: ['email'], properties: { email: { type: 'string' } } };

export default async function accountActionRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.post(
    '/auth/account/unlock',
    {
      config: { privilege: 'member', access: 'write' },
      schema: doc('member', 'Unlock an account', { body: emailSchema, ...withAuthHeaders }),
    },
    async (request) => {
      const { email } = parseBody(emailBody, request.body);
      const account = await repos.accounts.find(email);
      if (!account) throw notFound();
      await assertMayChange(repos, request.session!, account);
      if (!(await repos.accounts.unlock(email))) throw notFound();
      request.log.info({ email }, 'account unlocked');
      return {};
    },
  );

  app.post(
    '/auth/account/reset',
    {
      config: { privilege: 'member', access: 'write' },
      onRequest: noStore,
      schema: doc('member', 'Reset to a temporary password (answered once), force its change, unlock', {
        body: emailSchema,
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const { email } = parseBody(emailBody, request.body);
      const account = await repos.accounts.find(email);
      if (!account) throw notFound();
      await assertMayChange(repos, request.session!, account);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await inTransaction(app.db, async (tx) => {
        await tx.accounts.setPassword(account.email, {
          passwordHash,
          weakPwd: false,
          forceChange: true,
          unlock: true,
        });
        await tx.sessions.deleteForEmail(account.email);
      });
      request.log.info({ email: account.email }, 'account reset');
      return { email: account.email, password };
    },
  );
}
