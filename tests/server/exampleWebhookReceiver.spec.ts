// The example webhook receiver (examples/webhook-receiver.ts, issue 35) run as an integration runs it: its own
// process with the subscription's secret. The server's deliveries to it are verified and answered 204; a
// subscription signing with another secret is answered 400, which the delivery records.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, type TestApp } from './helpers.ts';
import { WEBHOOK_TEST_CONFIG } from './webhookEventsHelpers.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** resolves once something accepts connections on the port */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the receiver exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(backends.slice(0, 1))('the example webhook receiver on $name', (backend) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let receiver: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    t = await createTestApp(backend, { config: WEBHOOK_TEST_CONFIG });
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => {
    receiver?.kill();
    await t?.close();
  });

  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: admin, payload });
  const subscribe = async (url: string) => {
    const res = await call('POST', '/webhooks', { name: 'example receiver', url, events: ['webhook.test'] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ webhook: { id: number }; secret: string }>();
  };
  const lastDelivery = async (id: number) =>
    (await call('POST', `/webhooks/${id}/deliveries/search`, {})).json<{
      data: Array<{ eventId: string; status: string; answerCode: number | null; error: string | null }>;
    }>().data[0]!;

  it(
    'verifies the deliveries signed with its secret and refuses the others',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}/hook`;
      const mine = await subscribe(url);
      receiver = spawn(process.execPath, ['--import', 'tsx', 'examples/webhook-receiver.ts'], {
        env: { ...process.env, ESL_WEBHOOK_SECRET: mine.secret, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      receiver.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await listening(port, receiver);

      const sent = await call('POST', `/webhooks/${mine.webhook.id}/test`);
      expect(sent.statusCode, sent.body).toBe(201);
      await t.app.webhooks.poll();
      const delivered = await lastDelivery(mine.webhook.id);
      expect(delivered).toMatchObject({ status: 'sent', answerCode: 204, error: null });
      await expect.poll(() => output).toContain(`webhook.test ${delivered.eventId}`);

      const other = await subscribe(url);
      expect((await call('POST', `/webhooks/${other.webhook.id}/test`)).statusCode).toBe(201);
      await t.app.webhooks.poll();
      expect(await lastDelivery(other.webhook.id)).toMatchObject({ status: 'pending', answerCode: 400 });
    },
  );
});
