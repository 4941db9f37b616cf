// The dashboard's landing prefetch (landing.ts): the session answer starts the stats under the dashboard's own
// key, and the dashboard's first query reads that answer without asking the server again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';

vi.mock('../layout/ErrorDialog', () => ({ useErrorDialog: () => () => Promise.resolve() }));

const { dashboardQuery } = await import('./api');
const { landingRefresh, prefetchDashboard } = await import('./landing');
const { usePageQuery } = await import('../monitoring/usePageQuery');

const STATS = { t: null, generatedAt: 'now', stores: [], selected: [], alarms: [] };
const viewer: Permissions = {
  role_id: 2,
  privilege: { dashboard: { read: true, write: false } },
  store: [],
  systemConfig: {},
  enableWholeStore: false,
};

describe('the dashboard landing prefetch', () => {
  const fetchMock = vi.fn(
    async (_url: string | URL, _init?: RequestInit) => new Response(JSON.stringify(STATS), { status: 200 }),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const statsCalls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/stats/dashboard'));

  it('fetches the stats once: the dashboard’s first query reads the prefetched answer', async () => {
    const client = new QueryClient();
    prefetchDashboard(client, viewer);
    const t = landingRefresh();
    expect(client.getQueryState(dashboardQuery(t, []).queryKey)).toBeDefined();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePageQuery(dashboardQuery(landingRefresh(), [])), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(STATS));
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]).toContain(`t=${t}`);
  });

  it('starts nothing for a session without the dashboard', () => {
    const client = new QueryClient();
    prefetchDashboard(client, { ...viewer, privilege: {} });
    expect(statsCalls()).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
