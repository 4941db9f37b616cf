// Time ranges in a query string (GET /system/status/gw/{mac}?start&end, /system/status/server/{id}?start&end,
// /history/store/{code}/sensor/{mac}?startDate&endDate): a route declares its pair in its config (`timeRange`) and
// the edge (http/edge.ts) checks it before the guard and the handler, once for every such route: each end a date
// of the years 1 to 9999 in epoch seconds (or, where the route says so, a date text), the start not after the
// end. The handler reads them with `timeOf`, which then cannot fail.
import { EPOCH_RANGE } from '../db/search.ts';
import { badRequest } from './errors.ts';
import { message } from './messages.ts';

export interface TimeRangeQuery {
  /** the query parameter names of the two ends */
  start: string;
  end: string;
  /** a date text (yyyy-mm-dd hh:ii:ss, ISO) is taken too, beside epoch seconds */
  dates?: boolean;
}

export const TIME_RANGE_MESSAGES = {
  value: ({ start, end, dates }: TimeRangeQuery) =>
    message(dates ? 'app.serverMessages.timeRangeDates' : 'app.serverMessages.timeRangeEpoch', {
      start,
      end,
    }),
  order: ({ start, end }: TimeRangeQuery) => message('app.serverMessages.timeRangeOrder', { start, end }),
} as const;

const EPOCH_SECONDS = /^-?\d+(\.\d+)?$/;
const [FIRST_MS, LAST_MS] = EPOCH_RANGE.map((seconds) => seconds * 1000);

/** One end of a range: undefined when absent or blank; 400 when not a date of the years 1 to 9999. */
export function timeOf(value: unknown, range: TimeRangeQuery): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const ms = EPOCH_SECONDS.test(text)
    ? Number(text) * 1000
    : range.dates
      ? new Date(text.replace(' ', 'T')).getTime()
      : Number.NaN;
  if (!Number.isFinite(ms) || ms < FIRST_MS || ms > LAST_MS)
    throw badRequest(TIME_RANGE_MESSAGES.value(range));
  return new Date(ms);
}

/** The edge's check of a route's range (undefined ends are the route's defaults). */
export function checkTimeRange(query: Record<string, unknown>, range: TimeRangeQuery): void {
  const start = timeOf(query[range.start], range);
  const end = timeOf(query[range.end], range);
  if (start && end && start.getTime() > end.getTime()) throw badRequest(TIME_RANGE_MESSAGES.order(range));
}
