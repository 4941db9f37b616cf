// GET /stats/query/catalogue: the entities a panel may query and their fields, as the console's panel editor
// offers them; only the entities whose privilege area the session may read.
import { allows, type PrivilegeDictionary } from '../../auth/privileges.ts';
import type { StatsEntityMeta } from './entityMeta.ts';

export interface CatalogueEntity {
  entity: string;
  label: string;
  privilege: string;
  time: string;
  timeFields: string[];
  /** the field holding the store code (the panel editor offers the stores for it), when the rows carry one */
  store?: string;
  fields: Array<{
    name: string;
    type: string;
    groupable: boolean;
    measurable: boolean;
    filterable: boolean;
    filter?: '~' | '==';
    label: string;
  }>;
}

export function catalogue(
  entities: Record<string, StatsEntityMeta>,
  privilege: PrivilegeDictionary,
): { entities: CatalogueEntity[] } {
  return {
    entities: Object.values(entities)
      .filter((e) => allows(privilege, e.privilege, 'read'))
      .map((e) => ({
        entity: e.entity,
        label: e.label,
        privilege: e.privilege,
        time: e.time,
        timeFields: e.timeFields,
        ...(e.store ? { store: e.store } : {}),
        fields: e.fields.map((f) => ({
          name: f.name,
          type: f.type,
          groupable: f.groupable,
          measurable: f.measurable,
          filterable: f.filter !== undefined,
          ...(f.filter ? { filter: f.filter } : {}),
          label: f.label,
        })),
      })),
  };
}
