// PostgreSQL LISTEN for the collection list: a dedicated connection (a pooled one would lose the LISTEN),
// reconnected after an error, so a change made by any instance reaches this instance's websocket.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_SETTINGS } from '../db/postgres.ts';
import { COLLECTING_CHANNEL } from './events.ts';

export interface Listener {
  close(): Promise<void>;
}

export function listenPostgres(url: string, onNotify: () => void, log: FastifyBaseLogger): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, ...SESSION_SETTINGS });
    next.on('notification', (message) => {
      if (message.channel === COLLECTING_CHANNEL) onNotify();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'collecting LISTEN connection lost');
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${COLLECTING_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      onNotify(); // changes missed while disconnected
    } catch (error) {
      log.warn({ err: error }, 'collecting LISTEN failed');
      schedule();
    }
  };
  const schedule = () => {
    client = undefined;
    if (!closed && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), 5000);
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
