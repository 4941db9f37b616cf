// Store configuration (doc 3 §7 'Settings'): one store entity and its update, validated by the store
// schema's generated api validator (so a field added to schemas/store.schema.json is accepted, checked and
// stored with no edit here). Reading needs store config read (or store read); writing needs store config
// write (doc 3 §6), and a store outside the account's list answers 403.
//   GET /config/store/{store} → the store entity
//   PUT /config/store {storeCode, ...fields} → the stored entity
// Creating and deleting stores, with the new-store defaults and the gateway modal, is the settings issue.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeValidators } from '../../../src/generated/validators.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

function inScope(request: FastifyRequest, storeCode: string): void {
  const stores = request.session?.stores;
  if (stores && !stores.includes(storeCode)) throw forbidden();
}

export default async function storeConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const existing = async (storeCode: string) => {
    const row = await repos.stores.get({ storeCode });
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: { store: string } }>(
    '/config/store/:store',
    {
      config: { privilege: ['store_config', 'store'], access: 'read' },
      schema: doc('setting', 'One store entity', { response: { 200: entity('Store') }, ...withAuthHeaders }),
    },
    async (request) => {
      inScope(request, request.params.store);
      return existing(request.params.store);
    },
  );

  app.put(
    '/config/store',
    {
      config: { privilege: 'store_config', access: 'write' },
      schema: doc('setting', 'Update a store entity', { body: entity('Store'), ...withAuthHeaders }),
    },
    async (request) => {
      const body = parseBody(storeValidators.api.update, request.body) as Record<string, unknown>;
      const storeCode = String(body.storeCode);
      inScope(request, storeCode);
      await existing(storeCode);
      return repos.stores.update({ storeCode }, body);
    },
  );
}
