// The tag-status-collecting websocket (doc 1 §4): `{ type: 1, storeList }` on connect and on every change of the
// list. One hub per process holds the list and its sockets; it is served at /api/ws on the main HTTP port (one
// address for any number of instances behind a proxy: PUBLIC_WS_URL) and on WS_PORT (the spec's 8801).
// Changes come from the in-process event of the repository and, on PostgreSQL, from LISTEN
// tag_status_collecting (the table's trigger NOTIFYs), so several instances stay in step.
import { WebSocketServer, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { CollectingRepository, CollectingStore } from '../repositories/collecting.ts';
import { collectingEvents } from '../repositories/collectingEvents.ts';
import { listenPostgres, type Listener } from './listen.ts';

export const COLLECTING_MESSAGE_TYPE = 1;
/** the websocket's path on the main HTTP port (under the API prefix: a proxy in front forwards it with the API) */
export const COLLECTING_WS_PATH = '/ws';

export interface CollectingSocket {
  port: number;
  close(): Promise<void>;
}

export interface CollectingHub {
  /** sends the current list, then every change, until the socket closes */
  add(socket: WebSocket): void;
  /** the sockets connected now, on the API port and on WS_PORT */
  clients(): number;
  close(): Promise<void>;
}

export function collectingMessage(storeList: CollectingStore[]): string {
  return JSON.stringify({ type: COLLECTING_MESSAGE_TYPE, storeList });
}

export async function createCollectingHub(options: {
  repo: CollectingRepository;
  log: FastifyBaseLogger;
  /** postgres://... : LISTEN for changes made by other instances */
  databaseUrl?: string;
}): Promise<CollectingHub> {
  const sockets = new Set<WebSocket>();
  let current = collectingMessage(await options.repo.storeList());

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
          for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(message);
        })
        .catch((error: unknown) => options.log.error({ err: error }, 'collecting list failed'));
    }, 50);
  };
  collectingEvents.on('change', refresh);
  const listener: Listener | undefined =
    options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)
      ? listenPostgres(options.databaseUrl, refresh, options.log)
      : undefined;

  return {
    add(socket) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', (error) => options.log.warn({ err: error }, 'collecting websocket client error'));
      socket.send(current);
    },
    clients: () => sockets.size,
    async close() {
      collectingEvents.off('change', refresh);
      clearTimeout(pending);
      await listener?.close();
      for (const socket of sockets) socket.terminate();
      sockets.clear();
    },
  };
}

/** The websocket on its own port (WS_PORT), over the given hub or one of its own. */
export async function startCollectingSocket(
  options: { port: number; host: string } & (
    { hub: CollectingHub } | { repo: CollectingRepository; log: FastifyBaseLogger; databaseUrl?: string }
  ),
): Promise<CollectingSocket> {
  const wss = new WebSocketServer({ port: options.port, host: options.host });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const own = 'hub' in options ? undefined : await createCollectingHub(options);
  const hub = 'hub' in options ? options.hub : own!;
  wss.on('connection', (socket) => hub.add(socket));

  const address = wss.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      await own?.close();
      await new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      });
    },
  };
}
