// Store scoping of the gateway calls that name a gateway by MAC (doc 1 §6): the gateway's store must be one
// the session may see (403 otherwise, like a store path parameter); with a store in the path too, the
// gateway must belong to it (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/errors.ts';
import type { GatewayRow } from '../../repositories/gateways.ts';

export function assertStoreInScope(request: FastifyRequest, storeCode: string | null | undefined): void {
  const allowed = request.principal?.stores;
  if (allowed && (!storeCode || !allowed.includes(storeCode))) throw forbidden();
}

export async function gatewayInScope(
  app: FastifyInstance,
  request: FastifyRequest,
  gwMac: string,
  storeCode?: string,
): Promise<GatewayRow> {
  const gateway = await app.repos.gateways.get({ gwMac });
  if (!gateway) throw notFound();
  assertStoreInScope(request, gateway.storeCode);
  if (storeCode !== undefined && gateway.storeCode !== storeCode) throw notFound();
  return gateway;
}
