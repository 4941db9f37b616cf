// The columns of the second-code list (doc 2 §2): store, prCode and secondCode everywhere; on a site whose rules
// ask for them (coop), the product master columns with their Italian headings (the same text in every locale).
import type { SecondCode } from '../generated/types';
import type { SiteRules } from '../domain/siteRules';

export interface SecondCodeColumn {
  field: keyof SecondCode;
  /** i18n key of the heading */
  label: string;
  kind: 'text' | 'date';
  sortable: boolean;
}

const base = (field: keyof SecondCode): SecondCodeColumn => ({
  field,
  label: `app.secondCodes.fields.${field}`,
  kind: 'text',
  sortable: true,
});
const coop = (field: keyof SecondCode, kind: SecondCodeColumn['kind'] = 'text'): SecondCodeColumn => ({
  field,
  label: `app.secondCodes.coop.${field}`,
  kind,
  sortable: false,
});

export const BASE_COLUMNS: SecondCodeColumn[] = [base('storeCode'), base('prCode'), base('secondCode')];

export const COOP_COLUMNS: SecondCodeColumn[] = [
  coop('salesTypeCode'),
  coop('insertDate', 'date'),
  coop('ceaseDate', 'date'),
  coop('deleteDate', 'date'),
  coop('acquisitionDate', 'date'),
  coop('modifyDate', 'date'),
  coop('programName'),
  coop('operatorName'),
  coop('dbTriggerFlag'),
];

export function secondCodeColumns(rules: Pick<SiteRules, 'secondCodeCoopColumns'>): SecondCodeColumn[] {
  return rules.secondCodeCoopColumns ? [...BASE_COLUMNS, ...COOP_COLUMNS] : BASE_COLUMNS;
}
