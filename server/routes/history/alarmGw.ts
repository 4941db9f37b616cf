// POST /history/alarm/gw/{mac}/search (call gatewayAlarm.search; doc 1 §7 Histories): the alarm history of one
// gateway, in the table conventions (10 per page, newest first).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { gatewayInScope } from '../gw/scope.ts';

export default async function gatewayAlarmHistoryRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'gatewayAlarm.search',
    { guard: { privilege: 'store', access: 'read' } },
    async (request) => {
      const gateway = await gatewayInScope(app, request, request.params.gwMac);
      return app.repos.gateways.history.alarmHistory(gateway.gwMac, request.body ?? {});
    },
  );
}
