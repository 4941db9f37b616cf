import { describe, expect, it } from 'vitest';
import { gatewayStatusEvent } from '../../server/webhooks/events/gatewayStatus.ts';

const at = new Date('2026-11-26T08:00:00Z');
const change = (before: string | null, after: string | null) => ({
  gwMac: 'AA:BB:CC:00:00:01',
  storeCode: 'KR001',
  kind: 'oepl',
  before,
  after,
});

describe('a gateway status transition', () => {
  it('is offline when it turns OFFLINE, online when it leaves OFFLINE, nothing otherwise', () => {
    expect(gatewayStatusEvent(change('NORMAL', 'OFFLINE'), at)?.type).toBe('gateway.offline');
    expect(gatewayStatusEvent(change('ALARM', 'OFFLINE'), at)?.type).toBe('gateway.offline');
    expect(gatewayStatusEvent(change('OFFLINE', 'NORMAL'), at)).toMatchObject({
      type: 'gateway.online',
      store: 'KR001',
      data: { gwMac: 'AA:BB:CC:00:00:01', kind: 'oepl', at: at.toISOString() },
    });
    expect(gatewayStatusEvent(change('OFFLINE', 'ALARM'), at)?.type).toBe('gateway.online');
    expect(gatewayStatusEvent(change('OFFLINE', 'OFFLINE'), at)).toBeUndefined();
    expect(gatewayStatusEvent(change('NORMAL', 'ALARM'), at)).toBeUndefined();
    expect(gatewayStatusEvent(change(null, 'OFFLINE'), at)).toBeUndefined();
  });
});
