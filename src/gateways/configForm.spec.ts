import { describe, expect, it } from 'vitest';
import { isChanged, toValues, validateConfig } from './configForm';

const gateway = {
  gwMac: 'AA',
  gwIndex: 0,
  channelGroupIndex: 1,
  ip: '10.0.0.10:8080',
  netmask: '255.255.255.0',
  defaultGateway: '10.0.0.1',
  dns: '8.8.8.8',
  eslServerPort: 9001,
  dataChannel: 11,
  eventChannel: 26,
};

describe('gateway configuration form', () => {
  it('sees no change when nothing (or only spaces) changed', () => {
    const before = toValues(gateway);
    expect(isChanged(before, { ...before, dns: ' 8.8.8.8 ' })).toBe(false);
    expect(isChanged(before, { ...before, dns: '8.8.4.4' })).toBe(true);
  });

  it.each([
    ['gwIndex', '1a', 'validation.gwIndexNumber'],
    ['channelGroupIndex', '-1', 'validation.channelGroupIndexNumber'],
    ['ip', '10.0.0.10', 'validation.gatewayIpFormat'],
    ['netmask', '255.255.255', 'validation.netmaskFormat'],
    ['defaultGateway', '10.0.0.256', 'validation.defaultGwFormat'],
    ['dns', 'dns', 'validation.dnsIpFormat'],
    ['eslServerPort', 'port', 'validation.eslServerPortNumber'],
  ])('refuses %s %s with %s', (field, value, message) => {
    expect(validateConfig({ ...toValues(gateway), [field]: value })).toEqual({ ok: false, field, message });
  });

  it('converts valid values to numbers', () => {
    const result = validateConfig(toValues(gateway));
    expect(result).toMatchObject({
      ok: true,
      config: { gwIndex: 0, eslServerPort: 9001, ip: '10.0.0.10:8080' },
    });
  });
});
