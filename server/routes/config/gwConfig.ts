// Gateway configuration of a store (doc 3 §3 Gateway config, §5, §7): read, edit one, edit all (answering
// gwOK and gwNG), delete. Bodies are checked by the gateway schema's `config` form (the console's rules).
// An offline gateway cannot take a configuration: edit one answers 409, edit all lists it in gwNG. Channels 27
// to 31 need the store's outband (400, nothing written).
import type { FastifyInstance } from 'fastify';
import { channelMax } from '../../../domain/gatewayChannels.ts';
import { gatewayValidators } from '../../../domain/generated/validators.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { raiseSendFailures } from '../../gateways/sendFailure.ts';
import { INVALID_VALUE, parseBody } from '../../http/validate.ts';
import { CONFIG_FIELDS, type GatewayRow } from '../../repositories/gateways.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { gatewayInScope } from '../gw/scope.ts';
import { unregisterAccessPoint } from '../../oepl/registration.ts';
import { message, messageBody, type MessageBody } from '../../http/messages.ts';
import { inTransaction } from '../../repositories/index.ts';

export const OFFLINE_CONFIG_MESSAGE = message('app.serverMessages.gatewayOfflineConfig');
/** edit all: a MAC that is not a gateway of the store */
const NOT_FOUND_MESSAGE = message('app.serverMessages.notFound');

const read = { privilege: ['store', 'store_config'], access: 'read' as const };
const write = { privilege: ['store', 'store_config'], access: 'write' as const };

function configOf(gateway: GatewayRow): Record<string, unknown> {
  const config: Record<string, unknown> = { gwMac: gateway.gwMac, status: gateway.status };
  for (const field of CONFIG_FIELDS) config[field] = gateway[field] ?? null;
  return config;
}

interface UpdateAllBody {
  gwList?: unknown;
}

export default async function gatewayConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  /** refuses channels above the store's range: 27 to 31 need outband */
  async function assertChannels(storeCode: string, configs: Array<Record<string, unknown>>) {
    const max = channelMax((await repos.stores.outband(storeCode)) === true);
    if (configs.some((c) => Number(c.dataChannel) > max || Number(c.eventChannel) > max))
      throw badRequest(message('app.serverMessages.outbandChannel'));
  }

  app.get<{ Params: { store: string } }>(
    '/config/store/:store/gw',
    {
      config: read,
      schema: doc(
        'gateway',
        "A store's gateway configurations, and whether its outband allows channels 27 to 31",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const gateways = await repos.gateways.inStore(request.params.store);
      const outbandEnable = (await repos.stores.outband(request.params.store)) === true;
      return { storeCode: request.params.store, outbandEnable, data: gateways.map(configOf) };
    },
  );

  app.put<{ Params: { store: string }; Body: UpdateAllBody }>(
    '/config/store/:store/gw',
    {
      config: write,
      schema: doc(
        'gateway',
        'Edit all: { gwList: [{ gwMac, ...config }] } → { gwOK, gwNG, messages, reasons }',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const list = request.body?.gwList;
      if (!Array.isArray(list)) throw badRequest(INVALID_VALUE);
      // every row is checked before anything is written
      const rows = list.map((row: unknown) => {
        const gwMac = (row as { gwMac?: unknown } | null)?.gwMac;
        if (typeof gwMac !== 'string' || gwMac === '') throw badRequest(INVALID_VALUE);
        return { gwMac, config: parseBody(gatewayValidators.form.config, row) as Record<string, unknown> };
      });
      await assertChannels(
        request.params.store,
        rows.map((row) => row.config),
      );
      const current = new Map((await repos.gateways.inStore(request.params.store)).map((g) => [g.gwMac, g]));
      const gwOK: string[] = [];
      const gwNG: string[] = [];
      const messages: Record<string, string> = {};
      const reasons: Record<string, MessageBody> = {};
      const unreached: GatewayRow[] = [];
      for (const { gwMac, config } of rows) {
        const gateway = current.get(gwMac);
        if (!gateway || gateway.status === 'OFFLINE') {
          gwNG.push(gwMac);
          const reason = gateway ? OFFLINE_CONFIG_MESSAGE : NOT_FOUND_MESSAGE;
          messages[gwMac] = reason.text;
          reasons[gwMac] = messageBody(reason);
          if (gateway) unreached.push(gateway);
          continue;
        }
        await repos.gateways.configure(gwMac, config);
        gwOK.push(gwMac);
      }
      await raiseSendFailures(repos.alarms, unreached, 'config', OFFLINE_CONFIG_MESSAGE.text);
      return { gwOK, gwNG, messages, reasons };
    },
  );

  app.get<{ Params: { store: string; mac: string } }>(
    '/config/store/:store/gw/:mac',
    { config: read, schema: doc('gateway', 'One gateway configuration', withAuthHeaders) },
    async (request) => configOf(await gatewayInScope(app, request, request.params.mac, request.params.store)),
  );

  app.put<{ Params: { store: string; mac: string } }>(
    '/config/store/:store/gw/:mac',
    { config: write, schema: doc('gateway', 'Edit one gateway configuration', withAuthHeaders) },
    async (request) => {
      const config = parseBody(gatewayValidators.form.config, request.body) as Record<string, unknown>;
      const gateway = await gatewayInScope(app, request, request.params.mac, request.params.store);
      if (gateway.status === 'OFFLINE') {
        await raiseSendFailures(repos.alarms, [gateway], 'config', OFFLINE_CONFIG_MESSAGE.text);
        throw conflict(OFFLINE_CONFIG_MESSAGE);
      }
      await assertChannels(gateway.storeCode, [config]);
      const updated = await repos.gateways.configure(gateway.gwMac, config);
      return configOf(updated ?? gateway);
    },
  );

  app.delete<{ Params: { store: string; mac: string } }>(
    '/config/store/:store/gw/:mac',
    { config: write, schema: doc('gateway', 'Delete a gateway of a store', withAuthHeaders) },
    async (request) => {
      const gateway = await gatewayInScope(app, request, request.params.mac, request.params.store);
      // an OpenEPaperLink access point is unregistered: its tags stay MISSING behind no gateway, their open
      // updates fail (left behind a gateway that is gone, the simulator's radio would answer them)
      if (gateway.kind === 'oepl' && typeof gateway.address === 'string') {
        const address = gateway.address;
        await inTransaction(app.db, (txRepos) =>
          unregisterAccessPoint(txRepos, { ...gateway, address, status: gateway.status }, new Date()),
        );
      } else await repos.gateways.delete({ gwMac: gateway.gwMac });
      await repos.stores.refreshCounters();
      return {};
    },
  );
}
