// The sensor store list (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read:
//   GET  /status/sensor     store summaries of the session's stores (the map); the same as a table:
//                           POST /status/store/pagination/3 (store/pagination.ts)
// A store's sensors: store/sensor.ts; a sensor's history: routes/history/sensor.ts.
import type { FastifyInstance } from 'fastify';
import { doc, withAuthHeaders } from '../docs.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;

export default async function sensorStatusRoutes(app: FastifyInstance): Promise<void> {
  const stores = app.repos.sensorStores;

  app.get(
    '/status/sensor',
    {
      config: sensorRead,
      schema: doc(
        'sensor',
        'Sensor store summaries: { data: [{ storeCode, storeName, position, totalSensorCount, lowBatteryCount, successRate, status, updatedAt }] }',
        withAuthHeaders,
      ),
    },
    async (request) => ({ data: await stores.all(request.session?.stores) }),
  );
}
