// The dashboard's chart panels, built from the answer of GET /stats/dashboard: each present only when the
// answer holds its part (the server leaves out what the session's privileges do not allow, doc 1 §6).
import { Grid } from '@mui/material';
import { useTranslate } from 'ra-core';
import { STATUS_COLORS, TAG_GROUP_COLORS, type DeviceStatus, type TagGroup } from '../status/statusColors';
import type { DashboardStats, StatusCounts } from './api';
import { DailyLine, Doughnut, StatusBars, type BarRow, type Slice } from './charts';
import { ChartDeferral } from '../layout/DeferredMount';
import { ChartCard } from './DrillDown';
import { formatNumber } from '../i18n/format';

export const MAX_STORE_BARS = 10;
const MAX_SLICES = 5;
const DEVICE: DeviceStatus[] = ['NORMAL', 'ALARM', 'OFFLINE'];
const GROUPS: TagGroup[] = ['success', 'error', 'inprogress'];

function topSlices(items: Array<{ label: string; value: number }>, others: string): Slice[] {
  const head = items
    .slice(0, MAX_SLICES)
    .map((i) => ({ id: i.label || '-', label: i.label || '-', value: i.value }));
  const rest = items.slice(MAX_SLICES).reduce((sum, i) => sum + i.value, 0);
  return rest > 0 ? [...head, { id: others, label: others, value: rest }] : head;
}

export function DashboardPanels({ data }: { data: DashboardStats }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dashboard.${key}`, options);
  const group = (g: TagGroup) => t(`group.${g}`);
  const groupLabels = { success: group('success'), error: group('error'), inprogress: group('inprogress') };
  const deviceSlices = (c: StatusCounts): Slice[] =>
    DEVICE.map((s) => ({ id: s, label: s, value: c[s], color: STATUS_COLORS[s].background }));
  const panels: React.ReactNode[] = [];
  const rate = (id: string, title: string, updated: number, total: number, value: number) =>
    panels.push(
      <ChartCard
        key={id}
        id={id}
        title={title}
        table={{
          columns: [t('item'), t('count')],
          rows: [
            [t('updatedToday'), updated],
            [t('notUpdated'), total - updated],
            [t('total'), total],
            [t('rate'), `${value}%`],
          ],
        }}
      >
        <Doughnut
          center={`${value}%`}
          slices={[
            { id: 'updated', label: t('updatedToday'), value: updated, color: TAG_GROUP_COLORS.success },
            { id: 'rest', label: t('notUpdated'), value: Math.max(total - updated, 0), color: '#cfd8dc' },
          ]}
        />
      </ChartCard>,
    );
  if (data.products)
    rate(
      'productRate',
      t('productRate'),
      data.products.todayUpdated,
      data.products.total,
      data.products.updateRate,
    );
  if (data.tags) rate('tagRate', t('tagRate'), data.tags.todayUpdated, data.tags.total, data.tags.updateRate);
  for (const [id, counts] of [
    ['serverStatus', data.servers],
    ['gatewayStatus', data.gateways?.status],
  ] as const) {
    if (!counts) continue;
    panels.push(
      <ChartCard
        key={id}
        id={id}
        title={t(id)}
        table={{
          columns: [t('status'), t('count')],
          rows: [...DEVICE.map((s) => [s, counts[s]]), [t('total'), counts.total]],
        }}
      >
        <Doughnut slices={deviceSlices(counts)} center={String(counts.total)} />
      </ChartCard>,
    );
  }
  if (data.tags) {
    const tags = data.tags;
    panels.push(
      <ChartCard
        key="tagStatus"
        id="tagStatus"
        title={t('tagStatus')}
        table={{
          columns: [t('status'), t('count')],
          rows: [...GROUPS.map((g) => [group(g), tags[g]]), [t('total'), tags.total]],
        }}
      >
        <Doughnut
          center={formatNumber(tags.total)}
          slices={GROUPS.map((g) => ({ id: g, label: group(g), value: tags[g], color: TAG_GROUP_COLORS[g] }))}
        />
      </ChartCard>,
      <ChartCard
        key="tagTypes"
        id="tagTypes"
        title={t('tagTypes')}
        table={{
          columns: [t('tagType'), t('count'), group('error')],
          rows: tags.types.map((r) => [r.tagType, r.total, r.error]),
        }}
      >
        <Doughnut
          slices={topSlices(
            tags.types.map((r) => ({ label: r.tagType, value: r.total })),
            t('others'),
          )}
        />
      </ChartCard>,
    );
  }
  if (data.gateways) {
    const gw = data.gateways;
    panels.push(
      <ChartCard
        key="firmware"
        id="firmware"
        title={t('firmware')}
        table={{
          columns: [t('firmwareKind'), t('version'), t('count')],
          rows: [
            ...gw.gmpVersions.map((v) => ['GMP', v.version, v.count]),
            ...gw.grmVersions.map((v) => ['GRM', v.version, v.count]),
          ],
        }}
      >
        <Doughnut
          slices={topSlices(
            gw.gmpVersions.map((v) => ({ label: `GMP ${v.version}`, value: v.count })),
            t('others'),
          )}
        />
      </ChartCard>,
    );
  }
  // the first panel's chart is drawn at once, the others when the browser has shown it (DeferredMount.tsx)
  const grid = panels.map((panel, i) => (
    <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
      <ChartDeferral.Provider value={i > 0}>{panel}</ChartDeferral.Provider>
    </Grid>
  ));
  return (
    <Grid container spacing={2}>
      {grid}
      <ChartDeferral.Provider value={true}>
        {data.tags && <StatusBarsPanel data={data} groupLabels={groupLabels} />}
        {data.daily && (
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              id="daily"
              title={t('daily')}
              table={{
                columns: [t('day'), t('tagsUpdated'), t('productsUpdated')],
                rows: data.daily.map((d) => [d.day, d.tags, d.products]),
              }}
            >
              <DailyLine
                days={data.daily.map((d) => d.day)}
                series={[
                  {
                    id: t('tagsUpdated'),
                    values: data.daily.map((d) => d.tags),
                    color: TAG_GROUP_COLORS.inprogress,
                  },
                  { id: t('productsUpdated'), values: data.daily.map((d) => d.products), color: '#ef6c00' },
                ]}
              />
            </ChartCard>
          </Grid>
        )}
      </ChartDeferral.Provider>
    </Grid>
  );
}

function StatusBarsPanel({
  data,
  groupLabels,
}: {
  data: DashboardStats;
  groupLabels: Record<TagGroup, string>;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dashboard.${key}`, options);
  const tags = data.tags!;
  const perGateway = tags.byGateway !== undefined;
  const all: BarRow[] = perGateway
    ? tags.byGateway!.map((g) => ({ key: g.gwMac, label: g.gwMac.slice(-5), ...g }))
    : tags.byStore.map((s) => ({ key: s.storeCode, label: s.storeCode, ...s }));
  const shown = perGateway ? all : all.slice(0, MAX_STORE_BARS);
  const title = perGateway ? t('byGateway') : t('byStore');
  const note =
    !perGateway && all.length > MAX_STORE_BARS
      ? t('byStoreNote', { shown: MAX_STORE_BARS, total: all.length })
      : undefined;
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <ChartCard
        id="statusBars"
        title={title}
        note={note}
        table={{
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
        }}
      >
        <StatusBars rows={shown} labels={groupLabels} />
      </ChartCard>
    </Grid>
  );
}
