// A field added to x-forms.channelRow of schemas/channelSetting.schema.json (issue 24) is a column of the channel
// settings, an input of each row, saved with the others; a value out of its range shows its message and nothing is
// sent. Run on a copy of the schemas whose channel row gains a whole number 0..100 (the real codegen), the dialog
// reading that copy's validators and resource metadata.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../../tests/fixtures/schemaPromise';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { StoreStatusRow } from './api';
import { ChannelSettingsDialog } from './ChannelSettingsDialog';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { channelRowFixture?: Promise<GeneratedFixture> };
  if (!cache.channelRowFixture) {
    const { generateFormFieldFixture } = await import('../../tests/fixtures/schemaPromise');
    cache.channelRowFixture = generateFormFieldFixture(
      { 'channelSetting.schema.json': 'channelRow' },
      'channel-row',
    );
  }
  return cache.channelRowFixture;
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

const STORE = { storeCode: 'KR001', storeName: 'Gangnam' } as StoreStatusRow;
const saved: Array<{ channelList: Array<Record<string, unknown>> }> = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const answer = (body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
        );
      if (init?.method === 'POST' && url.endsWith('/config/gw/channel')) {
        saved.push(JSON.parse(String(init.body)) as (typeof saved)[number]);
        return answer({ storeCode: 'KR001', outbandEnable: false, channelList: [] });
      }
      if (url.endsWith('/config/gw/channel?storeCode=KR001'))
        return answer({
          storeCode: 'KR001',
          outbandEnable: false,
          channelList: [{ gwIndex: 1, dataChannel: 12, eventChannel: 25, txPower: 20 }],
        });
      return Promise.reject(new Error(url));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = () =>
  renderWithAdmin(<ChannelSettingsDialog open onClose={() => undefined} stores={[STORE]} canWrite />);

// a busy machine renders react-admin slowly: the waits are generous (no wall-clock assertion)
describe('channel settings, a field added to x-forms.channelRow', { timeout: 90_000 }, () => {
  it("is an input of each row with the row's value, saved with the others", async () => {
    renderDialog();
    const input = await screen.findByTestId('channel-txPower-0', {}, { timeout: 50_000 });
    expect(input).toHaveValue(20);
    expect(screen.getByRole('columnheader', { name: 'Tx power' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].channelList).toEqual([{ gwIndex: 1, dataChannel: 12, eventChannel: 25, txPower: 40 }]);
  });

  it("refuses a value out of the schema's range with its message, and sends nothing", async () => {
    renderDialog();
    const input = await screen.findByTestId('channel-txPower-0', {}, { timeout: 50_000 });
    fireEvent.change(input, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('channel-problem', {}, { timeout: 10_000 })).toHaveTextContent(
      'validation error',
    );
    expect(saved).toEqual([]);
  });
});
