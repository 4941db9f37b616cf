// GET /stats/query/catalogue (custom dashboards, issue 26; docs/api.md "Custom dashboards"): the entities a panel may
// query and their fields, as the server answers them and the console's panel editor offers them.

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
