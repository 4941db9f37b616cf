// POST /history/alarm/gw/{mac}/search (doc 1 §7 Histories): the alarm history of one gateway, in the table
// conventions (10 per page, newest first).
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { gatewayInScope } from '../gw/scope.ts';

export default async function gatewayAlarmHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { mac: string } }>(
    '/history/alarm/gw/:mac/search',
    {
      config: { privilege: 'store', access: 'read' },
      schema: doc('gateway', 'Alarm history of a gateway', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      const gateway = await gatewayInScope(app, request, request.params.mac);
      return app.repos.gateways.history.alarmHistory(gateway.gwMac, (request.body ?? {}) as SearchBody);
    },
  );
}
