import { describe, expect, it } from 'vitest';
import { checkOeplAddress, OEPL_ADDRESS_MESSAGES } from './oeplAddress';

describe('OpenEPaperLink access point address', () => {
  it('accepts host or host:port, IPv4 or a DNS name, and normalises it', () => {
    expect(checkOeplAddress('192.168.1.20')).toEqual({ ok: true, address: '192.168.1.20' });
    expect(checkOeplAddress(' 192.168.1.20:8080 ')).toEqual({ ok: true, address: '192.168.1.20:8080' });
    expect(checkOeplAddress('http://AP-1.Store.local/')).toEqual({ ok: true, address: 'ap-1.store.local' });
    expect(checkOeplAddress('ap:080')).toEqual({ ok: true, address: 'ap:80' });
    expect(checkOeplAddress('0xap.local')).toEqual({ ok: true, address: '0xap.local' });
    expect(checkOeplAddress('ap12.local')).toEqual({ ok: true, address: 'ap12.local' });
  });

  it('says what is wrong: empty, not a host, a bad port', () => {
    expect(checkOeplAddress('')).toEqual({ ok: false, message: OEPL_ADDRESS_MESSAGES.required });
    expect(checkOeplAddress(null)).toEqual({ ok: false, message: OEPL_ADDRESS_MESSAGES.required });
    for (const bad of [
      '256.1.1.1',
      '10.0.0',
      'ap/x',
      'https://ap',
      'a b',
      '-ap',
      'ap..local',
      'u@ap',
      '[::1]',
      '[::1]:80',
      // read by URLs as IPv4 (127.0.0.1), so no DNS name either
      '0x7f000001',
      '0x7f000001:8800',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      'ap.0x1',
      'ap.12',
    ])
      expect(checkOeplAddress(bad)).toEqual({ ok: false, message: OEPL_ADDRESS_MESSAGES.format });
    for (const bad of ['ap:0', 'ap:65536', 'ap:x', 'ap:', '10.0.0.1:123456'])
      expect(checkOeplAddress(bad)).toEqual({ ok: false, message: OEPL_ADDRESS_MESSAGES.port });
  });
});
