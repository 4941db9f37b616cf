// The server lists (the schema list of `server` in the layout serverGroups: proxy, database, ESL, through the data
// provider's mapping of GET /status/server), delete confirmation, replication labels and the alarm table (doc 1
// §2.6, §4).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../../src/auth/privileges';
import { resources } from '../../domain/generated/resources';
import type { ServerPublic as Server } from '../../domain/generated/types';
import { createDataProvider } from '../../src/providers/dataProvider';
import { REPLICATION_STATES, toneOf } from '../../src/servers/replicationStates';
import { ServerAlarmTable } from '../../src/servers/ServerAlarmTable';
import ServerListPage from '../../src/servers/ServerListPage';
import { renderWithAdmin } from '../../src/test/renderWithAdmin';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const servers: Server[] = [
  {
    id: 'db-01',
    name: 'Database 1',
    type: 'database',
    status: 'NORMAL',
    state: 'PRIMARY',
    reportTime: '2030-01-01T10:00:00Z',
  },
  { id: 'db-02', name: 'Database 2', type: 'database', status: 'OFFLINE', state: 'DOWN' },
];

const proxy: Server = { id: 'px-01', name: 'Proxy 1', type: 'proxy', status: 'ALARM', state: 'UNKNOWN' };

/** GET /status/server answers the servers by type; the data provider flattens and pages them */
function renderList(
  write: boolean,
  groups: Record<string, Server[]> = { proxy: [proxy], database: servers, esl: [] },
) {
  const request = vi.fn((path: string) =>
    path === '/status/server' ? Promise.resolve(groups) : Promise.reject(new Error(path)),
  );
  const permissions: Permissions = {
    role_id: 2,
    privilege: { server: { read: true, write } },
    store: [],
    systemConfig: {},
    enableWholeStore: false,
  };
  const dataProvider = createDataProvider(resources, request as never);
  renderWithAdmin(<ServerListPage />, { dataProvider, permissions });
  return { request };
}

describe('server lists', () => {
  it("shows id, status, name and replication state of each server in its type's list, linking to its detail", async () => {
    const { request } = renderList(false);
    const list = await screen.findByRole('list', { name: 'Database servers' });
    const first = await within(list).findByTestId('server-item-db-01');
    expect(within(first).getByText('db-01')).toBeInTheDocument();
    expect(within(first).getByText('Database 1')).toBeInTheDocument();
    expect(within(first).getByText('NORMAL').closest('[data-status]')).toHaveClass('status-normal');
    expect(within(first).getByTestId('replication-state')).toHaveAttribute('data-tone', 'leader');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/server/detail/db-01');
    const second = within(list).getByTestId('server-item-db-02');
    expect(within(second).getByText('OFFLINE').closest('.MuiChip-root')).toHaveClass('status-offline');
    expect(within(second).getByText('DOWN')).toBeInTheDocument();
    expect(within(first).getByTestId('server-report-time').textContent).toMatch(
      /^Last report: 2030-01-01 \d\d:00:00$/,
    );
    expect(within(second).getByTestId('server-report-time').textContent).toBe('Last report: -');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const proxies = screen.getByRole('list', { name: 'Proxy servers' });
    expect(within(proxies).getByTestId('server-item-px-01')).toHaveAttribute('data-status', 'ALARM');
    expect(screen.getByText('2 servers')).toBeInTheDocument();
    expect(screen.queryByTestId('server-delete-db-01')).toBeNull();
    // one call for the three lists
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('deletes a server only after the confirmation, with server write', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    renderList(true);
    fireEvent.click(await screen.findByTestId('server-delete-db-02'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete server Database 2 (db-02) from the list?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/status/server/db-02');
    expect(init.method).toBe('DELETE');
  });

  it('says so when a list is empty', async () => {
    renderList(true);
    const esl = await screen.findByRole('list', { name: 'ESL servers' });
    expect((await within(esl).findByTestId('server-empty')).textContent).toBe('No data to display');
  });

  it('gives every replication state of doc 1 §4 a label tone', () => {
    expect(REPLICATION_STATES).toHaveLength(14);
    expect(['PRIMARY', 'MASTER', 'LEADER'].map(toneOf)).toEqual(['leader', 'leader', 'leader']);
    expect(['SECONDARY', 'FOLLOWER', 'ARBITER'].map(toneOf)).toEqual(['follower', 'follower', 'follower']);
    expect(['STARTUP', 'STARTUP2', 'RECOVERING', 'ROLLBACK'].map(toneOf)).toEqual(
      Array(4).fill('transition'),
    );
    expect(['DOWN', 'ERROR', 'REMOVED', 'UNKNOWN', undefined].map(toneOf)).toEqual(Array(5).fill('failed'));
  });
});

describe('server alarm table', () => {
  const row = (id: number, cls: 1 | 2 | 3) => ({
    id,
    location: 'SYSTEM',
    type: 'DISK USAGE ABNORMAL',
    class: cls,
    alarmType: cls === 1 ? 'SYSTEM' : cls === 2 ? 'WARNING' : 'CRITICAL',
    alarmTime: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
  });
  const provider = (rows: ReturnType<typeof row>[], total: number) => {
    const getList = vi.fn((_resource: string, _params: GetListParams) =>
      Promise.resolve({ data: rows.map((r) => ({ ...r, id: String(r.id) })), total }),
    );
    return { getList, dataProvider: { getList } as unknown as DataProvider };
  };

  it("colours the class 1 blue, 2 orange, 3 red and pages by 10, newest first, on the server's search", async () => {
    const { getList, dataProvider } = provider([row(1, 1), row(2, 2), row(3, 3)], 23);
    renderWithAdmin(<ServerAlarmTable serverId="db-01" />, { dataProvider });
    await screen.findAllByTestId('server-alarm-row');
    const colours = [1, 2, 3].map(
      (c) => getComputedStyle(document.querySelector(`[data-alarm-class="${c}"]`)!).backgroundColor,
    );
    expect(colours).toEqual(['rgb(21, 101, 192)', 'rgb(239, 108, 0)', 'rgb(198, 40, 40)']);
    expect(screen.getByRole('table', { name: 'Alarm history' })).toBeInTheDocument();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    expect(getList.mock.calls[0]![1]).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'updatedAt', order: 'DESC' },
      meta: { serverId: 'db-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 2, perPage: 10 }));
  });

  it("shows 'No data to display' without alarms", async () => {
    renderWithAdmin(<ServerAlarmTable serverId="db-01" />, { dataProvider: provider([], 0).dataProvider });
    expect(await screen.findByText('No data to display')).toBeInTheDocument();
  });
});
