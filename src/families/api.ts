// The family product answer types (doc 2 §7 Products; docs/api.md "Family products"); the calls are the generated
// familyProductCalls (schemas/familyProduct.schema.json x-calls), the lists the schema's x-api search.
export type {
  FamilyDeleteAnswer as DeleteAnswer,
  FamilyImportAnswer as ImportAnswer,
  FamilyRow,
  FamilySaveAnswer as SaveAnswer,
  ImportProblem,
} from '../../domain/families';
export type { LayoutName } from '../providers/sharedQueries';
