// The family product calls (doc 2 §7 Products; docs/api.md "Family products"): thin wrappers of the generated
// client (schemas/familyProduct.schema.json x-calls); the lists are the schema's x-api search.
import type { FamilyDeleteAnswer, FamilyImportAnswer, FamilySaveAnswer } from '../../domain/families';
import type { Family } from '../../domain/familyRules';
import { familyProductCalls } from '../generated/client';

export type {
  FamilyDeleteAnswer as DeleteAnswer,
  FamilyImportAnswer as ImportAnswer,
  FamilyRow,
  FamilySaveAnswer as SaveAnswer,
  ImportProblem,
} from '../../domain/families';
export type { LayoutName } from '../providers/sharedQueries';

export function saveFamily(family: Family): Promise<FamilySaveAnswer> {
  return familyProductCalls.save({ body: family });
}

export function importFamilyFile(
  storeCode: string,
  fileName: string,
  text: string,
): Promise<FamilyImportAnswer> {
  return familyProductCalls.importFile({ body: { storeCode, fileName, text } });
}

export function deleteFamilies(storeCode: string, fmPrCodeList: string[]): Promise<FamilyDeleteAnswer> {
  return familyProductCalls.deleteMany({ body: { storeCode, fmPrCodeList } });
}
