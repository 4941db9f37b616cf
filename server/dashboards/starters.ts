// The starter dashboards (issue 38 §6): GET /dashboards/starters offers them, POST /dashboards/starters/{key}/copy
// makes one a dashboard of the session. Made only of ordinary panels (number, doughnut, bar, line, table on stats
// queries, never 'spec' panels), so a copy is edited like any other; their entities are those a store manager
// reads (tag, update task, gateway and store: privileges tag, task, store), so every panel answers for one.
import type { DashboardFile } from '../../domain/generated/types.ts';
import type { DashboardPanel } from '../../domain/customDashboards.ts';
import type { DashboardStarter } from '../../domain/generated/calls.ts';

type Query = NonNullable<DashboardPanel['query']>;

const panel = (
  id: string,
  kind: DashboardPanel['kind'],
  title: string,
  query: Query,
  extra: Partial<DashboardPanel['options']> = {},
): DashboardPanel => ({
  id,
  kind,
  title,
  query,
  options: { refreshSeconds: 60, ...extra },
});

/** the panels on a 12-column grid (lg: w columns each, left to right, h rows) and one a row on 6 columns (sm) */
function layouts(items: Array<{ id: string; w: number; h: number }>): DashboardFile['layouts'] {
  const lg: Array<{ i: string; x: number; y: number; w: number; h: number }> = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const item of items) {
    if (x + item.w > 12) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    lg.push({ i: item.id, x, y, w: item.w, h: item.h });
    x += item.w;
    rowHeight = Math.max(rowHeight, item.h);
  }
  let smY = 0;
  const sm = items.map((item) => {
    const placed = { i: item.id, x: 0, y: smY, w: 6, h: item.h };
    smY += item.h;
    return placed;
  });
  return { lg, sm };
}

function starter(
  key: string,
  name: string,
  description: string,
  last: '24h' | '7d' | '30d',
  panels: Array<{ panel: DashboardPanel; w: number; h: number }>,
): DashboardStarter {
  return {
    key,
    name,
    description,
    definition: {
      name,
      sharedRoles: [],
      variables: { stores: [], range: { last } },
      layouts: layouts(panels.map(({ panel: p, w, h }) => ({ id: p.id, w, h }))),
      panels: panels.map((p) => p.panel),
    },
  };
}

const count = { fn: 'count' } as const;
const RED = [{ value: 1, color: '#d32f2f' }];

export const STARTERS: readonly DashboardStarter[] = [
  starter('storeOperations', 'Store operations', 'Update tasks and their tags, tag status', '24h', [
    { panel: panel('tasks', 'number', 'Update tasks', { entity: 'updateTask', measure: count }), w: 3, h: 3 },
    {
      panel: panel('updated', 'number', 'Tags updated', {
        entity: 'updateTask',
        measure: { fn: 'sum', field: 'updatedTags' },
      }),
      w: 3,
      h: 3,
    },
    {
      panel: panel(
        'failed',
        'number',
        'Tags failed',
        { entity: 'updateTask', measure: { fn: 'sum', field: 'failedTags' } },
        { thresholds: RED },
      ),
      w: 3,
      h: 3,
    },
    {
      panel: panel('tagStatus', 'doughnut', 'Tags by status', {
        entity: 'tag',
        measure: count,
        groupBy: ['status'],
      }),
      w: 3,
      h: 3,
    },
    {
      panel: panel('taskTypes', 'bar', 'Update tasks by type', {
        entity: 'updateTask',
        measure: count,
        groupBy: ['taskType'],
        sort: 'value-desc',
      }),
      w: 6,
      h: 4,
    },
    {
      panel: panel('perHour', 'line', 'Update tasks per hour', {
        entity: 'updateTask',
        measure: count,
        bucket: { field: 'startTime', unit: 'hour' },
      }),
      w: 6,
      h: 4,
    },
  ]),
  starter(
    'batteryDelivery',
    'Battery and delivery',
    'Low batteries by store, update progress and failures',
    '7d',
    [
      {
        panel: panel(
          'lowBattery',
          'number',
          'Low-battery tags',
          { entity: 'tag', measure: count, filters: { battStatus: 'LOW' } },
          { thresholds: RED },
        ),
        w: 3,
        h: 3,
      },
      {
        panel: panel('battStatus', 'doughnut', 'Battery status', {
          entity: 'tag',
          measure: count,
          groupBy: ['battStatus'],
        }),
        w: 3,
        h: 3,
      },
      {
        panel: panel(
          'progress',
          'number',
          'Average update progress',
          { entity: 'updateTask', measure: { fn: 'avg', field: 'progress' } },
          { unit: '%' },
        ),
        w: 3,
        h: 3,
      },
      {
        panel: panel('avgBattery', 'number', 'Average battery', {
          entity: 'tag',
          measure: { fn: 'avg', field: 'battery' },
        }),
        w: 3,
        h: 3,
      },
      {
        panel: panel('lowByStore', 'bar', 'Low-battery tags by store', {
          entity: 'tag',
          measure: count,
          groupBy: ['storeCode'],
          filters: { battStatus: 'LOW' },
          sort: 'value-desc',
          limit: 20,
        }),
        w: 6,
        h: 4,
      },
      {
        panel: panel('failedPerDay', 'line', 'Tags failed per day', {
          entity: 'updateTask',
          measure: { fn: 'sum', field: 'failedTags' },
          bucket: { field: 'startTime', unit: 'day' },
        }),
        w: 6,
        h: 4,
      },
    ],
  ),
  starter('fleetHealth', 'Fleet health', 'Gateways, stores, tag firmware and signal', '30d', [
    {
      panel: panel('gatewayStatus', 'doughnut', 'Gateways by status', {
        entity: 'gateway',
        measure: count,
        groupBy: ['status'],
      }),
      w: 4,
      h: 4,
    },
    {
      panel: panel('storeStatus', 'doughnut', 'Stores by status', {
        entity: 'store',
        measure: count,
        groupBy: ['status'],
      }),
      w: 4,
      h: 4,
    },
    {
      panel: panel('rssi', 'number', 'Average tag signal (RSSI)', {
        entity: 'tag',
        measure: { fn: 'avg', field: 'rssi' },
      }),
      w: 4,
      h: 4,
    },
    {
      panel: panel('offlineGateways', 'bar', 'Offline gateways by store', {
        entity: 'gateway',
        measure: count,
        groupBy: ['storeCode'],
        filters: { status: 'OFFLINE' },
        sort: 'value-desc',
        limit: 20,
      }),
      w: 6,
      h: 4,
    },
    {
      panel: panel('firmware', 'bar', 'Tags by firmware version', {
        entity: 'tag',
        measure: count,
        groupBy: ['version'],
        sort: 'value-desc',
      }),
      w: 6,
      h: 4,
    },
    {
      panel: panel('storeTable', 'table', 'Gateways per store', {
        entity: 'store',
        measure: { fn: 'sum', field: 'gwCount' },
        groupBy: ['storeCode'],
        sort: 'value-desc',
        limit: 50,
      }),
      w: 12,
      h: 5,
    },
  ]),
];

export function starterOf(key: string): DashboardStarter | undefined {
  return STARTERS.find((s) => s.key === key);
}
