// POST /auth/account/history/{email}/search: login history, 25 per page, updatedAt descending (doc 1 §7).
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { normaliseEmail } from '../../repositories/accounts.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

export default async function historyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { email: string } }>(
    '/auth/account/history/:email/search',
    {
      config: { privilege: 'member', access: 'read', allowSelf: true },
      schema: doc('member', 'Login history of an account', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) =>
      app.repos.loginHistory.search((request.body ?? {}) as SearchBody, {
        fixed: { email: normaliseEmail(request.params.email) },
        defaultLength: 25,
      }),
  );
}
