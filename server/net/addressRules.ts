// Which network addresses the server may send outgoing HTTP to (DESIGN.md §3a "One way out", issue 33 §2): pure
// rules, no I/O. An address is read in every notation a resolver or URL parser accepts (IPv4 in one to four parts,
// each decimal, octal "0177" or hex "0x7f", as inet_aton reads them: "0x7f000001", "2130706433", "0177.0.0.1";
// IPv6 with or without brackets and zone, "::ffff:127.0.0.1" and other IPv4 inside IPv6), then classified.
// Loopback, link-local, unspecified, multicast and reserved addresses and the server's own are refused, unless a
// network of the allow list (OUTGOING_ALLOW_NETWORKS) holds the address; private networks (RFC 1918, unique
// local, shared) stay allowed: the store's access points live there.

/** an address as bytes: 4 for IPv4, 16 for IPv6 */
export interface Ip {
  family: 4 | 6;
  bytes: Uint8Array;
}

export type AddressClass =
  'loopback' | 'linkLocal' | 'unspecified' | 'multicast' | 'reserved' | 'private' | 'public';

/** why an address is refused: its class, or that it is one of the server's own */
export type Refusal = Exclude<AddressClass, 'private' | 'public'> | 'own';

const REFUSED_CLASSES: ReadonlySet<AddressClass> = new Set([
  'loopback',
  'linkLocal',
  'unspecified',
  'multicast',
  'reserved',
]);

/** one IPv4 part as inet_aton reads it: 0x hex, leading 0 octal, else decimal; NaN when it is none */
function ipv4Part(part: string): number {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part, 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return NaN;
}

/** IPv4 in one to four parts ("127.1", "0x7f000001", "2130706433", "0177.0.0.1"), a trailing dot allowed */
export function parseIpv4(text: string): Ip | null {
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => p === '' || p.length > 12)) return null;
  const values = parts.map(ipv4Part);
  if (values.some((v) => !Number.isFinite(v))) return null;
  const last = values[values.length - 1];
  const head = values.slice(0, -1);
  if (head.some((v) => v > 255) || last >= 256 ** (5 - values.length)) return null;
  let value = last;
  head.forEach((v, i) => (value += v * 256 ** (3 - i)));
  return {
    family: 4,
    bytes: Uint8Array.of(value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255),
  };
}

function groupsOf(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1 && part.includes('.')) {
      // IPv4 at the end: dotted decimal only
      if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(part)) return null;
      const v4 = part.split('.').map(Number);
      if (v4.some((v) => v > 255)) return null;
      groups.push(v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]);
    } else {
      if (!/^[0-9a-f]{1,4}$/i.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
  }
  return groups;
}

/** IPv6, brackets and a zone ("%eth0") allowed: "[::1]", "fe80::1%eth0", "::ffff:127.0.0.1" */
export function parseIpv6(text: string): Ip | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%[0-9a-z._~-]+$/i, '');
  if (!bare.includes(':') || bare.length > 64) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 255;
  });
  return { family: 6, bytes };
}

