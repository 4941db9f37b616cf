// GET /system/status/server/{id}?start&end (doc 1 §7): the server's system status samples for the 24 hour
// history chart of server detail. start and end are epoch seconds; the window is at most 86400 s.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { timeOf, type TimeRangeQuery } from '../../http/timeRange.ts';
import { doc, withAuthHeaders } from '../docs.ts';

/** doc 1 §9: status history window */
export const STATUS_WINDOW_SECONDS = 86_400;
const range: TimeRangeQuery = { start: 'start', end: 'end' };

/** epoch seconds of one end (checked at the edge: a date of the years 1 to 9999) */
function epoch(value: string | undefined): number | undefined {
  const date = timeOf(value, range);
  return date && Math.floor(date.getTime() / 1000);
}

/** The window asked for: both ends default from the other (or from now), longer than 24 hours keeps the last 24. */
export function statusWindow(query: { start?: string; end?: string }, now = Date.now()): [number, number] {
  let start = epoch(query.start);
  let end = epoch(query.end);
  if (end === undefined) end = start === undefined ? Math.floor(now / 1000) : start + STATUS_WINDOW_SECONDS;
  if (start === undefined) start = end - STATUS_WINDOW_SECONDS;
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
      config: { privilege: 'server', access: 'read', timeRange: range },
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
