// Edit all takes the store's gateways once per opening, one row per gateway by MAC: the list refreshed behind the
// dialog (a gateway added, another order) neither overwrites what is typed nor sends it for another gateway.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      const body = init?.method === 'PUT' ? { gwOK: [], gwNG: [], messages: {} } : {};
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
});
