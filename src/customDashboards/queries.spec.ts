// The custom dashboards' refreshes hit the generated keys their reads are cached under: a save on the list (create,
// rename, duplicate, delete, import) refreshes the list and every saved dashboard read, not the roles or stores the
// pickers read; a save on a dashboard's page refreshes the list only (the page writes its own answer itself).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rolesQuery } from '../auth/roleChoices';
import type { Panel } from './api';
import {
  catalogueQuery,
  dashboardListQuery,
  dashboardQuery,
  latestStatsQuery,
  panelDataQuery,
  refreshDashboardList,
  refreshSavedDashboards,
} from './queries';

const PANEL: Panel = {
  id: 'p1',
  kind: 'number',
  title: 'Tags',
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 60 },
};

function cached() {
  const client = new QueryClient();
  const keys = {
    list: dashboardListQuery.queryKey,
    one: dashboardQuery('7').queryKey,
    panel: panelDataQuery(PANEL, { stores: [], range: { last: '24h' } }).queryKey,
    catalogue: catalogueQuery.queryKey,
    roles: rolesQuery.queryKey,
    stores: latestStatsQuery().queryKey,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

describe('custom dashboards refreshes', () => {
  it('a save on the list refreshes the list and the saved dashboards, not the pickers', async () => {
    const { client, invalidated } = cached();
    await refreshSavedDashboards(client);
    expect(invalidated()).toEqual(['list', 'one', 'panel', 'catalogue']);
  });

  it("a save on a dashboard's page refreshes the list the list page reads", async () => {
    const { client, invalidated } = cached();
    await refreshDashboardList(client);
    expect(invalidated()).toEqual(['list']);
  });
});