/** an address in any notation above, or null when the text is no address (a host name) */
export function parseIp(text: string): Ip | null {
  const trimmed = text.trim();
  return trimmed.includes(':') ? parseIpv6(trimmed) : parseIpv4(trimmed);
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** the IPv4 address an IPv6 one carries and is routed to: v4-mapped, v4-compatible, NAT64, 6to4 */
export function embeddedIpv4(ip: Ip): Ip | null {
  if (ip.family === 4) return null;
  const b = ip.bytes;
  const v4 = (from: number): Ip => ({ family: 4, bytes: b.slice(from, from + 4) });
  if (startsWith(b, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return v4(12);
  if (startsWith(b, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12);
  if (startsWith(b, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12);
  if (startsWith(b, [0x20, 0x02])) return v4(2);
  return null;
}

function classifyIpv4([a, b]: Uint8Array): AddressClass {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'linkLocal';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  return 'public';
}

export function classifyIp(ip: Ip): AddressClass {
  if (ip.family === 4) return classifyIpv4(ip.bytes);
  const b = ip.bytes;
  if (b.every((x) => x === 0)) return 'unspecified';
  if (b.slice(0, 15).every((x) => x === 0) && b[15] === 1) return 'loopback';
  const v4 = embeddedIpv4(ip);
  if (v4) return classifyIpv4(v4.bytes);
  if (b[0] === 0xff) return 'multicast';
  if (b[0] === 0) return 'reserved';
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'linkLocal';
  if ((b[0] & 0xfe) === 0xfc || (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0)) return 'private';
  return 'public';
}

/** a network of the allow list */
export interface Cidr {
  network: Ip;
  prefix: number;
}

/** one network, "127.0.0.0/8", "::1/128", or an address alone (all of its bits); null when it is none */
export function parseCidr(text: string): Cidr | null {
  const match = /^([^/]+?)(?:\/(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const network = match[1].includes(':') ? parseIpv6(match[1]) : parseStrictIpv4(match[1]);
  if (!network) return null;
  const bits = network.family === 4 ? 32 : 128;
  const prefix = match[2] === undefined ? bits : Number(match[2]);
  return prefix <= bits ? { network, prefix } : null;
}

/** dotted decimal only: the allow list is written by an operator, not parsed like a hostile URL */
function parseStrictIpv4(text: string): Ip | null {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(text) ? parseIpv4(text.replace(/(^|\.)0+(\d)/g, '$1$2')) : null;
}

/** the allow list of OUTGOING_ALLOW_NETWORKS ("127.0.0.0/8,::1/128"); throws naming the entry that is no network */
export function parseAllowList(text: string): Cidr[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const cidr = parseCidr(entry);
    if (!cidr) throw new Error(`"${entry}" is no network (write 10.1.0.0/16, 127.0.0.1 or ::1/128)`);
    return cidr;
  });
}

function inCidr(ip: Ip, cidr: Cidr): boolean {
  if (ip.family !== cidr.network.family) return false;
  for (let bit = 0; bit < cidr.prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((ip.bytes[bit >> 3] & mask) !== (cidr.network.bytes[bit >> 3] & mask)) return false;
  }
  return true;
}

/** the address itself and, for IPv6 carrying IPv4, that IPv4 address too */
function formsOf(ip: Ip): Ip[] {
  const v4 = embeddedIpv4(ip);
  return v4 ? [ip, v4] : [ip];
}

export function inAllowList(ip: Ip, allow: readonly Cidr[]): boolean {
  return formsOf(ip).some((form) => allow.some((cidr) => inCidr(form, cidr)));
}

function sameIp(a: Ip, b: Ip): boolean {
  return a.family === b.family && a.bytes.every((x, i) => x === b.bytes[i]);
}

export interface AddressPolicy {
  /** networks allowed whatever their class (OUTGOING_ALLOW_NETWORKS) */
  allow: readonly Cidr[];
  /** the server's own addresses (its network interfaces) */
  own: readonly Ip[];
}

/** why the server must not connect to this address, or null when it may */
export function refusalOf(ip: Ip, policy: AddressPolicy): Refusal | null {
  if (inAllowList(ip, policy.allow)) return null;
  const cls = classifyIp(ip);
  if (REFUSED_CLASSES.has(cls)) return cls as Refusal;
  const forms = formsOf(ip);
  if (policy.own.some((own) => forms.some((form) => sameIp(form, own)))) return 'own';
  return null;
}

/** the address in its usual text form (what a socket is given): dotted IPv4, compressed IPv6 */
export function formatIp(ip: Ip): string {
  if (ip.family === 4) return [...ip.bytes].join('.');
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((ip.bytes[i * 2] << 8) | ip.bytes[i * 2 + 1]).toString(16),
  );
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.length && j - i > 1) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.at < 0) return groups.join(':');
  const head = groups.slice(0, best.at).join(':');
  const tail = groups.slice(best.at + best.length).join(':');
  return `${head}::${tail}`;
}
