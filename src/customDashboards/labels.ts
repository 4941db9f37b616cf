// The names the panel editor shows for the catalogue's entities and fields (GET /stats/query/catalogue): the
// entity's key app.dashboards.entities.<entity>; a field's key is its entity table's heading, and a field no table
// shows (so no heading names it) falls back to app.customDashboards.fields.<field>. catalogueLabels.spec.ts checks
// every entity and field has one in each locale.
import type { CatalogueEntity, CatalogueField } from './api';

type Translate = (key: string, options?: object) => string;

export const fieldFallbackKey = (name: string) => `app.customDashboards.fields.${name}`;

export function entityLabel(translate: Translate, entity: Pick<CatalogueEntity, 'entity' | 'label'>): string {
  return translate(entity.label, { _: entity.entity });
}

export function fieldLabel(translate: Translate, field: Pick<CatalogueField, 'name' | 'label'>): string {
  return translate(field.label, { _: translate(fieldFallbackKey(field.name), { _: field.name }) });
}
