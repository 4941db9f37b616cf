// The one way out (issue 33 §2) against live loopback peers only: without the allow list a loopback destination is
// refused before any connection (the peer sees nothing), by address, name or odd notation; with it, a redirect is
// an answer and is not followed, an answer too large is cut, a peer that never answers meets the deadline, and the
// server's own addresses are refused without a packet sent. The AP websocket goes the same way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchOepl } from '../oepl/watch.ts';
import { startFixedAnswer, startSlowAp, type LoopbackPeer } from '../../tests/support/slowHttp.ts';
import {
  outgoingHttp,
  OutgoingError,
  ownAddresses,
  resolveDestination,
  setOutgoingAllowList,
} from './outgoingHttp.ts';
import { classifyIp, formatIp } from './addressRules.ts';
import { loadConfig } from '../config.ts';

const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const LIMITS = { deadlineMs: 3000, maxBodyBytes: 1024 };

async function failureOf(promise: Promise<unknown>): Promise<OutgoingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutgoingError);
  return error as OutgoingError;
}

let peers: LoopbackPeer[] = [];
const peer = async (started: Promise<LoopbackPeer>) => {
  const p = await started;
  peers.push(p);
  return p;
};
const portOf = (p: LoopbackPeer) => p.address.split(':')[1];

beforeEach(() => setOutgoingAllowList([]));
afterEach(async () => {
  await Promise.all(peers.map((p) => p.stop()));
  peers = [];
});

describe('without OUTGOING_ALLOW_NETWORKS', () => {
  it('refuses loopback however it is written, before connecting: the peer sees no request', async () => {
    const target = await peer(startFixedAnswer(200, '{}'));
    const port = portOf(target);
    for (const host of [
      '127.0.0.1',
      'localhost',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '127.1',
      '[::1]',
    ]) {
      const error = await failureOf(outgoingHttp(`http://${host}:${port}/sysinfo`, LIMITS));
      expect(error.failure, host).toBe('notAllowed');
    }
    const unspecified = await failureOf(outgoingHttp(`http://0.0.0.0:${port}/`, LIMITS));
    expect(unspecified.refusal).toBe('unspecified');
    const linkLocal = await failureOf(outgoingHttp('http://169.254.169.254/latest/meta-data', LIMITS));
    expect(linkLocal.refusal).toBe('linkLocal');
    expect(target.requests).toEqual([]);
  });

  it("refuses the server's own addresses (checked without a packet: a literal is not resolved)", async () => {
    for (const own of ownAddresses()) {
      const cls = classifyIp(own);
      const error = await failureOf(resolveDestination(formatIp(own)));
      expect(error.refusal, formatIp(own)).toBe(cls === 'private' || cls === 'public' ? 'own' : cls);
    }
  });

  it('refuses what is no http(s) URL', async () => {
    expect((await failureOf(outgoingHttp('file:///etc/passwd', LIMITS))).failure).toBe('notAllowed');
    expect((await failureOf(outgoingHttp('gopher://127.0.0.1:70/', LIMITS))).failure).toBe('notAllowed');
  });

  it('opens no websocket to a refused access point: the watch closes, the peer sees nothing', async () => {
    const target = await peer(startFixedAnswer(200, '{}'));
    let closed = false;
    watchOepl(`localhost:${portOf(target)}`, { onTags: () => undefined, onClose: () => (closed = true) });
    await expect.poll(() => closed).toBe(true);
    expect(target.requests).toEqual([]);
  });
});

describe('with loopback allowed', () => {
  beforeEach(() => setOutgoingAllowList(LOOPBACK));

  it('follows no redirect: the 302 is the answer, its target sees nothing', async () => {
    const target = await peer(startFixedAnswer(200, '{"tags":[]}'));
    const redirect = await peer(
      startFixedAnswer(302, '', { location: `http://${target.address}/get_db?pos=0` }),
    );
    const answer = await outgoingHttp(`http://${redirect.address}/get_db?pos=0`, LIMITS);
    expect(answer.status).toBe(302);
    expect(redirect.requests).toEqual(['/get_db?pos=0']);
    expect(target.requests).toEqual([]);
  });

  it('connects to the checked address: a name resolved once, the request carries its Host', async () => {
    const target = await peer(startFixedAnswer(200, 'ok'));
    const answer = await outgoingHttp(`http://localhost:${portOf(target)}/sysinfo`, LIMITS);
    expect(answer.body.toString()).toBe('ok');
    expect(target.requests).toEqual(['/sysinfo']);
  });

  it('cuts an answer larger than allowed, declared or streamed', async () => {
    const declared = await peer(startFixedAnswer(200, 'x'.repeat(2048)));
    expect((await failureOf(outgoingHttp(`http://${declared.address}/`, LIMITS))).failure).toBe('tooLarge');
    const slow = await peer(startSlowAp());
    const small = { deadlineMs: 5000, maxBodyBytes: 4 };
    expect((await failureOf(outgoingHttp(`http://${slow.address}/`, small))).failure).toBe('tooLarge');
  });

  it('gives up at the deadline on a peer that never ends its answer, and hangs up on it', async () => {
    const slow = await peer(startSlowAp());
    const error = await failureOf(
      outgoingHttp(`http://${slow.address}/get_db`, { ...LIMITS, deadlineMs: 1500 }),
    );
    expect(error.failure).toBe('timeout');
    await expect.poll(() => slow.abandoned).toBe(1);
  });

  it('tells a closed port as unreachable', async () => {
    const closed = await peer(startFixedAnswer(200, ''));
    await closed.stop();
    expect((await failureOf(outgoingHttp(`http://${closed.address}/`, LIMITS))).failure).toBe('unreachable');
  });
});

describe('OUTGOING_ALLOW_NETWORKS', () => {
  it('is read into the configuration, each entry as a network; unset is none', () => {
    expect(
      loadConfig({ OUTGOING_ALLOW_NETWORKS: ' 127.0.0.0/8, ::1 ,10.1.2.3' }).outgoingAllowNetworks,
    ).toEqual(['127.0.0.0/8', '::1/128', '10.1.2.3/32']);
    expect(loadConfig({}).outgoingAllowNetworks).toEqual([]);
  });

  it('stops the start on an entry that is no network, naming the setting and the entry', () => {
    expect(() => loadConfig({ OUTGOING_ALLOW_NETWORKS: '127.0.0.0/8,localhost' })).toThrow(
      /OUTGOING_ALLOW_NETWORKS: "localhost" is no network/,
    );
  });
});
