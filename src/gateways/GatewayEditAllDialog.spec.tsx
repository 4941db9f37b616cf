// Edit all takes the store's gateways once per opening, one row per gateway by MAC: the list refreshed behind the
// dialog (a gateway added, another order) neither overwrites what is typed nor sends it for another gateway. The
// answer's refused MACs show their reasons by key, in the user's language (issue 24).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../locales/ja_JP.json';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import { ErrorDialogProvider } from '../layout/ErrorDialog';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { GatewayRow } from './api';
import { GatewayEditAllDialog } from './GatewayEditAllDialog';

const gateway = (gwMac: string, gwIndex: number, ip: string) =>
  ({
    gwMac,
    storeCode: 'KR001',
    gwIndex,
    channelGroupIndex: 0,
    ip,
    netmask: '255.255.255.0',
    defaultGateway: '10.0.0.1',
    dns: '8.8.8.8',
    eslServerPort: 9000,
    dataChannel: 11,
    eventChannel: 26,
  }) as GatewayRow;
const A = gateway('00CAFE00000A', 1, '10.0.0.10:8080');
const B = gateway('00CAFE00000B', 2, '10.0.0.11:8080');
const C = gateway('00CAFE00000C', 3, '10.0.0.12:8080');

const sent: unknown[] = [];
let answer: unknown;
beforeEach(() => {
  sent.length = 0;
  answer = { gwOK: [], gwNG: [], messages: {}, reasons: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      const body = init?.method === 'PUT' ? answer : {};
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Host() {
  const [gateways, setGateways] = useState([A, B]);
  return (
    <>
      <button onClick={() => setGateways([C, A, B])}>refresh</button>
      <GatewayEditAllDialog
        open
        storeCode="KR001"
        gateways={gateways}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </>
  );
}

describe('GatewayEditAllDialog', () => {
  it('keeps the typed values on their gateway when the list refreshes behind the dialog', async () => {
    renderWithAdmin(<Host />);
    const ip = await screen.findByTestId('all-ip-1');
    expect(ip).toHaveValue('10.0.0.11:8080');
    fireEvent.change(ip, { target: { value: '10.0.0.99:8080' } });
    fireEvent.click(screen.getByText('refresh'));
    expect(screen.getAllByTestId('edit-all-row')).toHaveLength(2);
    expect(screen.getByTestId('all-ip-1')).toHaveValue('10.0.0.99:8080');

    fireEvent.click(screen.getByTestId('edit-all-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ gwList: [{ gwMac: B.gwMac, ip: '10.0.0.99:8080' }] });
    expect((sent[0] as { gwList: unknown[] }).gwList).toHaveLength(1);
  });

  it("shows each refused MAC's reason by its key in Japanese", async () => {
    answer = {
      gwOK: [A.gwMac],
      gwNG: [B.gwMac],
      // the key decides, not the English text (a newer server's wording)
      messages: { [B.gwMac]: 'The gateway is offline.' },
      reasons: {
        [B.gwMac]: {
          message: 'The gateway is offline.',
          messageKey: 'app.serverMessages.gatewayOfflineConfig',
        },
      },
    };
    render(
      <AdminContext
        i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
        store={memoryStore()}
      >
        <ErrorDialogProvider>
          <GatewayEditAllDialog
            open
            storeCode="KR001"
            gateways={[A, B]}
            onClose={() => undefined}
            onSaved={() => undefined}
          />
        </ErrorDialogProvider>
      </AdminContext>,
    );
    fireEvent.change(await screen.findByTestId('all-ip-1'), { target: { value: '10.0.0.99:8080' } });
    fireEvent.click(screen.getByTestId('edit-all-save'));
    expect(await screen.findByTestId('edit-all-result')).toHaveTextContent(
      `${B.gwMac} (${ja.app.serverMessages.gatewayOfflineConfig})`,
    );
  });
});
