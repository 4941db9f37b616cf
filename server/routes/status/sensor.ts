// The sensor store list (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read:
//   GET  /status/sensor     (call sensorStore.list) store summaries of the session's stores (the map); the same as a table:
//                           POST /status/store/pagination/3 (store/pagination.ts)
// A store's sensors: store/sensor.ts; a sensor's history: routes/history/sensor.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;

export default async function sensorStatusRoutes(app: FastifyInstance): Promise<void> {
  const stores = app.repos.sensorStores;

  defineCall(app, 'sensorStore.list', { guard: sensorRead }, async (request) => ({
    data: await stores.all(request.principal?.stores),
  }));
}
