// The panel editor's measure and its field (issue 38): which fields a measure may take, the field kept when the
// measure changes (Average to Maximum kept the chosen field no longer: it was cleared without a word), and whether a
// field is still to be chosen (the preview then says so in the console's language instead of showing the server's
// "measure.field: undefined is not a measurable field of tag.").
import type { CatalogueField, StatsQuery } from './api';

type QueryMeasure = StatsQuery['measure'];
type Fn = QueryMeasure['fn'];

/** the fields a measure may take: any measurable one, or a groupable one too for a distinct count */
export function measureFields(fn: Fn, fields: CatalogueField[]): CatalogueField[] {
  return fields.filter((field) =>
    fn === 'countDistinct' ? field.groupable || field.measurable : field.measurable,
  );
}

/** the measure after its function changes: the chosen field (and percentile) kept where the new one takes it */
export function switchMeasure(measure: QueryMeasure, fn: Fn, fields: CatalogueField[]): QueryMeasure {
  if (fn === 'count') return { fn };
  const next: QueryMeasure = { fn };
  if (measure.field && measureFields(fn, fields).some((field) => field.name === measure.field))
    next.field = measure.field;
  if (fn === 'percentile' && measure.p !== undefined) next.p = measure.p;
  return next;
}

/** whether the measure still needs its field (every measure but a plain count counts a field) */
export const fieldMissing = (measure: QueryMeasure): boolean => measure.fn !== 'count' && !measure.field;
