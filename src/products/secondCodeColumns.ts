// The columns the second-code list adds on a site whose rules ask for them (coop, doc 2 §2): the product master
// fields of schemas/secondCode.schema.json, headed in Italian (their x-label) in every locale.
import type { SiteRules } from '../../domain/siteRules';

export const COOP_COLUMNS = [
  'salesTypeCode',
  'insertDate',
  'ceaseDate',
  'deleteDate',
  'acquisitionDate',
  'modifyDate',
  'programName',
  'operatorName',
  'dbTriggerFlag',
];

export function secondCodeExtraColumns(rules: Pick<SiteRules, 'secondCodeCoopColumns'>): string[] {
  return rules.secondCodeCoopColumns ? COOP_COLUMNS : [];
}
