// GET /check/link/gw/{mac} (doc 1 §7): whether the server reaches the gateway; an offline gateway fails.
import type { FastifyInstance } from 'fastify';
import { doc, withAuthHeaders } from '../docs.ts';
import { gatewayInScope } from '../gw/scope.ts';

export default async function linkCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { mac: string } }>(
    '/check/link/gw/:mac',
    {
      config: { privilege: 'store', access: 'read' },
      schema: doc('gateway', 'Link check of a gateway: { success }', withAuthHeaders),
    },
    async (request) => {
      const gateway = await gatewayInScope(app, request, request.params.mac);
      return { success: gateway.status !== 'OFFLINE' };
    },
  );
}
