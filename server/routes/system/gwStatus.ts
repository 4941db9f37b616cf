// Call gateway.systemStatus, GET /system/status/gw/{gwMac}?start&end (doc 1 §7): the gateway's current memory, ramdisk and log-disk
// percents and its status samples in the window (epoch seconds; default and at most the last 24 hours).
import type { FastifyInstance } from 'fastify';
import { timeOf, type TimeRangeQuery } from '../../http/timeRange.ts';
import { defineCall } from '../../http/calls.ts';
import { gatewayInScope } from '../gw/scope.ts';

export const WINDOW_SECONDS = 86_400;

const range: TimeRangeQuery = { start: 'start', end: 'end' };

export default async function gatewaySystemStatusRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'gateway.systemStatus',
    { guard: { privilege: 'store', access: 'read' }, route: { config: { timeRange: range } } },
    async (request) => {
      const gateway = await gatewayInScope(app, request, request.params.gwMac);
      const end = timeOf(request.query.end, range) ?? new Date();
      let start = timeOf(request.query.start, range) ?? new Date(end.getTime() - WINDOW_SECONDS * 1000);
      if (end.getTime() - start.getTime() > WINDOW_SECONDS * 1000)
        start = new Date(end.getTime() - WINDOW_SECONDS * 1000);
      const [usage, data] = await Promise.all([
        app.repos.gateways.usage(gateway.gwMac),
        app.repos.gateways.history.window(gateway.gwMac, start, end),
      ]);
      return { gwMac: gateway.gwMac, status: gateway.status, ...usage, data };
    },
  );
}
