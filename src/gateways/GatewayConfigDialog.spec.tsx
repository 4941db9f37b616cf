// The gateway configuration dialog takes the gateway's values once per opening: the row refreshed behind it (a
// heartbeat's new status time) never overwrites what the operator typed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { GatewayRow } from './api';
import { GatewayConfigDialog } from './GatewayConfigDialog';

const GATEWAY = {
  gwMac: '00CAFE000001',
  storeCode: 'KR001',
  gwIndex: 1,
  channelGroupIndex: 0,
  ip: '10.0.0.10',
  netmask: '255.255.255.0',
  defaultGateway: '10.0.0.1',
  dns: '8.8.8.8',
  eslServerPort: 9000,
  dataChannel: 11,
  eventChannel: 26,
  lastStatusTime: '2026-11-23T10:00:00Z',
} as GatewayRow;

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))),
  ),
);
afterEach(() => vi.unstubAllGlobals());

function Host() {
  const [gateway, setGateway] = useState<GatewayRow | null>(GATEWAY);
  return (
    <>
      <button onClick={() => setGateway((g) => g && { ...g, lastStatusTime: '2026-11-23T10:00:05Z' })}>
        heartbeat
      </button>
      <button onClick={() => setGateway(null)}>close</button>
      <button onClick={() => setGateway(GATEWAY)}>open</button>
      <GatewayConfigDialog gateway={gateway} onClose={() => setGateway(null)} onSaved={() => undefined} />
    </>
  );
}

describe('GatewayConfigDialog', () => {
  it("keeps what is typed when the gateway's row refreshes, and starts afresh on the next opening", async () => {
    renderWithAdmin(<Host />);
    const ip = await screen.findByTestId('config-ip');
    expect(ip).toHaveValue('10.0.0.10');
    fireEvent.change(ip, { target: { value: '10.0.0.99' } });
    fireEvent.click(screen.getByText('heartbeat'));
    expect(screen.getByTestId('config-ip')).toHaveValue('10.0.0.99');

    fireEvent.click(screen.getByText('close'));
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(screen.getByTestId('config-ip')).toHaveValue('10.0.0.10'));
  });
});
