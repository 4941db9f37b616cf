// The address of an OpenEPaperLink access point (issue 27 §3): host[:port] on the store's network, as the
// registration dialog and POST /config/store/{store}/gw/oepl both check it (one rule, one place). The host is an
// IPv4 address in dotted decimal or a DNS name; a name a URL would read as an IPv4 address ("0x7f000001",
// "2130706433", "0x7f.1": its last label a number) is neither, so that the address stored is the one connected to.
// An "http://" in front and a trailing "/" are accepted and dropped. Messages are i18n keys whose English the
// server answers. Whether the server may connect to the address is the server's rule (server/net/), not this one.

export const OEPL_ADDRESS_MESSAGES = {
  required: 'validation.oeplAddressRequired',
  format: 'validation.oeplAddressFormat',
  port: 'validation.oeplAddressPort',
} as const;

export type OeplAddressCheck = { ok: true; address: string } | { ok: false; message: string };

const IPV4 =
  /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** a label a URL parser reads as a number: then the whole host is read as an IPv4 address */
const NUMBER_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;

function hostOk(host: string): boolean {
  if (NUMBER_LABEL.test(host.replace(/\.$/, '').split('.').pop() ?? '')) return IPV4.test(host);
  if (host.length > 253) return false;
  return host.split('.').every((label) => LABEL.test(label));
}

/** the normalised host[:port] (host in lower case), or the message of what is wrong */
export function checkOeplAddress(raw: unknown): OeplAddressCheck {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { ok: false, message: OEPL_ADDRESS_MESSAGES.required };
  const bare = text.replace(/^http:\/\//i, '').replace(/\/$/, '');
  const match = /^([^:/\s]+)(?::([^/\s]*))?$/.exec(bare);
  if (!match || bare.length > 200) return { ok: false, message: OEPL_ADDRESS_MESSAGES.format };
  const host = match[1].toLowerCase();
  if (!hostOk(host)) return { ok: false, message: OEPL_ADDRESS_MESSAGES.format };
  const port = match[2];
  if (port === undefined) return { ok: true, address: host };
  if (!/^[0-9]{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
    return { ok: false, message: OEPL_ADDRESS_MESSAGES.port };
  return { ok: true, address: `${host}:${Number(port)}` };
}
