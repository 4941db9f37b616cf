// Registering an OpenEPaperLink access point at an address the server must not reach (issue 33 §2), on PGlite and
// PostgreSQL: without OUTGOING_ALLOW_NETWORKS the database port, the server's loopback by name, the unspecified
// address, an odd notation of loopback, link-local, IPv6 loopback and the server's own addresses are refused with
// a 400 and a message, nothing stored and no request sent; a gateway stored earlier at such an address is neither
// polled nor link-checked. With loopback allowed (the test harness), what a failed first poll answers is two words:
// unreachable, or not an access point, never the port's or the HTTP status's detail; a redirect is not followed.
import { afterEach, describe, expect, it } from 'vitest';
import { formatIp } from '../../server/net/addressRules.ts';
import { ownAddresses } from '../../server/net/outgoingHttp.ts';
import { oeplGatewayId } from '../../server/oepl/registration.ts';
import { pollOeplGateways } from '../../server/oepl/sync.ts';
import { repositoriesOf } from '../../server/repositories/index.ts';
import { startFixedAnswer, type LoopbackPeer } from '../support/slowHttp.ts';
import { backends, signedInApp, type Headers, type SignedInApp } from './helpers.ts';

const NOT_ALLOWED =
  "The server does not connect to this address (loopback, link-local, unspecified, multicast, or the server's own).";
const FORMAT =
  'Enter the access point address as host or host:port (for example 192.168.1.20 or ap.local:8080).';
const UNREACHABLE = 'The access point is unreachable.';
const NOT_AN_AP = 'The address answers, but not as an OpenEPaperLink access point.';

let peers: LoopbackPeer[] = [];
const peer = async (started: Promise<LoopbackPeer>) => {
  const p = await started;
  peers.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(peers.map((p) => p.stop()));
  peers = [];
});

const register = (s: SignedInApp, address: unknown, headers: Headers = s.admin) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/config/store/KR001/gw/oepl',
    headers,
    payload: { address },
  });
const oeplGateways = (s: SignedInApp) =>
  s.t.db.query<{ gwMac: string; status: string }>(
    `SELECT "gwMac", status FROM gateways WHERE kind = 'oepl' ORDER BY "gwMac"`,
  );

/** the server's own addresses that are not loopback (an interface of the machine), as a registration writes them */
const ownLanAddresses = ownAddresses()
  .filter((ip) => ip.family === 4 && ip.bytes[0] !== 127)
  .map((ip) => `${formatIp(ip)}:8800`);

describe.each(backends)('OEPL addresses refused without OUTGOING_ALLOW_NETWORKS on $name', (backend) => {
  const s = signedInApp(backend, { config: { outgoingAllowNetworks: [] } });

  it.each([
    ['127.0.0.1:5432', NOT_ALLOWED],
    ['localhost:{port}', NOT_ALLOWED],
    ['LOCALHOST:{port}', NOT_ALLOWED],
    ['0.0.0.0:{port}', NOT_ALLOWED],
    ['127.0.0.1:{port}', NOT_ALLOWED],
    ['169.254.1.1:80', NOT_ALLOWED],
    ['169.254.169.254', NOT_ALLOWED],
    ['224.0.0.251:80', NOT_ALLOWED],
    ['0x7f000001:{port}', FORMAT],
    ['2130706433:{port}', FORMAT],
    ['0177.0.0.1:{port}', FORMAT],
    ['[::1]:80', FORMAT],
    ...ownLanAddresses.map((address) => [address, NOT_ALLOWED]),
  ])('refuses %s with 400 and its message; nothing stored, nothing sent', async (address, message) => {
    const listener = await peer(startFixedAnswer(200, '{}'));
    const response = await register(s, address.replace('{port}', listener.address.split(':')[1]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await oeplGateways(s)).toEqual([]);
    expect(listener.requests).toEqual([]);
  });

  it('neither polls nor link-checks a gateway stored earlier at a refused address', async () => {
    const listener = await peer(startFixedAnswer(200, '{"tags":[]}'));
    const gwMac = oeplGatewayId(listener.address);
    await repositoriesOf(s.t.db).oepl.register('KR001', gwMac, listener.address, new Date());
    try {
      const [poll] = await pollOeplGateways(s.t.db, new Date());
      expect(poll).toMatchObject({ gwMac, status: 'OFFLINE' });
      const check = await s.t.app.inject({
        method: 'GET',
        url: `/api/check/link/gw/${gwMac}`,
        headers: s.admin,
      });
      expect(check.json()).toEqual({ success: false });
      expect(listener.requests).toEqual([]);
    } finally {
      await s.t.db.query(`DELETE FROM gateways WHERE "gwMac" = $1`, [gwMac]);
    }
  });
});

describe.each(backends)('what a failed first poll answers, loopback allowed, on $name', (backend) => {
  const s = signedInApp(backend);
  afterEach(async () => {
    await s.t.db.query(`DELETE FROM gateways WHERE kind = 'oepl'`);
  });

  const registered = async (address: string) => {
    const response = await register(s, address);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ status: string; error?: string; errorKey?: string }>();
  };

  it('tells a closed port as unreachable, and an HTTP refusal, a service without JSON, a redirect as not an AP', async () => {
    const closed = await peer(startFixedAnswer(200, ''));
    await closed.stop();
    expect(await registered(closed.address)).toMatchObject({
      status: 'OFFLINE',
      error: UNREACHABLE,
      errorKey: 'app.serverMessages.oeplUnreachable',
    });
    const forbidden = await peer(startFixedAnswer(403, 'Forbidden by nginx'));
    const noJson = await peer(startFixedAnswer(200, 'SSH-2.0-OpenSSH_9.6'));
    const target = await peer(startFixedAnswer(200, '{"tags":[]}'));
    const redirect = await peer(
      startFixedAnswer(302, '', { location: `http://${target.address}/get_db?pos=0` }),
    );
    for (const answering of [forbidden, noJson, redirect]) {
      const answer = await registered(answering.address);
      expect(answer).toMatchObject({
        status: 'ALARM',
        error: NOT_AN_AP,
        errorKey: 'app.serverMessages.oeplNotAnAccessPoint',
      });
      expect(answering.requests.length).toBeGreaterThan(0);
    }
    // the redirect's target was never asked
    expect(target.requests).toEqual([]);
  });
});
