// Store configuration (doc 3 §7 'Settings'): the store list, one store, create, update and delete, validated by
// the store schema's generated api validator (so a field added to schemas/store.schema.json is accepted,
// checked and stored with no edit here) plus the 10-300 s duration rule (domain/storeRules.ts). Reading
// needs store config read (or store read); writing needs store config write (doc 3 §6); a store outside the
// account's list answers 403 (the guard checks `store` params and body `storeCode`).
//   GET /config/store → { data: [store entities] } (the account's stores)
//   POST /config/store/search → a table page of the account's stores (table conventions)
//   POST /config/store/pagination → the gateway status list, as POST /status/store/pagination/0
//   GET /config/store/{store} → the store entity
//   POST /config/store {storeCode, storeName, ...} → the new store, the doc 3 §9 defaults (the schema's) for what
//     is left out (PAN ID and time server from the server configuration when left empty); 409 when the code exists
//   PUT /config/store {storeCode, ...fields} → the stored entity
//   DELETE /config/store/{store} → {} : the store and every row of it (gateways, tags, products, tasks, ...)
import type { FastifyInstance } from 'fastify';
import { storeValidators } from '../../../domain/generated/validators.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import { durationProblem } from '../../../domain/storeRules.ts';
import type { SearchBody } from '../../db/search.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody, validationMessage, withSchemaDefaults } from '../../http/validate.ts';
import { deleteStoreRows } from '../../repositories/storeRows.ts';
import { readServerConfig } from '../../settings/serverConfig.ts';
import { doc, entity, searchBody, withAuthHeaders } from '../docs.ts';
import { storeListOptions, storeListPage } from '../status/store/pagination.ts';

export const STORE_EXISTS = message('app.serverMessages.storeExists');

const read = { privilege: ['store_config', 'store'], access: 'read' as const };
const write = { privilege: 'store_config', access: 'write' } as const;

function checkDurations(body: Record<string, unknown>): void {
  const problem = durationProblem(body);
  if (problem) throw badRequest(validationMessage(problem));
}

export default async function storeConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const NUMBER_FIELDS = new Set(
    Object.entries((entity('Store').properties ?? {}) as Record<string, { type?: string }>)
      .filter(([, property]) => property.type === 'number' || property.type === 'integer')
      .map(([key]) => key),
  );
  const existing = async (storeCode: string) => {
    const row = await repos.stores.get({ storeCode });
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/config/store',
    { config: read, schema: doc('setting', "The account's stores", withAuthHeaders) },
    async (request) => {
      const stores = request.session?.stores;
      const rows = await repos.stores.all();
      return { data: stores ? rows.filter((r) => stores.includes(String(r.storeCode))) : rows };
    },
  );

  app.post(
    '/config/store/search',
    {
      config: read,
      schema: doc('setting', "A page of the account's stores", { body: searchBody, ...withAuthHeaders }),
    },
    async (request) =>
      repos.stores.search((request.body ?? {}) as SearchBody, { stores: request.session?.stores }),
  );

  // the gateway status list of the stores (store.read), as POST /status/store/pagination/0
  app.post('/config/store/pagination', storeListOptions, async (request) => storeListPage(app, request));

  app.get<{ Params: { store: string } }>(
    '/config/store/:store',
    {
      config: read,
      schema: doc('setting', 'One store entity', { response: { 200: entity('Store') }, ...withAuthHeaders }),
    },
    // a number left blank (null, e.g. a store without its own delivery target) is left out: the response schema
    // would write it as 0
    async (request) =>
      Object.fromEntries(
        Object.entries(await existing(request.params.store)).filter(
          ([key, value]) => value !== null || !NUMBER_FIELDS.has(key),
        ),
      ),
  );

  app.post(
    '/config/store',
    {
      config: write,
      schema: doc('setting', 'Create a store', { body: entity('Store'), ...withAuthHeaders }),
    },
    async (request, reply) => {
      const server = await readServerConfig(app.db);
      const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
      const fromServer = Object.fromEntries(
        Object.entries({
          panId: server.panId,
          timeServerIp: server.timeServerIp,
          timeServerPort: server.timeServerPort,
        }).filter(([, value]) => !blank(value)),
      );
      const body = parseBody(
        storeValidators.api.create,
        withSchemaDefaults(jsonSchemas.Store, request.body, fromServer),
      ) as Record<string, unknown>;
      checkDurations(body);
      if (await repos.stores.get({ storeCode: body.storeCode })) throw conflict(STORE_EXISTS);
      if (blank(body.panId)) body.panId = server.panId;
      if (blank(body.timeServerIp) && server.timeServerIp) body.timeServerIp = server.timeServerIp;
      if (blank(body.timeServerPort) && server.timeServerPort) body.timeServerPort = server.timeServerPort;
      for (const key of Object.keys(body)) if (body[key] === null) delete body[key];
      const created = await repos.stores.insert(body);
      request.log.info({ storeCode: body.storeCode }, 'store created');
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/config/store',
    {
      config: write,
      schema: doc('setting', 'Update a store entity', { body: entity('Store'), ...withAuthHeaders }),
    },
    async (request) => {
      const body = parseBody(storeValidators.api.update, request.body) as Record<string, unknown>;
      checkDurations(body);
      const storeCode = String(body.storeCode);
      await existing(storeCode);
      return repos.stores.update({ storeCode }, body);
    },
  );

  app.delete<{ Params: { store: string } }>(
    '/config/store/:store',
    { config: write, schema: doc('setting', 'Delete a store and all its rows', withAuthHeaders) },
    async (request) => {
      await existing(request.params.store);
      const removed = await app.db.transaction((tx) => deleteStoreRows(tx, request.params.store));
      request.log.info({ storeCode: request.params.store, removed }, 'store deleted');
      return {};
    },
  );
}
