// Sensors (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read, store-scoped (a {code} or {store} outside the
// session: 403 by the guard; an unknown store or sensor: 404):
//   GET  /status/sensor                                  store summaries of the session's stores (the map)
//   POST /status/store/pagination/3                      the same as a table (25 per page, doc 2 §9)
//   POST /status/store/{code}/sensor/search              the store's sensors (25 per page)
//   GET  /history/store/{code}/sensor/{mac}?startDate=&endDate=   { data, startDate, endDate } for the chart
//   POST /history/alarm/store/{store}/sensor/{mac}/search          the sensor's alarms (10 per page)
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { SensorStoresRepository } from '../../repositories/sensorStores.ts';
import { timeOf, type TimeRangeQuery } from '../../http/timeRange.ts';
import { SensorsRepository } from '../../repositories/sensors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;
/** the n of POST /status/store/pagination/{n} for the sensor store list */
export const SENSOR_STORE_LIST = 3;
export const SENSOR_NOT_FOUND = 'This sensor does not exist.';
/** the chart's range: epoch seconds or date texts */
const historyRange: TimeRangeQuery = { start: 'startDate', end: 'endDate', dates: true };

export default async function sensorRoutes(app: FastifyInstance): Promise<void> {
  const stores = new SensorStoresRepository(app.db);
  const sensors = new SensorsRepository(app.db);

  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };
  // a known sensor answers at once; otherwise an unknown store is told apart from an unknown sensor
  const sensorOf = async (code: string, mac: string) => {
    const sensor = await sensors.find(code, mac);
    if (!sensor) throw notFound((await storeOf(code)) && SENSOR_NOT_FOUND);
    return sensor;
  };

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

  app.post(
    `/status/store/pagination/${SENSOR_STORE_LIST}`,
    {
      config: sensorRead,
      schema: doc(
        'sensor',
        'Paged sensor store summaries (filter_storeName, filter_storeCode, filter_status)',
        {
          body: searchBody,
          ...withAuthHeaders,
        },
      ),
    },
    async (request) => stores.page(request.session?.stores, (request.body ?? {}) as SearchBody),
  );

  app.post<{ Params: { code: string } }>(
    '/status/store/:code/sensor/search',
    {
      config: sensorRead,
      schema: doc('sensor', 'The sensors of a store', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) =>
      sensors.storeSensors(await storeOf(request.params.code), (request.body ?? {}) as SearchBody),
  );

  app.get<{ Params: { code: string; mac: string }; Querystring: { startDate?: string; endDate?: string } }>(
    '/history/store/:code/sensor/:mac',
    {
      config: { ...sensorRead, timeRange: historyRange },
      schema: doc('sensor', 'Sensing history of a sensor (startDate, endDate: epoch seconds or dates)', {
        ...withAuthHeaders,
        querystring: {
          type: 'object',
          properties: { startDate: { type: 'string' }, endDate: { type: 'string' } },
        },
      }),
    },
    async (request) => {
      const sensor = await sensorOf(request.params.code, request.params.mac);
      return sensors.history(sensor, {
        start: timeOf(request.query.startDate, historyRange),
        end: timeOf(request.query.endDate, historyRange),
      });
    },
  );

  app.post<{ Params: { store: string; mac: string } }>(
    '/history/alarm/store/:store/sensor/:mac/search',
    {
      config: sensorRead,
      schema: doc('sensor', 'Alarm history of a sensor', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      const sensor = await sensorOf(request.params.store, request.params.mac);
      return sensors.alarms(sensor, (request.body ?? {}) as SearchBody);
    },
  );
}
