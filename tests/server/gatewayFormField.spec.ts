// The gateway configuration and the channel settings are the schema's forms (issue 24): PUT
// /config/store/{store}/gw[/{mac}] take the fields of schemas/gateway.schema.json x-forms.config and POST
// /config/gw/channel the rows of channelSetting x-forms.channelRow, each checked by the generated validator and
// written; a field the form does not name is dropped. Proved on a copy of the schemas whose forms gain a whole
// number 0..100 (the real codegen), the app reading that copy's validators and table metadata.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../fixtures/schemaPromise.ts';
import { backends, signedInApp } from './helpers.ts';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { gatewayFormFixture?: Promise<GeneratedFixture> };
  if (!cache.gatewayFormFixture) {
    const { generateFormFieldFixture } = await import('../fixtures/schemaPromise.ts');
    cache.gatewayFormFixture = generateFormFieldFixture(
      { 'gateway.schema.json': 'config', 'channelSetting.schema.json': 'channelRow' },
      'gateway-forms',
    );
  }
  return cache.gatewayFormFixture;
}

vi.mock(
  '../../domain/generated/validators.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/validators.ts')),
);
vi.mock(
  '../../server/generated/tables.ts',
  async () => import(/* @vite-ignore */ (await fixture()).path('server/generated/tables.ts')),
);

const FIELD = 'txPower';

describe.each(backends)('a field added to the gateway forms on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: admin, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };

  /** the new columns, as the generated DDL adds them at start */
  async function addColumns() {
    const generated = await fixture();
    const ddl = (generated.files.get('server/generated/schema.sql') ?? '')
      .split('\n')
      .filter(
        (line) =>
          (line.includes('"gateways"') || line.includes('"gateway_channel_settings"')) &&
          line.includes(`"${FIELD}"`),
      );
    expect(ddl.length).toBeGreaterThanOrEqual(2);
    for (const statement of ddl) await t.db.exec(statement);
  }

  it('gateway configuration: validated by the schema, written, read back; edit all too', async () => {
    await addColumns();
    const [gateway] = await t.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' AND status IS DISTINCT FROM 'OFFLINE' ORDER BY "gwMac" LIMIT 1`,
    );
    const url = `/config/store/KR001/gw/${encodeURIComponent(gateway.gwMac)}`;
    const saved = await call<Record<string, unknown>>('PUT', url, { [FIELD]: '40', kind: 'oepl' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body[FIELD]).toBe(40);
    const [stored] = await t.db.query<Record<string, unknown>>(
      `SELECT "${FIELD}", kind FROM gateways WHERE "gwMac" = $1`,
      [gateway.gwMac],
    );
    // kind is no field of the form: dropped
    expect(stored).toEqual({ [FIELD]: 40, kind: 'sim' });
    expect((await call<Record<string, unknown>>('GET', url)).body[FIELD]).toBe(40);

    const refused = await call<{ message: string }>('PUT', url, { [FIELD]: 101 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('validation error');
    const all = await call<{ gwOK: string[] }>('PUT', '/config/store/KR001/gw', {
      gwList: [{ gwMac: gateway.gwMac, [FIELD]: 7 }],
    });
    expect(all.body.gwOK).toEqual([gateway.gwMac]);
    const [after] = await t.db.query<Record<string, unknown>>(
      `SELECT "${FIELD}" FROM gateways WHERE "gwMac" = $1`,
      [gateway.gwMac],
    );
    expect(after[FIELD]).toBe(7);
  });

  it('channel settings: each row validated by the schema, written and read back', async () => {
    const row = { gwIndex: 0, dataChannel: 11, eventChannel: 26, [FIELD]: 30, updatedAt: 'soon' };
    const saved = await call<{ channelList: Array<Record<string, unknown>> }>('POST', '/config/gw/channel', {
      storeCode: 'KR001',
      channelList: [row],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call<{ channelList: Array<Record<string, unknown>> }>(
      'GET',
      '/config/gw/channel?storeCode=KR001',
    );
    expect(read.body.channelList).toEqual([{ gwIndex: 0, dataChannel: 11, eventChannel: 26, [FIELD]: 30 }]);
    const refused = await call<{ message: string }>('POST', '/config/gw/channel', {
      storeCode: 'KR001',
      channelList: [{ ...row, [FIELD]: 101 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('validation error');
  });
});

afterAll(async () => (await fixture()).cleanup());
