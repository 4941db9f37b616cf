// Gateway configuration of a store (doc 3 §3 Gateway config, §5, §7; calls gateway.storeConfig, .config, .update,
// .updateAll and .remove): read, edit one, edit all (answering
// gwOK and gwNG), delete. Bodies are checked by the gateway schema's `config` form (the console's rules).
// An offline gateway cannot take a configuration: edit one answers 409, edit all lists it in gwNG. Channels 27
// to 31 need the store's outband (400, nothing written).
import type { FastifyInstance } from 'fastify';
import { channelMax } from '../../../domain/gatewayChannels.ts';
import { gatewayValidators } from '../../../domain/generated/validators.ts';
import type { GatewayConfig } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { raiseSendFailures } from '../../gateways/sendFailure.ts';
import { parseBody } from '../../http/validate.ts';
import { CONFIG_FIELDS, type GatewayRow } from '../../repositories/gateways.ts';
import { gatewayInScope } from '../gw/scope.ts';
import { unregisterAccessPoint } from '../../oepl/registration.ts';
import { message, messageBody, type MessageBody } from '../../http/messages.ts';
import { inTransaction } from '../../repositories/index.ts';

export const OFFLINE_CONFIG_MESSAGE = message('app.serverMessages.gatewayOfflineConfig');
/** edit all: a MAC that is not a gateway of the store */
const NOT_FOUND_MESSAGE = message('app.serverMessages.notFound');

const read = { privilege: ['store', 'store_config'], access: 'read' as const };
const write = { privilege: ['store', 'store_config'], access: 'write' as const };

/** a gateway's configuration: MAC, status and the fields of x-forms.config (null where unset) */
function configOf(gateway: GatewayRow): GatewayConfig {
  const config: Record<string, unknown> = { gwMac: gateway.gwMac, status: gateway.status };
  for (const field of CONFIG_FIELDS) config[field] = gateway[field] ?? null;
  return config as GatewayConfig;
}

export default async function gatewayConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  /** refuses channels above the store's range: 27 to 31 need outband */
  async function assertChannels(storeCode: string, configs: Array<Record<string, unknown>>) {
    const max = channelMax((await repos.stores.outband(storeCode)) === true);
    if (configs.some((c) => Number(c.dataChannel) > max || Number(c.eventChannel) > max))
      throw badRequest(message('app.serverMessages.outbandChannel'));
  }

  defineCall(app, 'gateway.storeConfig', { guard: read }, async (request) => {
    const { storeCode } = request.params;
    const gateways = await repos.gateways.inStore(storeCode);
    const outbandEnable = (await repos.stores.outband(storeCode)) === true;
    return { storeCode, outbandEnable, data: gateways.map(configOf) };
  });

  defineCall(app, 'gateway.updateAll', { guard: write }, async (request) => {
    const { storeCode } = request.params;
    // every row is checked (the fields of x-forms.config) before anything is written
    const rows = request.body.gwList.map((row) => ({
      gwMac: row.gwMac,
      config: parseBody(gatewayValidators.form.config, row) as Record<string, unknown>,
    }));
    await assertChannels(
      storeCode,
      rows.map((row) => row.config),
    );
    const current = new Map((await repos.gateways.inStore(storeCode)).map((g) => [g.gwMac, g]));
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
  });

  defineCall(app, 'gateway.config', { guard: read }, async (request) =>
    configOf(await gatewayInScope(app, request, request.params.gwMac, request.params.storeCode)),
  );

  defineCall(app, 'gateway.update', { guard: write }, async (request) => {
    // the fields of x-forms.config, by the form's generated validator (the console's rules and messages)
    const config = parseBody(gatewayValidators.form.config, request.body) as Record<string, unknown>;
    const gateway = await gatewayInScope(app, request, request.params.gwMac, request.params.storeCode);
    if (gateway.status === 'OFFLINE') {
      await raiseSendFailures(repos.alarms, [gateway], 'config', OFFLINE_CONFIG_MESSAGE.text);
      throw conflict(OFFLINE_CONFIG_MESSAGE);
    }
    await assertChannels(gateway.storeCode, [config]);
    const updated = await repos.gateways.configure(gateway.gwMac, config);
    return configOf(updated ?? gateway);
  });

  defineCall(app, 'gateway.remove', { guard: write }, async (request) => {
    const gateway = await gatewayInScope(app, request, request.params.gwMac, request.params.storeCode);
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
  });
}
