// A real webhook receiver for tests (issue 35): a node:http server on 127.0.0.1 that records every request (raw
// body and headers) and answers with the status its `answer` function gives (or never, for `'hang'`).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  /** the request's path and query */
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: { id: string; type: string; occurredAt: string; store?: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** the status of the n-th request (0-based), or 'hang' to never answer */
  answer: (n: number) => number | 'hang';
  /** resolves when `count` requests (of those `match` keeps, when given) have arrived */
  waitFor(count: number, match?: (received: ReceivedWebhook) => boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const hanging: ServerResponse[] = [];
  const waiters: Array<{ count: number; match: (r: ReceivedWebhook) => boolean; resolve: () => void }> = [];
  const arrived = (match: (r: ReceivedWebhook) => boolean) => receiver.received.filter(match).length;
  const receiver = {
    url: '',
    received: [] as ReceivedWebhook[],
    answer: (_n: number): number | 'hang' => 200,
  } as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const n = receiver.received.length;
      receiver.received.push({
        url: request.url ?? '',
        headers: request.headers,
        rawBody,
        body: JSON.parse(rawBody),
      });
      for (const waiter of waiters.filter((w) => arrived(w.match) >= w.count)) waiter.resolve();
      const status = receiver.answer(n);
      if (status === 'hang') hanging.push(response);
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.waitFor = (count, match = () => true) =>
    arrived(match) >= count
      ? Promise.resolve()
      : new Promise((resolve) => waiters.push({ count, match, resolve }));
  receiver.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
