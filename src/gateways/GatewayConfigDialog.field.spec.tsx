// A field added to x-forms.config of schemas/gateway.schema.json (issue 24) is an input of the configuration
// dialog, saved with the others, and a value out of its range shows its message and is not sent. Run on a copy of
// the schemas whose gateway gains a whole number 0..100 in that form (the real codegen), the dialog reading that
// copy's validators and resource metadata.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../../tests/fixtures/schemaPromise';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { GatewayRow } from './api';
import { GatewayConfigDialog } from './GatewayConfigDialog';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { gatewayConfigFixture?: Promise<GeneratedFixture> };
  if (!cache.gatewayConfigFixture) {
    const { generateFormFieldFixture } = await import('../../tests/fixtures/schemaPromise');
    cache.gatewayConfigFixture = generateFormFieldFixture(
      { 'gateway.schema.json': 'config' },
      'gateway-config',
    );
  }
  return cache.gatewayConfigFixture;
}

vi.mock(
  '../../domain/generated/validators',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/validators.ts')),
);
vi.mock(
  '../../domain/generated/resources',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/resources.ts')),
);
afterAll(async () => (await fixture()).cleanup());

const GATEWAY = {
  gwMac: '00CAFE000001',
  storeCode: 'KR001',
  gwIndex: 1,
  channelGroupIndex: 0,
  ip: '10.0.0.10:8080',
  netmask: '255.255.255.0',
  defaultGateway: '10.0.0.1',
  dns: '8.8.8.8',
  eslServerPort: 9000,
  dataChannel: 11,
  eventChannel: 26,
  txPower: 20,
} as unknown as GatewayRow;

const sent: Array<Record<string, unknown>> = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const body = url.endsWith('/gw') ? { outbandEnable: false, data: [] } : {};
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = () =>
  renderWithAdmin(<GatewayConfigDialog gateway={GATEWAY} onClose={() => {}} onSaved={() => {}} />);

// a busy machine renders react-admin slowly: the waits are generous (no wall-clock assertion)
describe('gateway configuration dialog, a field added to x-forms.config', { timeout: 90_000 }, () => {
  it('shows it with the stored value and saves a change with the other fields', async () => {
    renderDialog();
    const input = await screen.findByTestId('config-txPower', {}, { timeout: 50_000 });
    expect(input).toHaveValue(20);
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toMatchObject({ txPower: 40, ip: '10.0.0.10:8080', gwIndex: 1, dataChannel: 11 });
  });

  it("refuses a value out of the schema's range with its message, and sends nothing", async () => {
    renderDialog();
    const input = await screen.findByTestId('config-txPower', {}, { timeout: 50_000 });
    fireEvent.change(input, { target: { value: '101' } });
    fireEvent.click(screen.getByTestId('config-save'));
    const error = await screen.findByTestId('error-dialog', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('Error');
    expect(error).toHaveTextContent('validation error');
    expect(sent).toEqual([]);
  });
});
