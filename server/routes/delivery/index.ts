// Delivery service levels (issue 27 §1; docs/api.md "Delivery service levels"), delivery.read, store-scoped (a
// {storeCode} outside the session: 403 by the guard; an unknown store: 404). `day` is yyyy-mm-dd (default today,
// the database's time zone):
//   GET  /delivery/stores?day=                         every store of the session on the day (the map)
//   POST /delivery/store/search                        the same as a table (25 per page; body day)
//   GET  /delivery/stores/csv?day=                     the same as CSV
//   GET  /delivery/store/{storeCode}?day=              a store's day live, its 30 days, histogram, causes
//   POST /delivery/store/{storeCode}/late/search       its failed or late updates of the day (body day)
//   GET  /delivery/store/{storeCode}/late/csv?day=&cause=   the same, every row, as CSV
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_DAY, shiftDay, utcDayStart } from '../../../domain/calendarDay.ts';
import { csvLine } from '../../../domain/csv.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { DELIVERY_CAUSES } from '../../repositories/delivery.ts';
import { DeliveryReads, HISTOGRAM_EDGES, HISTORY_DAYS, metOf } from '../../repositories/deliveryReads.ts';
import { message } from '../../http/messages.ts';
import { defineCall } from '../../http/calls.ts';

const deliveryRead = { privilege: 'delivery', access: 'read' } as const;
export const DAY_MESSAGE = message('app.serverMessages.deliveryDay');
const isoOrNull = (time: unknown): string | null =>
  time === null || time === undefined ? null : new Date(time as string | Date).toISOString();

/** a yyyy-mm-dd day of the calendar, or undefined when blank; 400 otherwise */
export function parseDay(value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  const day = typeof value === 'string' ? value.trim() : '';
  if (!utcDayStart(day)) throw badRequest(DAY_MESSAGE);
  return day;
}

/** the day before (none before 0001-01-01) */
const dayBefore = (day: string) => shiftDay(day, -1) ?? null;
/** n days back, not before 0001-01-01 (no day of the calendar is earlier) */
const daysBack = (day: string, n: number) => shiftDay(day, -n) ?? FIRST_DAY;

export const CSV_COLUMNS = [
  'storeCode',
  'storeName',
  'day',
  'count',
  'withinTarget',
  'successRate',
  'targetPercent',
  'targetMinutes',
  'met',
  'p50',
  'p95',
  'p99',
  'failed',
  'yesterdayP95',
  'trend',
] as const;

export const LATE_CSV_COLUMNS = [
  'tagId',
  'tagMac',
  'gwMac',
  'taskId',
  'taskType',
  'askedAt',
  'takenAt',
  'confirmedAt',
  'failedAt',
  'tries',
  'cause',
  'seconds',
] as const;

