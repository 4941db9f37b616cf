import { describe, expect, it } from 'vitest';
import { displayIp, displayStatus } from './gatewayDisplay';

describe('gateway display', () => {
  it('hides only a trailing :8080 of the IP', () => {
    expect(displayIp('10.0.0.10:8080')).toBe('10.0.0.10');
    expect(displayIp('10.0.0.10:9090')).toBe('10.0.0.10:9090');
    expect(displayIp('10.0.8080.1')).toBe('10.0.8080.1');
    expect(displayIp('10.0.0.10')).toBe('10.0.0.10');
    expect(displayIp(null)).toBe('');
  });

  it('shows NORMAL without time sync as ALARM', () => {
    expect(displayStatus({ status: 'NORMAL', timeSync: false })).toBe('ALARM');
    expect(displayStatus({ status: 'NORMAL', timeSync: true })).toBe('NORMAL');
    expect(displayStatus({ status: 'NORMAL', timeSync: null })).toBe('NORMAL');
    expect(displayStatus({ status: 'OFFLINE', timeSync: false })).toBe('OFFLINE');
    expect(displayStatus({ status: 'x' })).toBeUndefined();
  });
});
