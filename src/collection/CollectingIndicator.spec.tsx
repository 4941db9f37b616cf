import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { Permissions } from '../auth/privileges';
import { createI18nProvider } from '../i18n/i18nProvider';
import { englishAppMessages } from '../i18n/messages';
import { ErrorDialogProvider } from '../layout/ErrorDialog';
import { CollectingIndicator } from './CollectingIndicator';
import { setConfig } from '../config/appConfig';

const STORES = [
  {
    storeName: 'Gangnam',
    storeCode: 'KR001',
    startTime: '2026-03-02T01:00:00Z',
    checkTime: null,
    gwList: ['00:1B:AA'],
    tagList: [],
    cmd: 1,
  },
  {
    storeName: 'Osaka',
    storeCode: 'KR002',
    startTime: '2026-03-02T01:00:00Z',
    checkTime: null,
    gwList: [],
    tagList: ['T1'],
  },
];

/** a WebSocket that opens (and sends `list`) or never opens */
function fakeSocket(opens: boolean) {
  return class {
    static readonly OPEN = 1;
    static readonly CLOSED = 3;
    readyState = 0;
    onopen?: () => void;
    onmessage?: (event: { data: string }) => void;
    onclose?: () => void;
    onerror?: () => void;
    constructor(readonly url: string) {
      sockets.push(url);
      if (opens)
        setTimeout(() => {
          this.readyState = 1;
          this.onopen?.();
          this.onmessage?.({ data: JSON.stringify({ type: 1, storeList: STORES }) });
        }, 10);
    }
    close() {
      this.readyState = 3;
    }
  };
}

let sockets: string[];
let requests: Array<{ url: string; method: string; body?: string }>;

function renderIndicator(permissions: Permissions) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  return render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={createI18nProvider('en_US', englishAppMessages)}
        authProvider={authProvider}
        store={memoryStore()}
      >
        <ErrorDialogProvider>
          <CollectingIndicator />
        </ErrorDialogProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const admin: Permissions = {
  role_id: 0,
  privilege: {},
  store: [],
  systemConfig: {},
  enableWholeStore: false,
};
const manager: Permissions = {
  role_id: 1,
  privilege: { tag: { read: true, write: true } },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: false,
};

describe('the tag status collection indicator', () => {
  beforeEach(() => {
    sockets = [];
    requests = [];
    // as /config.json gives it at start-up
    setConfig({ apiBase: '/api', wsPort: 9901 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
        if (url.endsWith('/collecting/store')) return new Response(JSON.stringify({ storeList: STORES }));
        return new Response(JSON.stringify({ storeCode: 'KR001', stopped: true }));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setConfig({});
  });

  it('shows the count from the websocket on wsPort, and the detail of each store', async () => {
    vi.stubGlobal('WebSocket', fakeSocket(true));
    renderIndicator(admin);
    const badge = await screen.findByTestId('collecting-count');
    await waitFor(() => expect(badge.textContent).toBe('2'));
    expect(sockets[0]).toMatch(/^ws:\/\/[^/]+:9901\/$/);
    expect(requests.some((r) => r.url.endsWith('/collecting/store'))).toBe(false);
    fireEvent.click(screen.getByTestId('collecting-indicator'));
    const first = await screen.findByTestId('collecting-KR001');
    expect(first.textContent).toContain('Gangnam (KR001)');
    expect(within(first).getByTestId('collecting-kind').textContent).toBe('Battery Check');
    expect(first.textContent).toContain('00:1B:AA');
    expect(first.textContent).toContain('All tags of the store');
    expect(within(screen.getByTestId('collecting-KR002')).getByTestId('collecting-kind').textContent).toBe(
      'All Tag Status Collect',
    );
  });

  it('polls the list when the socket is not open after 1 second, shows only the user stores, stops after confirmation', async () => {
    vi.stubGlobal('WebSocket', fakeSocket(false));
    renderIndicator(manager);
    const badge = await screen.findByTestId('collecting-count', undefined, { timeout: 3000 });
    expect(badge.textContent).toBe('1');
    expect(requests.filter((r) => r.url.endsWith('/collecting/store'))).toHaveLength(1);
    fireEvent.click(screen.getByTestId('collecting-indicator'));
    expect(screen.queryByTestId('collecting-KR002')).toBeNull();
    fireEvent.click(await screen.findByTestId('collecting-stop'));
    expect((await screen.findByTestId('collecting-stop-confirm')).textContent).toContain(
      'Stop the tag status collection of Gangnam (KR001)?',
    );
    fireEvent.click(screen.getByTestId('collecting-stop-ok'));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/tag/status/check/stop'))?.body).toBe(
        '{"storeCode":"KR001"}',
      ),
    );
  });

  it('shows nothing while no collection runs', async () => {
    vi.stubGlobal('WebSocket', fakeSocket(true));
    renderIndicator({ ...manager, store: ['JP009'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('collecting-indicator')).toBeNull();
  });
});