export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const reads = new DeliveryReads(app.db, {
    percent: app.appConfig.deliveryTargetPercent,
    minutes: app.appConfig.deliveryTargetMinutes,
  });
  const dayOf = async (value: unknown) => {
    const given = parseDay(value);
    const { today } = await reads.today(new Date());
    return { day: given ?? today, today };
  };
  const storeOf = async (code: string) => {
    const store = await app.repos.stores.get({ storeCode: code });
    if (!store) throw notFound();
    return store as { storeCode: string; storeName?: string | null };
  };
  const scope = (request: FastifyRequest) => request.principal?.stores;

  defineCall(app, 'deliveryStore.list', { guard: deliveryRead }, async (request) => {
    const { day, today } = await dayOf(request.query.day);
    const rows = await reads.allStores(scope(request), day, dayBefore(day));
    const data = rows.map((row) => ({ ...row, rolledAt: isoOrNull(row.rolledAt) }));
    return {
      day,
      today,
      target: {
        percent: app.appConfig.deliveryTargetPercent,
        minutes: app.appConfig.deliveryTargetMinutes,
      },
      data,
    };
  });

  defineCall(app, 'deliveryStore.search', { guard: deliveryRead }, async (request) => {
    const body = request.body ?? {};
    const { day } = await dayOf(body.day ?? body.filter_day);
    return reads.storePage(scope(request), day, dayBefore(day), body);
  });

  defineCall(app, 'deliveryStore.csv', { guard: deliveryRead }, async (request, reply) => {
    const { day } = await dayOf(request.query.day);
    const rows = await reads.allStores(scope(request), day, dayBefore(day));
    const text =
      csvLine([...CSV_COLUMNS]) + rows.map((row) => csvLine(CSV_COLUMNS.map((c) => row[c]))).join('');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="delivery_${day}.csv"`)
      .send(text);
  });

  defineCall(app, 'deliveryStore.detail', { guard: deliveryRead }, async (request) => {
    const store = await storeOf(request.params.storeCode);
    const { day, today } = await dayOf(request.query.day);
    const code = store.storeCode;
    const [target, liveFigures, rolled, histogram] = await Promise.all([
      reads.storeTarget(code),
      reads.liveDay(code, day),
      reads.days(code, daysBack(day, HISTORY_DAYS - 1), day),
      reads.histogram(code, day),
    ]);
    const empty = {
      count: 0,
      confirmed: 0,
      withinTarget: 0,
      failed: 0,
      open: 0,
      p50: null,
      p95: null,
      p99: null,
      causes: {},
    };
    const live = liveFigures ?? empty;
    const judged = await reads.judge(live.withinTarget, live.count, target.percent);
    const figures = { ...live, successRate: judged.successRate };
    const byDay = new Map(rolled.map((d) => [d.day, d]));
    const shown = Array.from({ length: HISTORY_DAYS }, (_, i) => shiftDay(day, i + 1 - HISTORY_DAYS));
    const days = shown
      .filter((at): at is string => at !== undefined)
      .map((at) => {
        const row = at === day ? { ...figures, status: judged.status } : byDay.get(at);
        return {
          day: at,
          count: row?.count ?? 0,
          p95: row?.p95 ?? null,
          successRate: row?.successRate ?? null,
          met: row ? metOf(row.status) : null,
        };
      });
    const causes = DELIVERY_CAUSES.map((cause) => ({
      cause,
      count: (figures.causes as Record<string, number>)[cause] ?? 0,
    }));
    return {
      storeCode: code,
      storeName: store.storeName ?? null,
      day,
      today,
      target,
      figures: {
        count: live.count,
        confirmed: live.confirmed,
        withinTarget: live.withinTarget,
        failed: live.failed,
        open: live.open,
        p50: live.p50,
        p95: live.p95,
        p99: live.p99,
        successRate: judged.successRate,
        met: metOf(judged.status),
      },
      days,
      histogram: { edges: HISTOGRAM_EDGES, counts: histogram },
      causes,
    };
  });

  defineCall(app, 'deliveryStore.late', { guard: deliveryRead }, async (request) => {
    const store = await storeOf(request.params.storeCode);
    const body = request.body ?? {};
    const { day } = await dayOf(body.day ?? body.filter_day);
    return reads.late(store.storeCode, day, new Date(), body);
  });

  defineCall(app, 'deliveryStore.lateCsv', { guard: deliveryRead }, async (request, reply) => {
    const store = await storeOf(request.params.storeCode);
    const { day } = await dayOf(request.query.day);
    const cause = request.query.cause?.trim() || undefined;
    if (cause !== undefined && !(DELIVERY_CAUSES as readonly string[]).includes(cause))
      throw badRequest(message('app.serverMessages.deliveryCause', { causes: DELIVERY_CAUSES.join(', ') }));
    const page = await reads.late(store.storeCode, day, new Date(), {
      length: -1,
      filter_cause: cause,
    });
    const text =
      csvLine([...LATE_CSV_COLUMNS]) +
      page.data.map((row) => csvLine(LATE_CSV_COLUMNS.map((c) => row[c]))).join('');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(`delivery_late_${store.storeCode}_${day}.csv`)}`,
      )
      .send(text);
  });
}
