// A store's sensors (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read, store-scoped (a {storeCode} outside
// the session: 403 by the guard; an unknown store: 404):
//   POST /status/store/{storeCode}/sensor/search   the store's sensors (sensor.search, 25 per page)
import type { FastifyInstance } from 'fastify';
import type { SensorSearchAnswer } from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { notFound } from '../../../http/errors.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;

export default async function storeSensorStatusRoutes(app: FastifyInstance): Promise<void> {
  const sensors = app.repos.sensors;

  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };

  defineCall(
    app,
    'sensor.search',
    { guard: sensorRead },
    async (request) =>
      (await sensors.storeSensors(
        await storeOf(request.params.storeCode),
        request.body,
      )) as unknown as SensorSearchAnswer,
  );
}
