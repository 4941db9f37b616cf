// The family product answer types (doc 2 §7 Products; docs/api.md "Family products"); the calls are the generated
// familyProductCalls (schemas/familyProduct.schema.json x-calls), the lists the schema's x-api search.
import type { FamilyImportAnswer } from '../../domain/generated/calls';

export type {
  FamilyDeleteAnswer as DeleteAnswer,
  FamilyImportAnswer as ImportAnswer,
  FamilyRow,
  FamilySaveAnswer as SaveAnswer,
} from '../../domain/generated/calls';
/** a refused row of a family import */
export type ImportProblem = FamilyImportAnswer['invalid'][number];
export type { LayoutName } from '../providers/sharedQueries';
