// GET /stats/query/catalogue and POST /stats/query (custom dashboards, issue 26; docs/api.md "Custom dashboards"):
// the calls are schemas/dashboard.schema.json x-calls (catalogue, statsQuery), their shapes generated in
// domain/generated/calls.ts (CatalogueEntity, CatalogueField, StatsAnswer). A panel's query is the one a dashboard
// saves.
import type { CatalogueField } from './generated/calls';
import type { Dashboard } from './generated/types';

/** a field's type as a stats query reads it ('time': a date-time column) */
export type StatsFieldType = CatalogueField['type'];

/** a panel's stats query (POST /stats/query), as a dashboard saves it (schemas/dashboard.schema.json panels.query) */
export type StatsQuery = NonNullable<NonNullable<Dashboard['panels']>[number]['query']>;
