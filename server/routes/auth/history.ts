// POST /auth/account/history/{email}/search (call loginHistory.search): login history, 25 per page, updatedAt
// descending (doc 1 §7).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { normaliseEmail } from '../../repositories/accounts.ts';

export default async function historyRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'loginHistory.search',
    { guard: { privilege: 'member', access: 'read', allowSelf: true } },
    async (request) =>
      app.repos.loginHistory.search(request.body ?? {}, {
        fixed: { email: normaliseEmail(request.params.email) },
        defaultLength: 25,
      }),
  );
}
