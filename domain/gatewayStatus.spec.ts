import { describe, expect, it } from 'vitest';
import { gatewayStatus } from './gatewayStatus';

describe('gateway status', () => {
  it('shows NORMAL without time sync as ALARM', () => {
    expect(gatewayStatus({ status: 'NORMAL', timeSync: false })).toBe('ALARM');
    expect(gatewayStatus({ status: 'NORMAL', timeSync: true })).toBe('NORMAL');
    expect(gatewayStatus({ status: 'NORMAL', timeSync: null })).toBe('NORMAL');
    expect(gatewayStatus({ status: 'OFFLINE', timeSync: false })).toBe('OFFLINE');
    expect(gatewayStatus({ status: 'x' })).toBeUndefined();
  });
});
