import { describe, expect, it } from 'vitest';
import { displayIp } from './gatewayDisplay';

describe('gateway display', () => {
  it('hides only a trailing :8080 of the IP', () => {
    expect(displayIp('10.0.0.10:8080')).toBe('10.0.0.10');
    expect(displayIp('10.0.0.10:9090')).toBe('10.0.0.10:9090');
    expect(displayIp('10.0.8080.1')).toBe('10.0.8080.1');
    expect(displayIp('10.0.0.10')).toBe('10.0.0.10');
    expect(displayIp(null)).toBe('');
  });
});
