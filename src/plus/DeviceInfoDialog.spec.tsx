// The device settings come from the schema (issue 24): a field added to schemas/plusDevice.schema.json
// x-forms.config is an input of the device info modal, checked by the generated validator (its message shown,
// nothing sent) and written by POST /plus/device/config. Run on a copy of the schemas whose device gains a whole
// number 0..100 in that form (the real codegen), the modal reading that copy's validators and resource metadata.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../../tests/fixtures/schemaPromise';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DeviceInfoDialog } from './DeviceInfoDialog';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { plusDeviceFixture?: Promise<GeneratedFixture> };
  if (!cache.plusDeviceFixture) {
    const { generatePlusDeviceFieldFixture } = await import('../../tests/fixtures/schemaPromise');
    cache.plusDeviceFixture = generatePlusDeviceFieldFixture();
  }
  return cache.plusDeviceFixture;
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

const device = {
  storeCode: 'KR001',
  mac: '001bc0730000',
  name: 'Entrance 1',
  model: 'IP231A',
  status: 'ONLINE',
  volume: 10,
  maxVolume: 30,
  brightness: 200,
  tz: 'Asia/Seoul',
  contrast: 20,
};
const saved: Array<Record<string, unknown>> = [];

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/status/store/KR001/plus/device/001bc0730000') return Promise.resolve(answer(device));
      if (url === '/api/plus/device/config' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push(body);
        return Promise.resolve(answer({ ...device, ...body }));
      }
      return Promise.reject(new Error(url));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  renderWithAdmin(
    <DeviceInfoDialog storeCode="KR001" mac="001bc0730000" canWrite onClose={() => {}} onSaved={() => {}} />,
  );
}

// a busy machine renders react-admin slowly: the waits are generous (no wall-clock assertion)
describe('device info modal, a field added to x-forms.config', { timeout: 90_000 }, () => {
  it('shows it with the stored value and writes a change with the other settings', async () => {
    renderDialog();
    const input = await screen.findByTestId('plus-device-contrast', {}, { timeout: 50_000 });
    expect(input).toHaveValue(20);
    fireEvent.change(input, { target: { value: '40' } });
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]).toMatchObject({
      storeCode: 'KR001',
      mac: '001bc0730000',
      contrast: 40,
      name: 'Entrance 1',
    });
  });

  it("refuses a value out of the schema's range with the message, and sends nothing", async () => {
    renderDialog();
    const input = await screen.findByTestId('plus-device-contrast', {}, { timeout: 50_000 });
    fireEvent.change(input, { target: { value: '101' } });
    await waitFor(() =>
      expect(screen.getByTestId('plus-device-save-state').textContent).toBe('validation error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(saved).toEqual([]);
  });

  it('a name over the schema limit shows the spec message and is not sent', async () => {
    renderDialog();
    const name = await screen.findByTestId('plus-device-name', {}, { timeout: 50_000 });
    fireEvent.change(name, { target: { value: 'x'.repeat(65) } });
    await waitFor(() =>
      expect(screen.getByTestId('plus-device-save-state').textContent).toBe(
        'The device name is at most 64 characters.',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(saved).toEqual([]);
  });
});
