// Store configuration (doc 3 §7 'Settings'): the store list, one store, create, update and delete, validated by
// the store schema's generated api validator (so a field added to schemas/store.schema.json is accepted,
// checked and stored with no edit here) plus the 10-300 s duration rule (domain/storeRules.ts). Reading
// needs store config read (or store read); writing needs store config write (doc 3 §6); a store outside the
// account's list answers 403 (the guard checks `store` params and body `storeCode`).
//   GET /config/store → { data: [store entities] } (the account's stores)
//   POST /config/store/search → a table page of the account's stores (table conventions)
//   POST /config/store/pagination → the gateway status list, as POST /status/store/pagination/0
//   GET /config/store/{storeCode} → the store entity (a field left blank, null, left out)
//   POST /config/store {storeCode, storeName, ...} → the new store, the doc 3 §9 defaults (the schema's) for what
//     is left out (PAN ID and time server from the server configuration when left empty); 409 when the code exists
//   PUT /config/store {storeCode, ...fields} → the stored entity
//   DELETE /config/store/{storeCode} → {} : the store and every row of it (gateways, tags, products, tasks, ...)
import type { FastifyInstance } from 'fastify';
import { storeValidators } from '../../../domain/generated/validators.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import { durationProblem } from '../../../domain/storeRules.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody, validationMessage, withSchemaDefaults } from '../../http/validate.ts';
import { deleteStoreRows } from '../../repositories/storeRows.ts';
import { readServerConfig } from '../../settings/serverConfig.ts';
import { storeListPage, storeRecord } from '../status/store/pagination.ts';

export const STORE_EXISTS = message('app.serverMessages.storeExists');

const read = { privilege: ['store_config', 'store'], access: 'read' as const };
const write = { privilege: 'store_config', access: 'write' } as const;

function checkDurations(body: Record<string, unknown>): void {
  const problem = durationProblem(body);
  if (problem) throw badRequest(validationMessage(problem));
}

export default async function storeConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const existing = async (storeCode: string) => {
    const row = await repos.stores.get({ storeCode });
    if (!row) throw notFound();
    return row;
  };

  defineCall(app, 'store.list', { guard: read }, async (request) => {
    const stores = request.principal?.stores;
    const rows = await repos.stores.all();
    return {
      data: (stores ? rows.filter((r) => stores.includes(String(r.storeCode))) : rows).map(storeRecord),
    };
  });

  defineCall(app, 'store.configSearch', { guard: read }, async (request) => {
    const page = await repos.stores.search(request.body, { stores: request.principal?.stores });
    return { ...page, data: page.data.map(storeRecord) };
  });

  // the gateway status list of the stores (store.read), as POST /status/store/pagination/0
  defineCall(app, 'store.statusList', { guard: { privilege: 'store', access: 'read' } }, async (request) =>
    storeListPage(app, request),
  );

  // a field left blank (null, e.g. a store without its own delivery target) is left out
  defineCall(app, 'store.getOne', { guard: read }, async (request) =>
    storeRecord(await existing(request.params.storeCode)),
  );

  defineCall(app, 'store.create', { guard: write }, async (request, reply) => {
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
    return answer(reply, 'store.create', 201, storeRecord(created));
  });

  defineCall(app, 'store.update', { guard: write }, async (request) => {
    const body = parseBody(storeValidators.api.update, request.body) as Record<string, unknown>;
    checkDurations(body);
    const storeCode = String(body.storeCode);
    await existing(storeCode);
    return storeRecord(await repos.stores.update({ storeCode }, body));
  });

  defineCall(app, 'store.delete', { guard: write }, async (request) => {
    const { storeCode } = request.params;
    await existing(storeCode);
    const removed = await app.db.transaction((tx) => deleteStoreRows(tx, storeCode));
    request.log.info({ storeCode, removed }, 'store deleted');
    return {};
  });
}
