// GET /stats/query/catalogue: the entities a panel may query and their fields, as the console's panel editor
// offers them; only the entities whose privilege area the session may read.
import { allows, type PrivilegeDictionary } from '../../auth/privileges.ts';
import type { StatsEntityMeta } from './entityMeta.ts';
import type { CatalogueEntity } from '../../../domain/generated/calls.ts';

export type { CatalogueEntity } from '../../../domain/generated/calls.ts';

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
