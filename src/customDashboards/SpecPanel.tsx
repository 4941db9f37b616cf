// The spec dashboard's panels as ready-made panel kinds (kind 'spec'): GET /stats/dashboard for the dashboard's
// stores, drawn with the spec dashboard's own parts (src/dashboard/specParts.tsx: the charts /dashboard draws,
// whose figures are told to screen readers by their ChartFigure; AlarmTable; StoreSummaryTable). Their header
// actions are /dashboard's: the details button and its modal (DetailsButton), and the CSV download every panel
// of a custom dashboard offers.
import TableViewIcon from '@mui/icons-material/TableView';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ALARM_COLUMNS, AlarmTable } from '../dashboard/AlarmTable';
import { DetailsButton, type DrillTable } from '../dashboard/DrillDown';
import { useSpecParts, type SpecContent, type SpecPart } from '../dashboard/specParts';
import {
  selectedStores,
  STORE_SUMMARY_COLUMNS,
  StoreSummaryTable,
  useStoreSummary,
} from '../dashboard/StoreSummaryTable';
import { formatDateTime } from '../i18n/format';
import type { Panel } from './api';
import { saveCsv } from './files';
import { latestStatsQuery } from './queries';
import type { Variables } from './model';
import { viewerStores } from './viewerStores';

type Spec = NonNullable<Panel['spec']>;

/** the spec panel's own title key: the spec dashboard's panel title (both update rates: a title of their own) */
export const SPEC_TITLES: Record<Spec, string> = {
  updateRates: 'app.customDashboards.updateRates',
  serverStatus: 'app.dashboard.serverStatus',
  gatewayStatus: 'app.dashboard.gatewayStatus',
  tagStatus: 'app.dashboard.tagStatus',
  tagTypes: 'app.dashboard.tagTypes',
  firmwareVersions: 'app.dashboard.firmware',
  storeBars: 'app.dashboard.byStore',
  dailyUpdated: 'app.dashboard.daily',
  alarmTable: 'app.dashboard.alarms',
  storeSummary: 'app.dashboard.stores',
};

/** the chart parts of each chart spec panel (the update rates: products' and tags' side by side) */
const SPEC_PARTS: Partial<Record<Spec, SpecPart[]>> = {
  updateRates: ['productRate', 'tagRate'],
  serverStatus: ['serverStatus'],
  gatewayStatus: ['gatewayStatus'],
  tagStatus: ['tagStatus'],
  tagTypes: ['tagTypes'],
  firmwareVersions: ['firmware'],
  storeBars: ['statusBars'],
  dailyUpdated: ['daily'],
};

/** GET /stats/dashboard for the dashboard's stores: one call for all its spec panels (one query key) */
function useSpecData(panel: Panel, variables: Variables) {
  const { permissions } = useAppPermissions();
  return useQuery({
    // the viewer's part of the dashboard's stores: GET /stats/dashboard refuses a store outside the session
    ...latestStatsQuery(viewerStores(permissions, variables.stores)),
    refetchInterval: (panel.options?.refreshSeconds ?? 60) * 1000,
  });
}

/** the parts of a chart spec panel the answer holds */
function useChartParts(panel: Panel, variables: Variables): SpecContent[] | undefined {
  const { data } = useSpecData(panel, variables);
  const parts = useSpecParts(data);
  if (!data) return undefined;
  return (SPEC_PARTS[panel.spec!] ?? []).flatMap((id) => (parts[id] ? [parts[id]] : []));
}

/** the figures of several parts as one table: each row names its part when there are several */
function joinedTable(contents: SpecContent[]): DrillTable {
  if (contents.length === 1) return contents[0].table;
  return {
    columns: contents[0].table.columns,
    rows: contents.flatMap((content) =>
      content.table.rows.map(([first, ...rest]) => [`${content.title}: ${first}`, ...rest]),
    ),
  };
}

