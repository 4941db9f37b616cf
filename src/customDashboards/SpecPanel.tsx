// The spec dashboard's panels as ready-made panel kinds (kind 'spec'): GET /stats/dashboard for the dashboard's
// stores, drawn with the spec dashboard's own chart components (src/dashboard/charts.tsx, AlarmTable), whose
// figures are told to screen readers by their ChartFigure.
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { AlarmTable } from '../dashboard/AlarmTable';
import { DailyLine, Doughnut, StatusBars, type Slice } from '../dashboard/charts';
import { storeCalls } from '../generated/client';
import { STATUS_COLORS, TAG_GROUP_COLORS, type DeviceStatus, type TagGroup } from '../status/statusColors';
import type { Panel } from './api';
import type { Variables } from './model';

const DEVICE: DeviceStatus[] = ['NORMAL', 'ALARM', 'OFFLINE'];
const GROUPS: TagGroup[] = ['success', 'error', 'inprogress'];

/** the spec panel's own title key (app.dashboard.*) */
export const SPEC_TITLES: Record<NonNullable<Panel['spec']>, string> = {
  updateRates: 'tagRate',
  serverStatus: 'serverStatus',
  gatewayStatus: 'gatewayStatus',
  tagStatus: 'tagStatus',
  tagTypes: 'tagTypes',
  firmwareVersions: 'firmware',
  storeBars: 'byStore',
  dailyUpdated: 'daily',
  alarmTable: 'alarms',
};

/** the five largest slices and the rest as one, as the spec dashboard shows them */
function topSlices(items: Array<{ label: string; value: number }>, others: string): Slice[] {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const head = sorted
    .slice(0, 5)
    .map((item) => ({ id: item.label || '-', label: item.label || '-', value: item.value }));
  const rest = sorted.slice(5).reduce((sum, item) => sum + item.value, 0);
  return rest > 0 ? [...head, { id: others, label: others, value: rest }] : head;
}

export function SpecPanel({ panel, variables }: { panel: Panel; variables: Variables }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  const refresh = (panel.options?.refreshSeconds ?? 60) * 1000;
  const { data, error } = useQuery({
    queryKey: ['customDashboards', 'spec', variables.stores],
    queryFn: ({ signal }) =>
      storeCalls.dashboard({ query: { t: Date.now(), stores: variables.stores } }, { signal }),
    refetchInterval: refresh,
  });
  if (error)
    return <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>;
  if (!data) return null;
  const groups = { success: t('group.success'), error: t('group.error'), inprogress: t('group.inprogress') };
  const missing = (
    <Typography color="text.secondary">{translate('app.customDashboards.noAccess')}</Typography>
  );
  const rate = (updated: number, total: number, value: number, label: string) => (
    <Box sx={{ flex: 1, height: '100%', minWidth: 0 }}>
      <Typography variant="caption">{label}</Typography>
      <Doughnut
        legend={false}
        center={`${value}%`}
        slices={[
          { id: 'updated', label: t('updatedToday'), value: updated, color: TAG_GROUP_COLORS.success },
          { id: 'rest', label: t('notUpdated'), value: Math.max(total - updated, 0), color: '#cfd8dc' },
        ]}
      />
    </Box>
  );
  const devices = (counts: typeof data.servers) =>
    counts ? (
      <Doughnut
        center={String(counts.total)}
        slices={DEVICE.map((s): Slice => ({
          id: s,
          label: s,
          value: counts[s],
          color: STATUS_COLORS[s].background,
        }))}
      />
    ) : (
      missing
    );
  const body = () => {
    switch (panel.spec) {
      case 'updateRates':
        return data.tags || data.products ? (
          <Stack direction="row" spacing={1} sx={{ height: '90%' }}>
            {data.products &&
              rate(
                data.products.todayUpdated,
                data.products.total,
                data.products.updateRate,
                t('productRate'),
              )}
            {data.tags && rate(data.tags.todayUpdated, data.tags.total, data.tags.updateRate, t('tagRate'))}
          </Stack>
        ) : (
          missing
        );
      case 'serverStatus':
        return devices(data.servers);
      case 'gatewayStatus':
        return devices(data.gateways?.status);
      case 'tagStatus':
        return data.tags ? (
          <Doughnut
            center={String(data.tags.total)}
            slices={GROUPS.map((g) => ({
              id: g,
              label: groups[g],
              value: data.tags![g],
              color: TAG_GROUP_COLORS[g],
            }))}
          />
        ) : (
          missing
        );
      case 'tagTypes':
        return data.tags ? (
          <Doughnut
            slices={topSlices(
              data.tags.types.map((r) => ({ label: r.tagType, value: r.total })),
              t('others'),
            )}
          />
        ) : (
          missing
        );
      case 'firmwareVersions':
        return data.gateways ? (
          <Doughnut
            slices={topSlices(
              data.gateways.gmpVersions.map((v) => ({ label: `GMP ${v.version}`, value: v.count })),
              t('others'),
            )}
          />
        ) : (
          missing
        );
      case 'storeBars':
        return data.tags ? (
          <StatusBars
            labels={groups}
            rows={data.tags.byStore.slice(0, 10).map((s) => ({ key: s.storeCode, label: s.storeCode, ...s }))}
          />
        ) : (
          missing
        );
      case 'dailyUpdated':
        return data.daily ? (
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
        ) : (
          missing
        );
      case 'alarmTable':
        return (
          // a scrolling region is reached by keyboard too (tabIndex), named for screen readers
          <Box sx={{ overflow: 'auto', height: '100%' }} tabIndex={0} role="region" aria-label={t('alarms')}>
            <AlarmTable rows={data.alarms} />
          </Box>
        );
      default:
        return missing;
    }
  };
  return (
    <Box sx={{ height: '100%' }} data-testid="panel-drawn">
      {body()}
    </Box>
  );
}
