// The store detail's gateway table on the list machinery (doc 1 §2.7): the store's gateways loaded once
// (GET /status/store/{code}) in gwIndex order, the IP without :8080, the shown status, the MAC or IP and status
// filters and the sorts applied in the page (no search call), and the row actions by privilege.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { DownloadProvider } from '../downloads/DownloadProvider';
import { resources } from '../../domain/generated/resources';
import { createDataProvider } from '../providers/dataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import StoreDetailPage from './StoreDetailPage';

const rows = [
  {
    gwMac: 'AA:00:01',
    storeCode: 'KR001',
    gwIndex: 1,
    ip: '10.0.0.1:8080',
    tagCount: 12,
    status: 'NORMAL',
    timeSync: false,
    gmpVersion: 'g1',
    grmVersion: 'r1',
  },
  {
    gwMac: 'AA:00:02',
    storeCode: 'KR001',
    gwIndex: 2,
    ip: '10.0.0.2:9090',
    tagCount: 3,
    status: 'OFFLINE',
    timeSync: true,
    gmpVersion: 'g1',
    grmVersion: 'r2',
  },
];
const searches: Array<Record<string, unknown>> = [];
let storeLoads = 0;

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  searches.length = 0;
  storeLoads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/status/store/KR001/gw/search') {
        searches.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return Promise.resolve(answer({ recordsTotal: 2, recordsFiltered: 2, data: rows }));
      }
      if (url === '/api/status/store/KR001') {
        storeLoads += 1;
        return Promise.resolve(
          answer({ storeCode: 'KR001', storeName: 'Seoul', status: 'OFFLINE', objList: rows }),
        );
      }
      return Promise.reject(new Error(url));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(write: boolean) {
  const permissions: Permissions = {
    role_id: 2,
    privilege: { store: { read: true, write } },
    store: ['KR001'],
    systemConfig: {},
    enableWholeStore: false,
  };
  renderWithAdmin(
    <DownloadProvider>
      <Routes>
        <Route path="/store/detail/:storeCode" element={<StoreDetailPage />} />
      </Routes>
    </DownloadProvider>,
    { dataProvider: createDataProvider(resources), permissions, path: '/store/detail/KR001?viewType=table' },
  );
}

describe('store detail gateway table', () => {
  it("shows the store's gateways: the shown status, the IP without :8080, a link to the detail", async () => {
    renderPage(true);
    const [row] = await screen.findAllByTestId('gateway-row');
    expect(row.getAttribute('data-gw-mac')).toBe('AA:00:01');
    expect(within(row).getByText('ALARM').closest('.MuiChip-root')).toHaveClass('status-alarm');
    const [first, second] = screen.getAllByTestId('gateway-ip');
    expect(first.textContent).toBe('10.0.0.1');
    expect(second.textContent).toBe('10.0.0.2:9090');
    expect(within(row).getByRole('link', { name: 'AA:00:01' })).toHaveAttribute(
      'href',
      '/store/KR001/gw/AA%3A00%3A01',
    );
    expect(await screen.findByText('Seoul (KR001)')).toBeInTheDocument();
  });

  it('filters by MAC or IP and sorts the loaded gateways in the page, without a search call', async () => {
    renderPage(true);
    await screen.findAllByTestId('gateway-row');
    const macs = () => screen.getAllByTestId('gateway-row').map((row) => row.getAttribute('data-gw-mac'));
    const filter = screen.getByTestId('filter-macOrIp');
    const type = (value: string) =>
      fireEvent.change(filter.querySelector('input') ?? filter, { target: { value } });
    type('10.0.0.2');
    await waitFor(() => expect(macs()).toEqual(['AA:00:02']));
    type('aa:00:01');
    await waitFor(() => expect(macs()).toEqual(['AA:00:01']));
    type('');
    await waitFor(() => expect(macs()).toEqual(['AA:00:01', 'AA:00:02']));
    fireEvent.click(screen.getByTestId('sort-tagCount'));
    await waitFor(() => expect(macs()).toEqual(['AA:00:02', 'AA:00:01']));
    expect(searches).toEqual([]);
    expect(storeLoads).toBe(1);
  });

  it('gives edit and delete to store write only; detail and log download to every reader', async () => {
    renderPage(false);
    const [row] = await screen.findAllByTestId('gateway-row');
    expect(within(row).getByTestId('gateway-log')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Detail' })).toBeInTheDocument();
    expect(within(row).queryByTestId('gateway-edit')).toBeNull();
    expect(within(row).queryByTestId('gateway-delete')).toBeNull();
    expect(screen.queryByTestId('edit-all')).toBeNull();
  });

  it('shows edit and delete with store write', async () => {
    renderPage(true);
    const [row] = await screen.findAllByTestId('gateway-row');
    await within(row).findByTestId('gateway-edit');
    expect(within(row).getByTestId('gateway-delete')).toBeInTheDocument();
    expect(screen.getByTestId('edit-all')).toBeInTheDocument();
  });
});
