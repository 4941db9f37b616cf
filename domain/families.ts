// The family product answers (doc 2 §7 Products; docs/api.md "Family products"), named by the x-calls of
// schemas/familyProduct.schema.json; the family itself (the save body) is domain/familyRules.ts's Family.

export interface FamilyRow {
  storeCode: string;
  /** the shared list only */
  storeName?: string | null;
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
  updatedAt: string | null;
}

/** the answer of a save or an import (server/routes/product/family/saveFamilies.ts) */
export interface FamilySaveAnswer {
  storeCode: string;
  /** families created or changed */
  saved: number;
  created: number;
  updated: number;
  unchanged: number;
  /** the update tasks taking the new content to the tags (empty when no tag carries a saved family) */
  taskIds: number[];
  tagCount: number;
}

export interface ImportProblem {
  line: number;
  /** English text */
  reason: string;
  /** the reason's key in locales/*.json, which the console translates */
  reasonKey: string;
}

export interface FamilyImportAnswer extends FamilySaveAnswer {
  fileName: string;
  invalid: ImportProblem[];
}

/** POST /product/family/import: a family file's text */
export interface FamilyImportBody {
  storeCode: string;
  fileName: string;
  text: string;
}

export interface FamilyDeleteAnswer {
  storeCode: string;
  deleted: number;
  fmPrCodeList: string[];
  /** tags still carrying a deleted code (left as they are) */
  tagCount: number;
}
