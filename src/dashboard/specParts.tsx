// The chart panels of the spec's dashboard (doc 1 §2.4), each built from the answer of GET /stats/dashboard: its
// title, its chart, the table of its figures (the detail modal's, a custom dashboard's CSV) and a note. Both
// dashboards draw them: /dashboard (panels.tsx, each in a ChartCard) and a custom dashboard's spec panels
// (src/customDashboards/SpecPanel.tsx). A part is present only when the answer holds its figures (the server
// leaves out what the session's privileges do not allow, doc 1 §6).
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formatNumber } from '../i18n/format';
import { STATUS_COLORS, TAG_GROUP_COLORS, type DeviceStatus, type TagGroup } from '../status/statusColors';
import type { DashboardStats, StatusCounts } from './api';
import { DailyLine, Doughnut, StatusBars, type BarRow, type Slice } from './charts';
import type { DrillTable } from './DrillDown';
import { FoldNote } from '../shared/charts/FoldNote';
import { topN } from '../shared/charts/topN';

export const MAX_STORE_BARS = 10;
const MAX_SLICES = 5;
const DEVICE: DeviceStatus[] = ['NORMAL', 'ALARM', 'OFFLINE'];
const GROUPS: TagGroup[] = ['success', 'error', 'inprogress'];

export type SpecPart =
  | 'productRate'
  | 'tagRate'
  | 'serverStatus'
  | 'gatewayStatus'
  | 'tagStatus'
  | 'tagTypes'
  | 'firmware'
  | 'statusBars'
  | 'daily';

export interface SpecContent {
  id: SpecPart;
  title: string;
  /** under the chart: what it folded into "Others" and its "See all" table */
  note?: ReactNode;
  table: DrillTable;
  chart: ReactNode;
}

/** the largest MAX_SLICES items and "Others" with the sum of the rest (the rule of topN.ts) */
function topSlices(items: Array<{ label: string; value: number }>, others: string): Slice[] {
  const folded = topN(items, { n: MAX_SLICES, value: (item) => item.value });
  const head = folded.shown.map((i) => ({ id: i.label || '-', label: i.label || '-', value: i.value }));
  return folded.others ? [...head, { id: others, label: others, value: folded.others }] : head;
}

/** the spec dashboard's chart panels of an answer, by part; a part the answer does not hold is absent (all before
 * the answer) */
export function useSpecParts(data: DashboardStats | undefined): Partial<Record<SpecPart, SpecContent>> {
  const translate = useTranslate();
  if (!data) return {};
  const t = (key: string, options?: object) => translate(`app.dashboard.${key}`, options);
  const group = (g: TagGroup) => t(`group.${g}`);
  const groupLabels = { success: group('success'), error: group('error'), inprogress: group('inprogress') };
  const parts: Partial<Record<SpecPart, SpecContent>> = {};
  const rate = (id: 'productRate' | 'tagRate', updated: number, total: number, value: number) => {
    parts[id] = {
      id,
      title: t(id),
      table: {
        columns: [t('item'), t('count')],
        rows: [
          [t('updatedToday'), updated],
          [t('notUpdated'), total - updated],
          [t('total'), total],
          [t('rate'), `${value}%`],
        ],
      },
      chart: (
        <Doughnut
          center={`${value}%`}
          slices={[
            { id: 'updated', label: t('updatedToday'), value: updated, color: TAG_GROUP_COLORS.success },
            { id: 'rest', label: t('notUpdated'), value: Math.max(total - updated, 0), color: '#cfd8dc' },
          ]}
        />
      ),
    };
  };
  if (data.products)
    rate('productRate', data.products.todayUpdated, data.products.total, data.products.updateRate);
  if (data.tags) rate('tagRate', data.tags.todayUpdated, data.tags.total, data.tags.updateRate);
  const deviceSlices = (c: StatusCounts): Slice[] =>
    DEVICE.map((s) => ({ id: s, label: s, value: c[s], color: STATUS_COLORS[s].background }));
  for (const [id, counts] of [
    ['serverStatus', data.servers],
    ['gatewayStatus', data.gateways?.status],
  ] as const) {
    if (!counts) continue;
    parts[id] = {
      id,
      title: t(id),
      table: {
        columns: [t('status'), t('count')],
        rows: [...DEVICE.map((s) => [s, counts[s]]), [t('total'), counts.total]],
      },
      chart: <Doughnut slices={deviceSlices(counts)} center={String(counts.total)} />,
    };
  }
  if (data.tags) {
    const tags = data.tags;
    parts.tagStatus = {
      id: 'tagStatus',
      title: t('tagStatus'),
      table: {
        columns: [t('status'), t('count')],
        rows: [...GROUPS.map((g) => [group(g), tags[g]]), [t('total'), tags.total]],
      },
      chart: (
        <Doughnut
          center={formatNumber(tags.total)}
          slices={GROUPS.map((g) => ({ id: g, label: group(g), value: tags[g], color: TAG_GROUP_COLORS[g] }))}
        />
      ),
    };
    parts.tagTypes = {
      id: 'tagTypes',
      title: t('tagTypes'),
      table: {
        columns: [t('tagType'), t('count'), group('error')],
        rows: tags.types.map((r) => [r.tagType, r.total, r.error]),
      },
      chart: (
        <Doughnut
          slices={topSlices(
            tags.types.map((r) => ({ label: r.tagType, value: r.total })),
            t('others'),
          )}
        />
      ),
    };
    parts.statusBars = statusBars(tags, groupLabels, t);
  }
  if (data.gateways) {
    const gw = data.gateways;
    parts.firmware = {
      id: 'firmware',
      title: t('firmware'),
      table: {
        columns: [t('firmwareKind'), t('version'), t('count')],
        rows: [
          ...gw.gmpVersions.map((v) => ['GMP', v.version, v.count]),
          ...gw.grmVersions.map((v) => ['GRM', v.version, v.count]),
        ],
      },
      chart: (
        <Doughnut
          slices={topSlices(
            gw.gmpVersions.map((v) => ({ label: `GMP ${v.version}`, value: v.count })),
            t('others'),
          )}
        />
      ),
    };
  }
  if (data.daily) {
    const daily = data.daily;
    parts.daily = {
      id: 'daily',
      title: t('daily'),
      table: {
        columns: [t('day'), t('tagsUpdated'), t('productsUpdated')],
        rows: daily.map((d) => [d.day, d.tags, d.products]),
      },
      chart: (
        <DailyLine
          days={daily.map((d) => d.day)}
          series={[
            { id: t('tagsUpdated'), values: daily.map((d) => d.tags), color: TAG_GROUP_COLORS.inprogress },
            { id: t('productsUpdated'), values: daily.map((d) => d.products), color: '#ef6c00' },
          ]}
        />
      ),
    };
  }
  return parts;
}

