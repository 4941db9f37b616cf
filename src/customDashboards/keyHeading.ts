// The heading of a panel's group column (a table panel's first column, a chart's text alternative): the groups'
// field names as the editor names them (labels.ts: the entity table's heading, else app.customDashboards.fields.*),
// in the console's language (issue 38: a table headed its column "storeCode" in every language).
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { fieldFallbackKey, fieldLabel } from './labels';
import { catalogueQuery } from './queries';

/** the translated names of the fields a panel groups by, joined by ' / ' ('' for none) */
export function useKeyHeading(entity: string | undefined, groupBy: string[]): string {
  const translate = useTranslate();
  const { data: catalogue } = useQuery({ ...catalogueQuery, enabled: !!entity && groupBy.length > 0 });
  const fields = catalogue?.entities.find((item) => item.entity === entity)?.fields ?? [];
  return groupBy
    .map((name) => {
      const field = fields.find((item) => item.name === name);
      // before the catalogue answers: the field's own key (most fields have one)
      return field ? fieldLabel(translate, field) : translate(fieldFallbackKey(name), { _: name });
    })
    .join(' / ');
}
