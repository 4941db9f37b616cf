// Battery replacement forecast (issue 27 §2; docs/api.md "Battery replacement forecast"), battery.read,
// store-scoped (a {storeCode} outside the session: 403 by the guard; an unknown store or tag: 404). Periods are
// the database time zone's: this week ends on Sunday, next week is the Monday to Sunday after, this month ends
// on its last day; the tags already low count in this week and this month.
//   GET  /battery/stores                              every store of the session with its counts (and the calendar)
//   POST /battery/store/search                        the same as a table (25 per page)
//   GET  /battery/stores/csv                          the same as CSV
//   POST /battery/store/{storeCode}/tag/search        a store's tags sorted by forecast date (filter_within, _state)
//   GET  /battery/store/{storeCode}/csv               the same, every tag, as CSV
//   GET  /battery/store/{storeCode}/swap?within=      the tags due within a period, by aisle (the swap list)
//   GET  /battery/store/{storeCode}/tag/{tagId}       one tag's readings, forecast and fitted line
// and the weekly swap-list mail's opt-in (mail.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvLine } from '../../../domain/csv.ts';
import { notFound } from '../../http/errors.ts';
import { FIT_DAYS, parsePeriod, type BatteryListRow } from '../../repositories/battery.ts';
import {
  forecastBattery,
  lastSegment,
  LOW_BATTERY,
  MAX_FIT_READINGS,
  theilSen,
} from '../../../domain/battery.ts';
import type { BatterySwapList, BatteryTagDetail } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import batteryMailRoutes from './mail.ts';

const batteryRead = { privilege: 'battery', access: 'read' } as const;

export const STORE_CSV_COLUMNS = [
  'storeCode',
  'storeName',
  'thisWeek',
  'nextWeek',
  'thisMonth',
  'low',
  'tooFewReadings',
  'tags',
] as const;

export const TAG_CSV_COLUMNS = [
  'tagId',
  'tagMac',
  'tagType',
  'prCode',
  'prName',
  'gwMac',
  'aisle',
  'level',
  'ratePerMonth',
  'forecastAt',
  'state',
  'readings',
  'replacedAt',
  'lastReadingAt',
] as const;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** the CSV cell of a row's field: dates as ISO 8601 */
function cell(row: BatteryListRow, column: (typeof TAG_CSV_COLUMNS)[number]): unknown {
  if (column === 'forecastAt' || column === 'replacedAt' || column === 'lastReadingAt')
    return iso(row[column]);
  return row[column];
}

const swapRow = (row: BatteryListRow) => ({
  tagId: row.tagId,
  tagMac: row.tagMac,
  prCode: row.prCode,
  prName: row.prName,
  gwMac: row.gwMac,
  aisle: row.aisle,
  level: row.level,
  ratePerMonth: row.ratePerMonth,
  forecastAt: iso(row.forecastAt),
  state: row.state,
});

export default async function batteryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(batteryMailRoutes);
  const repo = app.repos.battery;
  const storeOf = async (code: string) => {
    const store = await app.repos.stores.get({ storeCode: code });
    if (!store) throw notFound();
    return store as { storeCode: string; storeName?: string | null };
  };
  const scope = (request: FastifyRequest) => request.principal?.stores;

  defineCall(app, 'batteryStore.list', { guard: batteryRead }, async (request) => {
    const now = new Date();
    const [calendar, data] = await Promise.all([repo.calendar(now), repo.allStores(scope(request), now)]);
    return { ...calendar, data };
  });

  // sorted by any count
  defineCall(app, 'batteryStore.search', { guard: batteryRead }, async (request) =>
    repo.storePage(scope(request), new Date(), request.body ?? {}),
  );

  defineCall(app, 'batteryStore.csv', { guard: batteryRead }, async (request, reply) => {
    const now = new Date();
    const [calendar, rows] = await Promise.all([repo.calendar(now), repo.allStores(scope(request), now)]);
    const text =
      csvLine([...STORE_CSV_COLUMNS]) +
      rows.map((row) => csvLine(STORE_CSV_COLUMNS.map((c) => row[c]))).join('');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="battery_${calendar.today}.csv"`)
      .send(text);
  });

  defineCall(app, 'batteryForecast.tagSearch', { guard: batteryRead }, async (request) => {
    const store = await storeOf(request.params.storeCode);
    return repo.tagPage(store.storeCode, new Date(), request.body ?? {});
  });

  defineCall(app, 'batteryForecast.tagCsv', { guard: batteryRead }, async (request, reply) => {
    const store = await storeOf(request.params.storeCode);
    const now = new Date();
    const [calendar, page] = await Promise.all([
      repo.calendar(now),
      repo.tagPage(store.storeCode, now, { length: -1 }),
    ]);
    const text =
      csvLine([...TAG_CSV_COLUMNS]) +
      page.data.map((row) => csvLine(TAG_CSV_COLUMNS.map((c) => cell(row, c)))).join('');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(`battery_${store.storeCode}_${calendar.today}.csv`)}`,
      )
      .send(text);
  });

  defineCall(app, 'batteryForecast.swapList', { guard: batteryRead }, async (request) => {
    const store = await storeOf(request.params.storeCode);
    const within = parsePeriod(request.query.within, 'thisWeek') ?? 'thisWeek';
    const now = new Date();
    const [calendar, rows] = await Promise.all([
      repo.calendar(now),
      repo.swapRows(store.storeCode, now, within),
    ]);
    const groups: BatterySwapList['groups'] = [];
    for (const row of rows) {
      const last = groups[groups.length - 1];
      if (last && last.aisle === row.aisle) last.tags.push(swapRow(row));
      else groups.push({ aisle: row.aisle, tags: [swapRow(row)] });
    }
    return { storeCode: store.storeCode, storeName: store.storeName ?? null, within, ...calendar, groups };
  });

  defineCall(app, 'batteryForecast.tag', { guard: batteryRead }, async (request) => {
    const store = await storeOf(request.params.storeCode);
    const tagId = request.params.tagId;
    const info = await repo.tagInfo(store.storeCode, tagId);
    if (!info) throw notFound();
    const row = await repo.tag(store.storeCode, tagId);
    const now = new Date();
    const history = await repo.dailyReadings([tagId], new Date(now.getTime() - FIT_DAYS * 86_400_000));
    const readings = history.get(tagId)?.readings ?? [];
    // the line the forecast fitted: the same rule on the same readings (domain/battery.ts)
    const fit: BatteryTagDetail['fit'] = [];
    const f = forecastBattery(readings);
    if (f.state === 'forecast' || f.state === 'noDrain') {
      const segment = lastSegment(readings).segment.slice(-MAX_FIT_READINGS);
      const line = theilSen(segment);
      const end = f.crossingAt ?? segment[segment.length - 1].at;
      for (const at of [segment[0].at, end])
        fit.push({
          at: new Date(at).toISOString(),
          level: Math.round((line.intercept + line.slope * (at - line.t0)) * 10) / 10,
        });
    }
    return {
      ...info,
      aisle: row?.aisle ?? null,
      threshold: LOW_BATTERY,
      forecast: row
        ? {
            state: row.state,
            level: row.level,
            ratePerMonth: row.ratePerMonth,
            forecastAt: iso(row.forecastAt),
            readings: row.readings,
            replacedAt: iso(row.replacedAt),
            lastReadingAt: iso(row.lastReadingAt),
            computedAt: iso(row.computedAt),
          }
        : null,
      readings: readings.map((r) => ({ at: new Date(r.at).toISOString(), battery: r.level })),
      fit,
    };
  });
}
