// Which errors mean "the database cannot be reached now" (server/db/errors.ts isDatabaseUnreachable, answered 503
// with Retry-After): real failures of node-postgres against loopback sockets (a closed port, a server that never
// answers, a connection cut under a statement), and the errors a statement's input causes, which are not.
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../server/db/errors.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { answerOf } from '../../server/http/errors.ts';
import { freePort } from '../support/pgServer.ts';
import { ADMIN_URL, backends } from './helpers.ts';

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

/** a loopback server that accepts connections and then does `onSocket` with each */
async function listening(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('database errors that mean unreachable', () => {
  const servers: Array<{ close(): void }> = [];
  afterAll(() => servers.forEach((server) => server.close()));

  it('counts a refused connection', async () => {
    const port = await freePort();
    const error = await failureOf(openPostgres(`postgres://postgres@127.0.0.1:${port}/x`));
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(answerOf(error)).toMatchObject({
      status: 503,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('counts a connection that does not answer within the connect timeout', async () => {
    const silent = await listening(() => undefined);
    servers.push(silent);
    const error = await failureOf(
      openPostgres(`postgres://postgres@127.0.0.1:${silent.port}/x`, { connectTimeoutMs: 200 }),
    );
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('counts a connection cut by the server', async () => {
    const cutting = await listening((socket) => socket.destroy());
    servers.push(cutting);
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${cutting.port}/x` });
    client.on('error', () => undefined);
    const error = await failureOf(client.connect());
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each(backends.filter((b) => b.name === 'postgres'))(
    'counts neither a wrong statement nor bad input on $name',
    async () => {
      const db = await openPostgres(ADMIN_URL);
      try {
        for (const sql of ['SELECT nope FROM nowhere', "SELECT 'x'::int", 'SELECT 1/0']) {
          const error = await failureOf(db.query(sql));
          expect(error).toBeInstanceOf(Error);
          expect(isDatabaseUnreachable(error)).toBe(false);
        }
      } finally {
        await db.close();
      }
    },
  );
});
