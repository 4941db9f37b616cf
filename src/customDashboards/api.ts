// The server calls of the custom dashboards (issue 26, docs/api.md "Custom dashboards"): the dashboards' CRUD goes
// through the generated client; duplicate, import, the stats query and its catalogue have no schema x-calls yet, so
// they go through the generated client's transport (callApi) here, in one place.
import { dashboardCalls } from '../generated/client';
import type { Dashboard } from '../../domain/generated/types';
import { callApi } from '../providers/httpClient';
import type { CatalogueEntity } from '../../domain/statsCatalogue';

export type { CatalogueEntity, CatalogueField } from '../../domain/statsCatalogue';

/** a dashboard as the server answers it: may this account change it, the names of the roles it is shared with */
export type CustomDashboard = Dashboard & { editable?: boolean; sharedRoleNames?: string[] };
export type Panel = NonNullable<Dashboard['panels']>[number];
export type StatsQuery = NonNullable<Panel['query']>;
export type LayoutItem = NonNullable<Dashboard['layouts']>['lg'][number];

export interface StatsAnswer {
  rows: { key: (string | number | boolean | null)[]; value: number | null }[];
  truncated: boolean;
  groupBy: string[];
}

export async function searchDashboards(): Promise<CustomDashboard[]> {
  const page = await dashboardCalls.search({ body: { start: 0, length: 1000 } });
  return page.data as CustomDashboard[];
}

export const getDashboard = (id: string | number) =>
  dashboardCalls.getOne({ id }) as Promise<CustomDashboard>;

export const createDashboard = (body: Partial<Dashboard>) =>
  dashboardCalls.create({ body }) as Promise<CustomDashboard>;

export const updateDashboard = (id: string | number, body: Partial<Dashboard>) =>
  dashboardCalls.update({ id, body }) as Promise<CustomDashboard>;

export const deleteDashboard = (id: string | number) => dashboardCalls.delete({ id });

export const duplicateDashboard = (id: string | number, name?: string) =>
  callApi<CustomDashboard>('POST', `/dashboards/${encodeURIComponent(String(id))}/duplicate`, {
    body: name ? { name } : {},
  });

export const importDashboard = (file: unknown) =>
  callApi<CustomDashboard>('POST', '/dashboards/import', { body: file });

export const runStatsQuery = (query: StatsQuery, signal?: AbortSignal) =>
  callApi<StatsAnswer>('POST', '/stats/query', { body: query, signal });

export const getCatalogue = () => callApi<{ entities: CatalogueEntity[] }>('GET', '/stats/query/catalogue');
