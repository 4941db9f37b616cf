// A TCP proxy on loopback that stands for the database's address in the failover drill (README "Failover"), as a
// DNS name, a virtual IP or PgBouncer would in production: each connection is piped to the current target port;
// `switchTo` points new connections at another server and ends every open one, so the instances' pools, LISTEN and
// lock connections reconnect to the new primary instead of lingering on the old. Not for production.
import net from 'node:net';

export interface TcpProxy {
  /** the port on 127.0.0.1 the clients connect to */
  readonly port: number;
  /** the port connections go to now */
  readonly target: number;
  /** sends new connections to `port` and ends the open ones */
  switchTo(port: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: number, port = 0): Promise<TcpProxy> {
  let current = target;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: current });
    track(client);
    track(upstream);
    // one side gone (a server killed, a refused connection, a client that left): the other goes too, as a broken
    // network path would end it
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const endAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    get target() {
      return current;
    },
    switchTo(next) {
      current = next;
      endAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        endAll();
        server.close(() => resolve());
      }),
  };
}
