// A store's sensors (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read, store-scoped (a {code} outside the
// session: 403 by the guard; an unknown store: 404):
//   POST /status/store/{code}/sensor/search   the store's sensors (25 per page)
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../../db/search.ts';
import { notFound } from '../../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../../docs.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;

export default async function storeSensorStatusRoutes(app: FastifyInstance): Promise<void> {
  const sensors = app.repos.sensors;

  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };

  app.post<{ Params: { code: string } }>(
    '/status/store/:code/sensor/search',
    {
      config: sensorRead,
      schema: doc('sensor', 'The sensors of a store', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) =>
      sensors.storeSensors(await storeOf(request.params.code), (request.body ?? {}) as SearchBody),
  );
}
