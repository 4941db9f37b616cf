// Call gateway.reboot, POST /gw/reboot/{gwMac} (doc 1 §7 Gateways): the gateway goes OFFLINE for 10 to 30 seconds (at the demo's
// simulator step; a faster simulator reboots it as much faster) and comes back NORMAL (server/sim/gateways.ts);
// going OFFLINE is the gateway's gateway.offline webhook event (its one transition rule).
// An offline gateway cannot be reached: `{ success: false }`.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SIM_TICK_MS } from '../../config.ts';
import { defineCall } from '../../http/calls.ts';
import { repositoriesOf } from '../../repositories/index.ts';
import { emitGatewayTransition } from '../../webhooks/events/gatewayStatus.ts';
import { gatewayInScope } from './scope.ts';

/** 10 to 30 seconds, the same for a gateway and a simulator seed. */
export function rebootSeconds(gwMac: string, seed: number): number {
  let hash = 2166136261 ^ seed;
  for (const char of gwMac) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return 10 + ((hash >>> 0) % 21);
}

export default async function gatewayRebootRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'gateway.reboot', { guard: { privilege: 'store', access: 'write' } }, async (request) => {
    const gateway = await gatewayInScope(app, request, request.params.gwMac);
    const now = new Date();
    const { simSeed, simTickMs } = app.appConfig;
    const rebootMs = (rebootSeconds(gateway.gwMac, simSeed) * 1000 * simTickMs) / DEFAULT_SIM_TICK_MS;
    const until = new Date(now.getTime() + rebootMs);
    const rebooting = await app.db.transaction(async (tx) => {
      const change = await repositoriesOf(tx).gateways.reboot(gateway.gwMac, until, now);
      await emitGatewayTransition(tx, change, now);
      return change !== undefined;
    });
    if (rebooting) await app.repos.stores.refreshCounters();
    return { success: rebooting };
  });
}
