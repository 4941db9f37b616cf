// The tag-status-collecting websocket (doc 1 §4) on WS_PORT: `{ type: 1, storeList }` on connect and on every
// change of the list. Changes come from the in-process event of the repository and, on PostgreSQL, from
// LISTEN tag_status_collecting (the table's trigger NOTIFYs), so several instances stay in step.
import { WebSocketServer, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { CollectingRepository, CollectingStore } from '../repositories/collecting.ts';
import { collectingEvents } from './events.ts';
import { listenPostgres, type Listener } from './listen.ts';

export const COLLECTING_MESSAGE_TYPE = 1;

export interface CollectingSocket {
  port: number;
  close(): Promise<void>;
}

export function collectingMessage(storeList: CollectingStore[]): string {
  return JSON.stringify({ type: COLLECTING_MESSAGE_TYPE, storeList });
}

export async function startCollectingSocket(options: {
  port: number;
  host: string;
  repo: CollectingRepository;
  log: FastifyBaseLogger;
  /** postgres://... : LISTEN for changes made by other instances */
  databaseUrl?: string;
}): Promise<CollectingSocket> {
  const wss = new WebSocketServer({ port: options.port, host: options.host });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  let current = collectingMessage(await options.repo.storeList());

  wss.on('connection', (socket) => socket.send(current));
  wss.on('error', (error) => options.log.error({ err: error }, 'collecting websocket error'));

  // changes come in bursts (a batch, then its NOTIFY): read the list once per burst
  let pending: NodeJS.Timeout | undefined;
  const refresh = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      options.repo
        .storeList()
        .then((list) => {
          const message = collectingMessage(list);
          if (message === current) return;
          current = message;
          for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(message);
        })
        .catch((error: unknown) => options.log.error({ err: error }, 'collecting list failed'));
    }, 50);
  };
  collectingEvents.on('change', refresh);
  const listener: Listener | undefined =
    options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)
      ? listenPostgres(options.databaseUrl, refresh, options.log)
      : undefined;

  const address = wss.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      collectingEvents.off('change', refresh);
      clearTimeout(pending);
      await listener?.close();
      await new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      });
    },
  };
}
