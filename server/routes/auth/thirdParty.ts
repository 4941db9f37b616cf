// GET and POST /auth/3rd/party: the third-party sign-on script (doc 1 §7, doc 3 §7), kept in system_config.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../http/validate.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const KEY = 'thirdPartyAuth';
const scriptBody = z.object({
  code: z.string({ error: 'validation.invalidValue' }).max(200_000, { error: 'validation.invalidValue' }),
});

export default async function thirdPartyRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/auth/3rd/party',
    {
      config: { privilege: 'setting', access: 'read' },
      schema: doc('auth', 'The third-party sign-on script', withAuthHeaders),
    },
    async () => ({ code: (await repos.systemConfig.get<{ code: string }>(KEY))?.code ?? '' }),
  );

  app.post(
    '/auth/3rd/party',
    {
      config: { privilege: 'setting', access: 'write' },
      schema: doc('auth', 'Save the third-party sign-on script', {
        body: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const { code } = parseBody(scriptBody, request.body);
      await repos.systemConfig.set(KEY, { code });
      return { code };
    },
  );
}
