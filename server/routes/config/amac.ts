// The abstract-code mappings (doc 3 §3 Amac, §5, §7 'Settings'): setting read to list, setting write to
// change; bodies checked by schemas/amac.schema.json ('Fill in Abstract Data!', 'Fill in Abstract Code!').
//   GET /config/amac → { data: [{ abstractCode, abstractData, updatedAt }] } (code order)
//   POST /config/amac/search → a table page (table conventions)
//   POST /config/amac { abstractCode, abstractData } → the new mapping (409 when the code exists)
//   PUT /config/amac { abstractCode, abstractData } → the saved mapping (404 when unknown)
//   DELETE /config/amac/{abstractCode} → {}
import type { FastifyInstance } from 'fastify';
import { amacValidators } from '../../../domain/generated/validators.ts';
import type { SearchBody } from '../../db/search.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { doc, entity, searchBody, withAuthHeaders } from '../docs.ts';

export const AMAC_EXISTS = message('app.serverMessages.amacExists');

const read = { privilege: 'setting', access: 'read' } as const;
const write = { privilege: 'setting', access: 'write' } as const;

export default async function amacRoutes(app: FastifyInstance): Promise<void> {
  const amac = app.repos.amac;

  app.get(
    '/config/amac',
    { config: read, schema: doc('setting', 'Every amac', withAuthHeaders) },
    async () => ({
      data: await amac.all(),
    }),
  );

  app.post(
    '/config/amac/search',
    { config: read, schema: doc('setting', 'A page of amacs', { body: searchBody, ...withAuthHeaders }) },
    async (request) => amac.search((request.body ?? {}) as SearchBody),
  );

  app.post(
    '/config/amac',
    { config: write, schema: doc('setting', 'Add an amac', { body: entity('Amac'), ...withAuthHeaders }) },
    async (request, reply) => {
      const body = parseBody(amacValidators.api.create, request.body) as Record<string, unknown>;
      if (await amac.get({ abstractCode: body.abstractCode })) throw conflict(AMAC_EXISTS);
      return reply.code(201).send(await amac.insert(body));
    },
  );

  app.put(
    '/config/amac',
    { config: write, schema: doc('setting', 'Save an amac', { body: entity('Amac'), ...withAuthHeaders }) },
    async (request) => {
      const body = parseBody(amacValidators.api.update, request.body) as Record<string, unknown>;
      const key = { abstractCode: body.abstractCode };
      if (!(await amac.get(key))) throw notFound();
      return amac.update(key, { ...body, updatedAt: new Date().toISOString() });
    },
  );

  app.delete<{ Params: { abstractCode: string } }>(
    '/config/amac/:abstractCode',
    { config: write, schema: doc('setting', 'Delete an amac', withAuthHeaders) },
    async (request) => {
      if (!(await amac.delete({ abstractCode: request.params.abstractCode }))) throw notFound();
      return {};
    },
  );
}
