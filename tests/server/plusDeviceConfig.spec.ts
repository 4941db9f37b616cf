// The signage device settings are the schema's (issue 24): POST /plus/device/config takes the fields of
// schemas/plusDevice.schema.json x-forms.config, checks them with the generated validator and writes them. Proved
// on a copy of the schemas whose device gains a whole number 0..100 in that form (run through the real codegen):
// with the app reading that copy's validators and table metadata, the new field is written, read back and its
// range refused, with no edit of the route or the repository.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_MODELS } from '../../domain/plusDevice.ts';
import type { GeneratedFixture } from '../fixtures/schemaPromise.ts';
import { backends, signedInApp } from './helpers.ts';
import { apiCaller } from './plusMediaHelpers.ts';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { plusDeviceFixture?: Promise<GeneratedFixture> };
  if (!cache.plusDeviceFixture) {
    const { generatePlusDeviceFieldFixture } = await import('../fixtures/schemaPromise.ts');
    cache.plusDeviceFixture = generatePlusDeviceFieldFixture();
  }
  return cache.plusDeviceFixture;
}

vi.mock(
  '../../domain/generated/validators.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/validators.ts')),
);
vi.mock(
  '../../server/generated/tables.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('server/generated/tables.ts')),
);

const FIELD = 'contrast';

describe.each(backends)('a field added to the device settings form on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  const call = apiCaller(() => t.app, admin);

  it('is validated by the schema, written and read back; the other settings keep their messages', async () => {
    const generated = await fixture();
    // the new column, as the generated DDL adds it at start
    const ddl = (generated.files.get('server/generated/schema.sql') ?? '')
      .split('\n')
      .filter((line) => line.includes('"plus_devices"') && line.includes(`"${FIELD}"`));
    expect(ddl.length).toBeGreaterThan(0);
    for (const statement of ddl) await t.db.exec(statement);
    const [device] = await t.db.query<{ mac: string }>(
      `SELECT mac FROM plus_devices WHERE "storeCode" = 'KR001' ORDER BY mac LIMIT 1`,
    );
    const config = (body: object) =>
      call<Record<string, unknown>>('POST', '/plus/device/config', admin, {
        storeCode: 'KR001',
        mac: device.mac,
        ...body,
      });

    const saved = await config({ [FIELD]: '40', name: 'Door' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ [FIELD]: 40, name: 'Door' });
    const [stored] = await t.db.query<Record<string, unknown>>(
      `SELECT "${FIELD}" FROM plus_devices WHERE "storeCode" = 'KR001' AND mac = $1`,
      [device.mac],
    );
    expect(stored[FIELD]).toBe(40);
    const read = await call<Record<string, unknown>>('GET', `/status/store/KR001/plus/device/${device.mac}`);
    expect(read.body[FIELD]).toBe(40);

    // its range (no message of its own: the generic one), and nothing written
    const refused = await config({ [FIELD]: 101 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('validation error');
    expect((await config({ [FIELD]: 'many' })).status).toBe(400);
    // the spec's messages of the settings the form had (x-invalid), and the device's own volume bound
    expect((await config({ name: 'x'.repeat(65) })).body.message).toBe(
      'The device name is at most 64 characters.',
    );
    expect((await config({ brightness: 256 })).body.message).toBe(
      'Brightness must be a whole number from 0 to 255.',
    );
    const [{ maxVolume }] = await t.db.query<{ maxVolume: number }>(
      `SELECT "maxVolume" FROM plus_devices WHERE "storeCode" = 'KR001' AND mac = $1`,
      [device.mac],
    );
    expect((await config({ volume: maxVolume + 1 })).body.message).toBe(
      `Volume must be a whole number from 0 to ${maxVolume}.`,
    );
    expect((await config({ tz: 'Mars/Olympus' })).body.message).toBe('Select a time zone from the list.');
    const [after] = await t.db.query<Record<string, unknown>>(
      `SELECT "${FIELD}", name FROM plus_devices WHERE "storeCode" = 'KR001' AND mac = $1`,
      [device.mac],
    );
    expect(after).toEqual({ [FIELD]: 40, name: 'Door' });
  });

  it('a field the form does not name is dropped, not written', async () => {
    const [device] = await t.db.query<{ mac: string; model: string }>(
      `SELECT mac, model FROM plus_devices WHERE "storeCode" = 'KR001' ORDER BY mac LIMIT 1`,
    );
    const saved = await call<Record<string, unknown>>('POST', '/plus/device/config', admin, {
      storeCode: 'KR001',
      mac: device.mac,
      model: DEVICE_MODELS.map((m) => m.model).find((m) => m !== device.model),
      volume: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.model).toBe(device.model);
  });
});

afterAll(async () => (await fixture()).cleanup());