export function SpecPanel({ panel, variables }: { panel: Panel; variables: Variables }) {
  const translate = useTranslate();
  const { data, error } = useSpecData(panel, variables);
  const parts = useChartParts(panel, variables);
  const { permissions } = useAppPermissions();
  if (error)
    return <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>;
  if (!data) return null;
  const missing = (
    <Typography color="text.secondary">{translate('app.customDashboards.noAccess')}</Typography>
  );
  const body = () => {
    if (panel.spec === 'storeSummary' && !can(permissions, 'store', 'read')) return missing;
    if (panel.spec === 'alarmTable' || panel.spec === 'storeSummary') {
      const table =
        panel.spec === 'alarmTable' ? (
          <AlarmTable rows={data.alarms} headed={false} />
        ) : (
          <StoreSummaryTable selected={variables.stores} headed={false} />
        );
      return (
        // a scrolling region is reached by keyboard too (tabIndex), named for screen readers
        <Box
          sx={{ overflow: 'auto', height: '100%' }}
          tabIndex={0}
          role="region"
          aria-label={translate(SPEC_TITLES[panel.spec])}
        >
          {table}
        </Box>
      );
    }
    if (!parts?.length) return missing;
    if (parts.length === 1)
      return (
        <Stack sx={{ height: '100%' }}>
          <Box sx={{ flex: 1, minHeight: 0 }}>{parts[0].chart}</Box>
          {parts[0].note}
        </Stack>
      );
    return (
      <Stack direction="row" spacing={1} sx={{ height: '100%' }}>
        {parts.map((part) => (
          <Stack key={part.id} sx={{ flex: 1, minWidth: 0, height: '100%' }}>
            <Typography variant="caption">{part.title}</Typography>
            <Box sx={{ flex: 1, minHeight: 0 }}>{part.chart}</Box>
          </Stack>
        ))}
      </Stack>
    );
  };
  return (
    <Box sx={{ height: '100%' }} data-testid="panel-drawn">
      {body()}
    </Box>
  );
}

/** the CSV of a table panel's rows: its headings, then its rows */
function useTablePanelCsv(
  panel: Panel,
  variables: Variables,
): (() => Array<Array<string | number>>) | undefined {
  const translate = useTranslate();
  const { data } = useSpecData(panel, variables);
  const { permissions } = useAppPermissions();
  const summary = useStoreSummary(panel.spec === 'storeSummary' && can(permissions, 'store', 'read'));
  if (panel.spec === 'alarmTable' && data)
    return () => [
      ALARM_COLUMNS.map((column) => translate(`app.dashboard.alarm.${column}`)),
      ...data.alarms.map((row) =>
        ALARM_COLUMNS.map((column) =>
          column === 'alarmTime' || column === 'updatedAt' ? formatDateTime(row[column]) : row[column],
        ),
      ),
    ];
  if (panel.spec === 'storeSummary' && summary.data) {
    const rows = selectedStores(summary.data, variables.stores);
    return () => [
      STORE_SUMMARY_COLUMNS.map((column) => translate(`resources.stores.fields.${column}`)),
      ...rows.map((row) => STORE_SUMMARY_COLUMNS.map((column) => String(row[column] ?? ''))),
    ];
  }
  return undefined;
}

/** a spec panel's header actions: /dashboard's details button (charts), the CSV of its figures or rows */
export function SpecPanelActions({ panel, variables }: { panel: Panel; variables: Variables }) {
  const translate = useTranslate();
  const parts = useChartParts(panel, variables);
  const tableCsv = useTablePanelCsv(panel, variables);
  const title = panel.title || translate(SPEC_TITLES[panel.spec!]);
  const table = parts?.length ? joinedTable(parts) : undefined;
  const csv = table ? () => [table.columns, ...table.rows] : tableCsv;
  return (
    <>
      {table && <DetailsButton id={`panel-${panel.id}`} title={title} table={table} />}
      {csv && (
        <IconButton
          size="small"
          aria-label={translate('app.customDashboards.csv')}
          data-testid="panel-csv"
          onClick={() => saveCsv(title, csv())}
        >
          <TableViewIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
