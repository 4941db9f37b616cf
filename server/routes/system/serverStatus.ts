// GET /system/status/server/{id}?start&end (doc 1 §7): the server's system status samples for the 24 hour
// history chart of server detail. start and end are epoch seconds; the window is at most 86400 s.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';

/** doc 1 §9: status history window */
export const STATUS_WINDOW_SECONDS = 86_400;
const INVALID = 'validation error';

function epoch(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw badRequest(INVALID);
  return Math.floor(n);
}

/** The window asked for: both ends default from the other (or from now), longer than 24 hours keeps the last 24. */
export function statusWindow(query: { start?: string; end?: string }, now = Date.now()): [number, number] {
  let start = epoch(query.start);
  let end = epoch(query.end);
  if (end === undefined) end = start === undefined ? Math.floor(now / 1000) : start + STATUS_WINDOW_SECONDS;
  if (start === undefined) start = end - STATUS_WINDOW_SECONDS;
  if (start > end) throw badRequest(INVALID);
  return [Math.max(start, end - STATUS_WINDOW_SECONDS), end];
}

const querystring = {
  type: 'object',
  properties: {
    start: { type: 'integer', description: 'epoch seconds; default end - 86400' },
    end: { type: 'integer', description: 'epoch seconds; default now' },
  },
};

export default async function serverSystemStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { start?: string; end?: string } }>(
    '/system/status/server/:id',
    {
      config: { privilege: 'server', access: 'read' },
      schema: doc('server', 'System status samples of a server (24 hour window)', {
        querystring,
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const [start, end] = statusWindow(request.query);
      const server = await app.repos.servers.get({ id: request.params.id });
      if (!server) throw notFound();
      const data = await app.repos.servers.samples.window(
        server.id,
        new Date(start * 1000),
        new Date(end * 1000),
      );
      return { id: server.id, start, end, data };
    },
  );
}
