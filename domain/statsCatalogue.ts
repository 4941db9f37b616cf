// GET /stats/query/catalogue and POST /stats/query (custom dashboards, issue 26; docs/api.md "Custom dashboards"):
// the entities a panel may query and their fields, a panel's query and its answer, as the server answers them and
// the console's panel editor offers them.

import type { Dashboard } from './generated/types';

/** a field's type as a stats query reads it ('time': a date-time column) */
export type StatsFieldType = 'string' | 'number' | 'integer' | 'boolean' | 'time';

export interface CatalogueField {
  name: string;
  type: StatsFieldType;
  groupable: boolean;
  measurable: boolean;
  filterable: boolean;
  filter?: '~' | '==';
  label: string;
}

export interface CatalogueEntity {
  entity: string;
  label: string;
  privilege: string;
  time: string;
  timeFields: string[];
  /** the field holding the store code (the panel editor offers the stores for it), when the rows carry one */
  store?: string;
  fields: CatalogueField[];
}

/** a panel's stats query (POST /stats/query), as a dashboard saves it (schemas/dashboard.schema.json panels.query) */
export type StatsQuery = NonNullable<NonNullable<Dashboard['panels']>[number]['query']>;

/** the answer of POST /stats/query: one value per group key (the groupBy fields' values, in order) */
export interface StatsAnswer {
  rows: { key: (string | number | boolean | null)[]; value: number | null }[];
  truncated: boolean;
  groupBy: string[];
}
