// Loopback HTTP peers that misbehave, for the one way out's tests (server/net/outgoingHttp.ts, issue 33 §2): a slow
// access point that sends its headers, then one byte a second and never ends; a server that answers every request
// with one fixed status, body and headers (a redirect, a refusal, no JSON). Each counts its requests and tells
// whether the client hung up before the answer ended.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackPeer {
  /** 127.0.0.1:port */
  address: string;
  /** requests received, by path */
  requests: string[];
  /** requests whose answer is still being sent */
  open: number;
  /** requests the client gave up on before the answer ended */
  abandoned: number;
  stop(): Promise<void>;
}

async function listen(
  handle: (path: string, res: ServerResponse, peer: LoopbackPeer) => void,
): Promise<LoopbackPeer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const peer: LoopbackPeer = {
    address: `127.0.0.1:${port}`,
    requests: [],
    open: 0,
    abandoned: 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (req, res) => {
    peer.requests.push(req.url ?? '');
    peer.open++;
    res.on('close', () => {
      peer.open--;
      if (!res.writableFinished) peer.abandoned++;
    });
    handle(req.url ?? '', res, peer);
  });
  return peer;
}

/** headers at once, then a byte of a JSON answer every second, never ending */
export function startSlowAp(): Promise<LoopbackPeer> {
  return listen((_path, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.flushHeaders();
    res.write('{"tags":[');
    const drip = setInterval(() => res.write(' '), 1000);
    res.on('close', () => clearInterval(drip));
  });
}

/** every request answered with this status, body and headers */
export function startFixedAnswer(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): Promise<LoopbackPeer> {
  return listen((_path, res) => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  });
}
