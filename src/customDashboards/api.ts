// The server calls of the custom dashboards (issue 26, docs/api.md "Custom dashboards"), all on the generated
// client (schemas/dashboard.schema.json x-api and x-calls: duplicate, import, statsQuery, catalogue); this module
// only casts a dashboard to what the page reads of it. The queries and their keys are in queries.ts.
import { dashboardCalls } from '../generated/client';
import type {
  DashboardCreateBody,
  DashboardImportBody,
  DashboardUpdateBody,
} from '../../domain/generated/calls';
import type { Dashboard } from '../../domain/generated/types';
import type { StatsQuery } from '../../domain/statsCatalogue';

export type { StatsQuery } from '../../domain/statsCatalogue';
export type { CatalogueEntity, CatalogueField, StatsAnswer } from '../../domain/generated/calls';

/** a dashboard as the server answers it: may this account change it, the names of the roles it is shared with */
export type CustomDashboard = Dashboard & { editable?: boolean; sharedRoleNames?: string[] };
export type Panel = NonNullable<Dashboard['panels']>[number];
export type LayoutItem = NonNullable<Dashboard['layouts']>['lg'][number];

export const getDashboard = (id: string | number, signal?: AbortSignal) =>
  dashboardCalls.getOne({ id }, { signal }) as Promise<CustomDashboard>;

export const createDashboard = (body: DashboardCreateBody) =>
  dashboardCalls.create({ body }) as Promise<CustomDashboard>;

export const updateDashboard = (id: string | number, body: DashboardUpdateBody) =>
  dashboardCalls.update({ id, body }) as Promise<CustomDashboard>;

export const deleteDashboard = (id: string | number) => dashboardCalls.delete({ id });

export const duplicateDashboard = (id: string | number, name?: string) =>
  dashboardCalls.duplicate({ id, body: name ? { name } : {} }) as Promise<CustomDashboard>;

/** an export file as read (the server checks it against schemas/dashboardFile.schema.json) */
export const importDashboard = (file: unknown) =>
  dashboardCalls.import({ body: file as DashboardImportBody }) as Promise<CustomDashboard>;

export const runStatsQuery = (query: StatsQuery, signal?: AbortSignal) =>
  dashboardCalls.statsQuery({ body: query }, { signal });

/** a panel's figures on a saved dashboard: over the viewer's part of the stores asked, with the stores covered */
export const runPanelFigures = (dashboardId: string | number, query: StatsQuery, signal?: AbortSignal) =>
  dashboardCalls.figures({ id: dashboardId, body: query }, { signal });
