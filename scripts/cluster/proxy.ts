// A small round-robin reverse proxy for trying several server instances on one database (scripts/cluster.ts,
// the bench's 1-vs-2-instance figure): each HTTP request and each websocket upgrade goes to the next instance;
// X-Forwarded-For carries the client's address (the instances trust it with TRUST_PROXY=127.0.0.1). Not for
// production: put a real proxy (nginx, HAProxy, a cloud load balancer) in front there.
import http from 'node:http';
import net from 'node:net';

export interface Proxy {
  port: number;
  close(): Promise<void>;
}

/** forwarded headers: the client's address appended to X-Forwarded-For, the original Host kept */
function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  return {
    ...request.headers,
    'x-forwarded-for': before ? `${String(before)}, ${client}` : client,
    'x-forwarded-host': request.headers.host ?? '',
  };
}

export async function startProxy(targets: number[], port = 0, host = '127.0.0.1'): Promise<Proxy> {
  let next = 0;
  const pick = () => targets[next++ % targets.length]!;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: pick(),
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `instance unreachable: ${error.message}` }));
    });
    request.pipe(upstream);
  });
  // a websocket: the upgrade request is written to the instance as it came, then bytes flow both ways
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const headers = Object.entries(forwardedHeaders(request))
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join('\r\n');
      upstream.write(`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
