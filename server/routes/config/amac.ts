// The abstract-code mappings (doc 3 §3 Amac, §5, §7 'Settings'): setting read to list, setting write to
// change; bodies checked by schemas/amac.schema.json ('Fill in Abstract Data!', 'Fill in Abstract Code!').
//   GET /config/amac → { data: [{ abstractCode, abstractData, updatedAt }] } (code order)
//   POST /config/amac/search → a table page (table conventions)
//   POST /config/amac { abstractCode, abstractData } → the new mapping (409 when the code exists)
//   PUT /config/amac { abstractCode, abstractData } → the saved mapping (404 when unknown)
//   DELETE /config/amac/{abstractCode} → {}
import type { FastifyInstance } from 'fastify';
import type { AmacCreateAnswer, AmacSearchAnswer } from '../../../domain/generated/calls.ts';
import { amacValidators } from '../../../domain/generated/validators.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';

export const AMAC_EXISTS = message('app.serverMessages.amacExists');

const read = { privilege: 'setting', access: 'read' } as const;
const write = { privilege: 'setting', access: 'write' } as const;

export default async function amacRoutes(app: FastifyInstance): Promise<void> {
  const amac = app.repos.amac;

  defineCall(app, 'amac.list', { guard: read }, async () => ({
    data: (await amac.all()) as unknown as AmacCreateAnswer[],
  }));

  defineCall(
    app,
    'amac.search',
    { guard: read },
    async (request) => (await amac.search(request.body)) as unknown as AmacSearchAnswer,
  );

  defineCall(app, 'amac.create', { guard: write }, async (request, reply) => {
    const body = parseBody(amacValidators.api.create, request.body) as Record<string, unknown>;
    if (await amac.get({ abstractCode: body.abstractCode })) throw conflict(AMAC_EXISTS);
    return answer(reply, 'amac.create', 201, (await amac.insert(body)) as unknown as AmacCreateAnswer);
  });

  defineCall(app, 'amac.update', { guard: write }, async (request) => {
    const body = parseBody(amacValidators.api.update, request.body) as Record<string, unknown>;
    const key = { abstractCode: body.abstractCode };
    if (!(await amac.get(key))) throw notFound();
    return (await amac.update(key, {
      ...body,
      updatedAt: new Date().toISOString(),
    })) as unknown as AmacCreateAnswer;
  });

  defineCall(app, 'amac.delete', { guard: write }, async (request) => {
    if (!(await amac.delete({ abstractCode: request.params.abstractCode }))) throw notFound();
    return {};
  });
}
