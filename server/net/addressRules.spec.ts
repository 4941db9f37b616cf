// The address rules of the one way out (issue 33 §2): every notation read as the resolver and the URL parser read
// it, each class told apart, IPv4 inside IPv6 classified as the IPv4 it reaches, the allow list parsed and
// matched, the server's own addresses refused. Pure: no traffic.
import { describe, expect, it } from 'vitest';
import {
  classifyIp,
  formatIp,
  parseAllowList,
  parseIp,
  refusalOf,
  type AddressClass,
  type Ip,
} from './addressRules.ts';

const ip = (text: string): Ip => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`no address: ${text}`);
  return parsed;
};
const classOf = (text: string) => classifyIp(ip(text));
const NO_POLICY = { allow: [], own: [] };

describe('address notations', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['192.168.1.20.', '192.168.1.20'],
    ['[::1]', '::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['::ffff:7f00:1', '::ffff:7f00:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['0:0:0:0:0:0:0:0', '::'],
  ])('reads %s as %s', (text, formatted) => {
    expect(formatIp(ip(text))).toBe(formatted);
  });

  it.each([
    'ap.local',
    'localhost',
    '256.1.1.1',
    '1.2.3.4.5',
    '08.0.0.1',
    '4294967296',
    '1.16777216',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:127.0.0.256',
    '',
  ])('reads %j as no address (a host name, or nothing)', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('address classes', () => {
  it.each<[string, AddressClass]>([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['169.254.1.1', 'linkLocal'],
    ['169.254.169.254', 'linkLocal'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['::ffff:192.168.1.20', 'private'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['169.253.1.1', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::ffff:8.8.8.8', 'public'],
  ])('%s is %s', (text, cls) => {
    expect(classOf(text)).toBe(cls);
  });

  it('refuses loopback, link-local, unspecified, multicast and reserved; allows private and public', () => {
    expect(refusalOf(ip('0x7f000001'), NO_POLICY)).toBe('loopback');
    expect(refusalOf(ip('[::ffff:127.0.0.1]'), NO_POLICY)).toBe('loopback');
    expect(refusalOf(ip('169.254.1.1'), NO_POLICY)).toBe('linkLocal');
    expect(refusalOf(ip('0.0.0.0'), NO_POLICY)).toBe('unspecified');
    expect(refusalOf(ip('ff02::1'), NO_POLICY)).toBe('multicast');
    expect(refusalOf(ip('255.255.255.255'), NO_POLICY)).toBe('reserved');
    expect(refusalOf(ip('192.168.1.20'), NO_POLICY)).toBeNull();
    expect(refusalOf(ip('8.8.8.8'), NO_POLICY)).toBeNull();
  });

  it("refuses the server's own addresses, also written as IPv4 inside IPv6", () => {
    const policy = { allow: [], own: [ip('192.168.1.5'), ip('fd00::5')] };
    expect(refusalOf(ip('192.168.1.5'), policy)).toBe('own');
    expect(refusalOf(ip('::ffff:192.168.1.5'), policy)).toBe('own');
    expect(refusalOf(ip('fd00::5'), policy)).toBe('own');
    expect(refusalOf(ip('192.168.1.6'), policy)).toBeNull();
  });
});

describe('allow list (OUTGOING_ALLOW_NETWORKS)', () => {
  it('reads networks and single addresses, spaces and empty entries ignored', () => {
    const list = parseAllowList(' 127.0.0.0/8, ::1/128 ,, 169.254.1.1, fe80::/10');
    expect(list.map((c) => `${formatIp(c.network)}/${c.prefix}`)).toEqual([
      '127.0.0.0/8',
      '::1/128',
      '169.254.1.1/32',
      'fe80::/10',
    ]);
    expect(parseAllowList('')).toEqual([]);
  });

  it.each(['localhost', '127.0.0.0/33', '::1/129', '0x7f000001/8', '10.0.0.0/', '1.2.3/8', 'fe80::/x'])(
    'refuses %j, naming it',
    (entry) => {
      expect(() => parseAllowList(`127.0.0.1,${entry}`)).toThrow(entry);
    },
  );

  it('allows what its networks hold, whatever the class, IPv4 inside IPv6 included; nothing more', () => {
    const policy = { allow: parseAllowList('127.0.0.0/8,::1/128,169.254.7.0/24'), own: [ip('127.0.0.1')] };
    expect(refusalOf(ip('127.0.0.1'), policy)).toBeNull();
    expect(refusalOf(ip('0x7f000001'), policy)).toBeNull();
    expect(refusalOf(ip('::ffff:127.0.0.1'), policy)).toBeNull();
    expect(refusalOf(ip('::1'), policy)).toBeNull();
    expect(refusalOf(ip('169.254.7.9'), policy)).toBeNull();
    expect(refusalOf(ip('169.254.8.9'), policy)).toBe('linkLocal');
    expect(refusalOf(ip('0.0.0.0'), policy)).toBe('unspecified');
    expect(refusalOf(ip('::2'), policy)).toBe('unspecified');
    expect(refusalOf(ip('fe80::1'), policy)).toBe('linkLocal');
  });
});
