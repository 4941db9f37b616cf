// The tag-status-collecting websocket (doc 1 §4) on WS_PORT: `{ type: 1, storeList }` on connect and on change.
import { WebSocketServer, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { CollectingRepository } from '../repositories/collecting.ts';

export const COLLECTING_MESSAGE_TYPE = 1;

export interface CollectingSocket {
  port: number;
  close(): Promise<void>;
}

export async function startCollectingSocket(options: {
  port: number;
  host: string;
  repo: CollectingRepository;
  log: FastifyBaseLogger;
  /** how often the list is checked for changes */
  pollMs?: number;
}): Promise<CollectingSocket> {
  const wss = new WebSocketServer({ port: options.port, host: options.host });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  let current: string[] = await options.repo.storeList();
  const message = () => JSON.stringify({ type: COLLECTING_MESSAGE_TYPE, storeList: current });

  wss.on('connection', (socket) => socket.send(message()));
  wss.on('error', (error) => options.log.error({ err: error }, 'collecting websocket error'));

  const timer = setInterval(() => {
    options.repo
      .storeList()
      .then((list) => {
        if (list.join('\n') === current.join('\n')) return;
        current = list;
        for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(message());
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'collecting list failed'));
  }, options.pollMs ?? 2000);

  const address = wss.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
