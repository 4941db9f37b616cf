// A store created after the demo gets its hardware from the simulator (server/sim/storeHardware.ts): two printers
// and six sensors at the next tick, deterministic for the seed; paper rows uploaded before the printers came are
// handed to them and printed; deleting the store takes its sensors' samples too.
import { describe, expect, it } from 'vitest';
import { StoreHardwareInstaller } from '../../server/sim/storeHardware.ts';
import { PrinterSimulation } from '../../server/sim/printers.ts';
import { createPrng } from '../../server/sim/prng.ts';
import { STORE_SENSOR_KINDS } from '../../server/repositories/sensorKinds.ts';
import { backends, postJson, signedInApp, type Page } from './helpers.ts';
import { postPaperFile } from './sensorPaperHelpers.ts';

const STORE = {
  storeCode: 'HW01',
  storeName: 'Fitted later',
  totalDuration: 120,
  eventDuration: 1,
  cpDuration: 39,
  baseTimeout: 60,
  timeoutTag: 0.1,
  position: { latitude: 35.1, longitude: 129 },
};

describe.each(backends)('the hardware of a new store on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: admin, payload });
  const hardware = async () => ({
    printers: await t.db.query<{ printerIp: string; printerName: string }>(
      `SELECT "printerIp", "printerName" FROM printers WHERE "storeCode" = 'HW01' ORDER BY "printerIp"`,
    ),
    sensors: await t.db.query<{
      sensorMac: string;
      operation: string;
      gwMac: string | null;
      battery: number;
    }>(
      `SELECT "sensorMac", operation, "gwMac", battery FROM sensors WHERE "storeCode" = 'HW01' ORDER BY "sensorMac"`,
    ),
  });

  it('fits two printers and six sensors at the next tick; the rows uploaded before print then', async () => {
    expect((await call('POST', '/config/store', STORE)).statusCode).toBe(201);
    // uploaded while the store has no printer yet: the rows wait unassigned
    const uploaded = await postPaperFile(
      t.app,
      admin,
      { storeCode: 'HW01', taskDes: 'Before the printers' },
      { name: 'early.csv', content: 'E1,One,1\nE2,Two,2\nE3,Three,3' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { taskId } = uploaded.json<{ taskId: number }>();
    const rows = () =>
      postJson<Page<{ printerName: string | null; result: string }>>(
        t.app,
        admin,
        `/paper/task/${taskId}/store/HW01/search`,
        { length: -1 },
      );
    expect((await rows()).body.data.map((r) => r.printerName)).toEqual([null, null, null]);
    expect(await hardware()).toEqual({ printers: [], sensors: [] });

    const installer = new StoreHardwareInstaller(t.db, 1);
    await installer.tick();
    const fitted = await hardware();
    expect(fitted.printers.map((p) => p.printerName)).toEqual(['HW01-PRN-01', 'HW01-PRN-02']);
    expect(fitted.printers.map((p) => p.printerIp)).toEqual([
      expect.stringMatching(/^10\.\d+\.8\.21$/),
      expect.stringMatching(/^10\.\d+\.8\.22$/),
    ]);
    expect(fitted.sensors.map((s) => s.operation).sort()).toEqual(
      STORE_SENSOR_KINDS.map((k) => k.operation).sort(),
    );
    // no gateway in the store yet; healthy batteries
    expect(fitted.sensors.every((s) => s.gwMac === null && s.battery >= 60)).toBe(true);
    expect(new Set(fitted.sensors.map((s) => s.sensorMac)).size).toBe(6);
    // a second tick adds nothing
    await installer.tick();
    expect(await hardware()).toEqual(fitted);
    // the early rows went to the store's printers in turn
    expect((await rows()).body.data.map((r) => r.printerName)).toEqual([
      'HW01-PRN-01',
      'HW01-PRN-02',
      'HW01-PRN-01',
    ]);
    const printers = new PrinterSimulation(t.db, createPrng(5), { printMs: 1000, failRate: 0 });
    let clock = Date.now();
    for (let tick = 0; tick < 20; tick++) {
      clock += 5000;
      await printers.tick(new Date(clock));
      if ((await rows()).body.data.every((r) => r.result === 'SUCCESS')) break;
    }
    expect((await rows()).body.data.map((r) => r.result)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    // the sensor status lists the store with its six sensors
    const summary = (await call('GET', '/status/sensor')).json<{
      data: Array<{ storeCode: string; totalSensorCount: number }>;
    }>();
    expect(summary.data.find((s) => s.storeCode === 'HW01')?.totalSensorCount).toBe(6);
  });

  it('deleting the store takes its sensors and their samples; created again it gets the same hardware', async () => {
    const before = await hardware();
    const mac = before.sensors[0].sensorMac;
    await t.db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue") VALUES ($1, now(), 4.2)`,
      [mac],
    );
    const samples = () =>
      t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM sensor_samples WHERE "sensorMac" = $1)::int
           + (SELECT count(*) FROM sensor_sample_hours WHERE "sensorMac" = $1)::int AS n`,
        [mac],
      );
    expect((await samples())[0].n).toBe(2);
    expect((await call('DELETE', '/config/store/HW01')).statusCode).toBe(200);
    expect(await hardware()).toEqual({ printers: [], sensors: [] });
    expect((await samples())[0].n).toBe(0);
    expect((await call('POST', '/config/store', STORE)).statusCode).toBe(201);
    await new StoreHardwareInstaller(t.db, 1).tick();
    expect(await hardware()).toEqual(before);
    const history = (await call('GET', `/history/store/HW01/sensor/${encodeURIComponent(mac)}`)).json<{
      data: unknown[];
    }>();
    expect(history.data).toEqual([]);
  });
});
