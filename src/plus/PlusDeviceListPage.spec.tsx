// The device list by privilege (doc 3 §6): without plus read the action cells show a dash; with read only the
// device settings are shown read only and nothing is saved; a bulk action without a selected row says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { resources } from '../../domain/generated/resources';
import { createDataProvider } from '../providers/dataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import PlusDeviceListPage from './PlusDeviceListPage';

const device = {
  storeCode: 'KR001',
  mac: '001bc0730000',
  name: 'Entrance 1',
  model: 'IP231A',
  ver: '2.2.0',
  status: 'ONLINE',
  template: null,
  showIdx: null,
  recvTime: '2026-11-22T10:00:00Z',
  volume: 10,
  maxVolume: 30,
  brightness: 200,
  tz: 'Asia/Seoul',
  networks: [{ type: 'wifi', rssi: -40 }],
  products: [{ index: 0, prCode: 'P1' }],
  screenWidth: 1920,
  screenHeight: 158,
  updatedAt: '2026-11-22T10:00:00Z',
};
const posts: string[] = [];
let rows: Array<Record<string, unknown>> = [device];
const SETTING = { storeCode: 'KR001', tz: 'Asia/Seoul', infoViewDuration: 30, defaultTemplate: '' };
let setting: Record<string, unknown> = SETTING;

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  posts.length = 0;
  rows = [device];
  setting = SETTING;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/status/store/KR001/plus/device/search')
        return Promise.resolve(
          answer({ recordsTotal: rows.length, recordsFiltered: rows.length, data: rows }),
        );
      if (url === '/api/status/store/KR001/plus/device/001bc0730000') return Promise.resolve(answer(device));
      if (url === '/api/plus/store/KR001/setting') {
        if (init.method === 'POST') setting = { ...setting, ...JSON.parse(String(init.body)) };
        return Promise.resolve(answer(setting));
      }
      if (init.method === 'POST') posts.push(url);
      return Promise.reject(new Error(url));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(read: boolean, write: boolean) {
  const permissions: Permissions = {
    role_id: 2,
    privilege: { plus: { read, write } },
    store: ['KR001'],
    systemConfig: {},
    enableWholeStore: false,
  };
  renderWithAdmin(
    <Routes>
      <Route path="/plus/device/list/:storeCode" element={<PlusDeviceListPage />} />
    </Routes>,
    { dataProvider: createDataProvider(resources), permissions, path: '/plus/device/list/KR001' },
  );
}

describe('signage device list', () => {
  it('shows a dash in the action cell without plus read', async () => {
    renderPage(false, false);
    const [row] = await screen.findAllByTestId('plus-device-row');
    expect(within(row).getByTestId('plus-device-no-actions').textContent).toBe('-');
    expect(within(row).queryByTestId('plus-device-info')).toBeNull();
    expect(within(row).getByText('23.1 inch')).toBeInTheDocument();
  });

  it('shows the settings read only with plus read alone, and saves nothing', async () => {
    renderPage(true, false);
    const [row] = await screen.findAllByTestId('plus-device-row');
    expect(within(row).getByTestId('plus-device-edit-show')).toHaveAttribute(
      'href',
      '/plus/device/show/KR001/001bc0730000',
    );
    fireEvent.click(within(row).getByTestId('plus-device-info'));
    const name = await screen.findByTestId('plus-device-name');
    expect(name).toBeDisabled();
    expect(screen.getByText('Saving these settings needs the plus write privilege.')).toBeInTheDocument();
    expect(screen.getByTestId('plus-device-info-products').textContent).toBe('0: P1');
    expect(screen.getByText('10')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Changed' } });
    expect(screen.getByTestId('plus-device-save-state')).toHaveAttribute('data-state', 'idle');
    expect(posts).toEqual([]);
  });

  it('marks a device that blinks, and only while it does', async () => {
    rows = [
      { ...device, blinking: true },
      { ...device, mac: '001bc0730001', blinking: false },
    ];
    renderPage(true, false);
    const [blinking, quiet] = await screen.findAllByTestId('plus-device-row');
    expect(within(blinking).getByTestId('plus-device-blinking').textContent).toBe('Blinking');
    expect(within(quiet).queryByTestId('plus-device-blinking')).toBeNull();
  });

  it('starts the info view from the duration just saved in the plus settings', async () => {
    renderPage(true, true);
    const [row] = await screen.findAllByTestId('plus-device-row');
    fireEvent.click(screen.getByTestId('plus-device-open-setting'));
    const duration = await screen.findByTestId('plus-setting-infoViewDuration');
    await waitFor(() => expect(duration).toHaveValue(30));
    fireEvent.change(duration, { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('plus-setting-save'));
    await waitFor(() => expect(screen.queryByTestId('plus-setting-dialog')).toBeNull());
    expect(setting.infoViewDuration).toBe(45);

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('plus-device-infoView'));
    const input = await screen.findByTestId('plus-device-infoView-input');
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('45');
  });

  it('says that no row is selected before a bulk action', async () => {
    renderPage(true, true);
    await screen.findAllByTestId('plus-device-row');
    fireEvent.click(screen.getByTestId('plus-device-sync'));
    await waitFor(() =>
      expect(screen.getByTestId('error-dialog-message').textContent).toBe(
        'No row selected. Please select one or more rows.',
      ),
    );
    expect(posts).toEqual([]);
  });
});
