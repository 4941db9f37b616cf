// A sensor's history (doc 2 §7 Sensors; docs/api.md "Sensors"), sensor.read, store-scoped (a {code} or {store}
// outside the session: 403 by the guard; an unknown store or sensor: 404):
//   GET  /history/store/{storeCode}/sensor/{sensorMac}?startDate=&endDate= (call sensor.history) for the chart
//   POST /history/alarm/store/{storeCode}/sensor/{sensorMac}/search (call sensorAlarm.search) the sensor's alarms
//                                                                   (10 per page)
// The sensor store list and a store's sensors: routes/status/sensor.ts, routes/status/store/sensor.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { timeOf, type TimeRangeQuery } from '../../http/timeRange.ts';

const sensorRead = { privilege: 'sensor', access: 'read' } as const;
export const SENSOR_NOT_FOUND = message('app.serverMessages.sensorNotExist');
/** the chart's range: epoch seconds or date texts */
const historyRange: TimeRangeQuery = { start: 'startDate', end: 'endDate', dates: true };

export default async function sensorHistoryRoutes(app: FastifyInstance): Promise<void> {
  const sensors = app.repos.sensors;

  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };
  // a known sensor answers at once; otherwise an unknown store is told apart from an unknown sensor
  const sensorOf = async (code: string, mac: string) => {
    const sensor = await sensors.find(code, mac);
    if (!sensor) {
      await storeOf(code);
      throw notFound(SENSOR_NOT_FOUND);
    }
    return sensor;
  };

  defineCall(
    app,
    'sensor.history',
    { guard: sensorRead, route: { config: { timeRange: historyRange } } },
    async (request) => {
      const sensor = await sensorOf(request.params.storeCode, request.params.sensorMac);
      return sensors.history(sensor, {
        start: timeOf(request.query.startDate, historyRange),
        end: timeOf(request.query.endDate, historyRange),
      });
    },
  );

  defineCall(app, 'sensorAlarm.search', { guard: sensorRead }, async (request) => {
    const sensor = await sensorOf(request.params.storeCode, request.params.sensorMac);
    return sensors.alarms(sensor, request.body ?? {});
  });
}
