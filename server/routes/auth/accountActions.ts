// POST /auth/account/unlock and POST /auth/account/reset (doc 3 §7).
import type { FastifyInstance } from 'fastify';
import { assertMayChange } from '../../auth/grantRules.ts';
import { hashPassword, temporaryPassword } from '../../auth/password.ts';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/noStore.ts';
import { inTransaction } from '../../repositories/index.ts';

/** people only: an API token never unlocks or resets an account (issue 35) */
const memberWrite = { privilege: 'member', access: 'write', sessionOnly: true } as const;

export default async function accountActionRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'account.unlock', { guard: memberWrite }, async (request) => {
    const { email } = request.body;
    const account = await repos.accounts.find(email);
    if (!account) throw notFound();
    await assertMayChange(repos, request.principal!, account);
    if (!(await repos.accounts.unlock(email))) throw notFound();
    request.log.info({ email }, 'account unlocked');
    return {};
  });

  defineCall(app, 'account.reset', { guard: memberWrite, route: { onRequest: noStore } }, async (request) => {
    const account = await repos.accounts.find(request.body.email);
    if (!account) throw notFound();
    await assertMayChange(repos, request.principal!, account);
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
  });
}