/**
 * tag status bars per store: the MAX_STORE_BARS stores with the most NG tags and one "Others" bar with the sum of
 * the rest (counts add up), with "See all" listing every store (topN.ts); per gateway when the answer is of one store
 */
function statusBars(
  tags: NonNullable<DashboardStats['tags']>,
  groupLabels: Record<TagGroup, string>,
  t: (key: string, options?: object) => string,
): SpecContent {
  const perGateway = tags.byGateway !== undefined;
  const title = perGateway ? t('byGateway') : t('byStore');
  const all: BarRow[] = perGateway
    ? tags.byGateway!.map((g) => ({ key: g.gwMac, label: g.gwMac.slice(-5), ...g }))
    : tags.byStore.map((s) => ({ key: s.storeCode, label: s.storeCode, ...s }));
  const folded = perGateway
    ? { shown: all, rest: [] }
    : topN(all, { n: MAX_STORE_BARS, value: (row) => row.error });
  const sum = (field: TagGroup) => folded.rest.reduce((total, row) => total + row[field], 0);
  const others = t('others');
  const shown = folded.rest.length
    ? [
        ...folded.shown,
        {
          key: others,
          label: others,
          success: sum('success'),
          inprogress: sum('inprogress'),
          error: sum('error'),
        },
      ]
    : folded.shown;
  const table: DrillTable = {
    columns: [
      perGateway ? 'GW MAC' : t('store'),
      groupLabels.success,
      groupLabels.inprogress,
      groupLabels.error,
      t('total'),
    ],
    rows: perGateway
      ? tags.byGateway!.map((g) => [g.gwMac, g.success, g.inprogress, g.error, g.total])
      : tags.byStore.map((s) => [
          `${s.storeName ?? ''} (${s.storeCode})`,
          s.success,
          s.inprogress,
          s.error,
          s.total,
        ]),
  };
  return {
    id: 'statusBars',
    title,
    note: folded.rest.length ? (
      <FoldNote
        title={title}
        shown={folded.shown.length}
        total={all.length}
        summed
        // ranked as the bars are: the most NG tags first
        table={{ ...table, rankedBy: 3 }}
        message="app.dashboard.byStoreNote"
      />
    ) : undefined,
    table,
    chart: <StatusBars rows={shown} labels={groupLabels} others={folded.rest.length ? others : undefined} />,
  };
}
