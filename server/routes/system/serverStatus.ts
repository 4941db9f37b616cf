// Call server.history, GET /system/status/server/{id}?start&end (doc 1 §7): the server's system status samples for the 24 hour
// history chart of server detail. start and end are epoch seconds; the window is at most 86400 s.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { timeOf, type TimeRangeQuery } from '../../http/timeRange.ts';
import { defineCall } from '../../http/calls.ts';

/** doc 1 §9: status history window */
export const STATUS_WINDOW_SECONDS = 86_400;
const range: TimeRangeQuery = { start: 'start', end: 'end' };

/** epoch seconds of one end (checked at the edge: a date of the years 1 to 9999) */
function epoch(value: number | string | undefined): number | undefined {
  const date = timeOf(value, range);
  return date && Math.floor(date.getTime() / 1000);
}

/** The window asked for: both ends default from the other (or from now), longer than 24 hours keeps the last 24. */
export function statusWindow(
  query: { start?: number | string; end?: number | string },
  now = Date.now(),
): [number, number] {
  let start = epoch(query.start);
  let end = epoch(query.end);
  if (end === undefined) end = start === undefined ? Math.floor(now / 1000) : start + STATUS_WINDOW_SECONDS;
  if (start === undefined) start = end - STATUS_WINDOW_SECONDS;
  return [Math.max(start, end - STATUS_WINDOW_SECONDS), end];
}

export default async function serverSystemStatusRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'server.history',
    { guard: { privilege: 'server', access: 'read' }, route: { config: { timeRange: range } } },
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
