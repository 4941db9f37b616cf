// The shape of server/generated/statsEntities.ts: what the stats query compiler may read of an entity. Written by
// hand; codegen fills it from the schemas' x-stats (entity) and x-groupable / x-measurable (property) annotations
// and the entity's list filters (scripts/codegen/statsFile.ts).
import type { StatsFieldType } from '../../../domain/statsCatalogue.ts';

export type { StatsFieldType } from '../../../domain/statsCatalogue.ts';

export interface StatsFieldMeta {
  /** property name = column name */
  name: string;
  type: StatsFieldType;
  /** may be grouped by (x-groupable) */
  groupable: boolean;
  /** may be summed, averaged, ... (x-measurable, numeric) */
  measurable: boolean;
  /** a filter of the entity's list: '~' contains, '==' equals; absent = not filterable */
  filter?: '~' | '==';
  /** i18n key of its name: the entity table's heading (x-label, else <list labels>.<name>) */
  label: string;
}

export interface StatsEntityMeta {
  entity: string;
  /** i18n key of the entity's name in the panel editor (app.dashboards.entities.<entity>) */
  label: string;
  table: string;
  /** privilege area whose read access the entity's figures need */
  privilege: string;
  /** the main time field: from / to apply to it */
  time: string;
  /** every time field (buckets) */
  timeFields: string[];
  /** the column holding the store code */
  store?: string;
  /** rows belong to a store through another table: `key` of this table = `key` of `table`, whose `store` column */
  storeVia?: { table: string; key: string; store: string };
  fields: StatsFieldMeta[];
  /** count rollups of the table */
  rollups?: StatsRollupMeta[];
}

/**
 * A count rollup of a table (a hand-written migration keeps it): `columns` maps the fields it holds to its
 * columns, `count` is its count column. With `day`, its rows are counts of a UTC day of a time field (its `column`,
 * a date), and it answers counts over a range of that field and day or week buckets too: the whole days from
 * itself, the partial days at the ends from the table. `keyed`: one row per group (its triggers add to the row),
 * so the rollup job has nothing to fold.
 */
export interface StatsRollupMeta {
  table: string;
  count: string;
  columns: Record<string, string>;
  day?: { field: string; column: string };
  keyed?: boolean;
}
