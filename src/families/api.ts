// The family product calls (doc 2 §7 Products; docs/api.md "Family products").
import { httpRequest } from '../providers/httpClient';
import type { Page } from '../stores/api';
import type { Family } from '../domain/familyRules';

const enc = encodeURIComponent;

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

export interface SaveAnswer {
  storeCode: string;
  saved: number;
  created: number;
  updated: number;
  unchanged: number;
  taskIds: number[];
  tagCount: number;
}

export interface ImportProblem {
  line: number;
  /** English text (translated by the console's server messages) */
  reason: string;
}

export interface ImportAnswer extends SaveAnswer {
  fileName: string;
  invalid: ImportProblem[];
}

export interface DeleteAnswer {
  storeCode: string;
  deleted: number;
  fmPrCodeList: string[];
  /** tags still carrying a deleted code (left as they are) */
  tagCount: number;
}

export type { LayoutName } from '../providers/sharedQueries';

/** The families of one store, or (storeCode undefined) the shared list of every store of the session. */
export function searchFamilies(
  storeCode: string | undefined,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Page<FamilyRow>> {
  const path = storeCode
    ? `/status/store/${enc(storeCode)}/product/family/search`
    : '/status/product/family/search';
  return httpRequest(path, { method: 'POST', body, signal });
}

export function saveFamily(family: Family): Promise<SaveAnswer> {
  return httpRequest('/product/family', { method: 'POST', body: family });
}

export function importFamilyFile(storeCode: string, fileName: string, text: string): Promise<ImportAnswer> {
  return httpRequest('/product/family/import', { method: 'POST', body: { storeCode, fileName, text } });
}

export function deleteFamilies(storeCode: string, fmPrCodeList: string[]): Promise<DeleteAnswer> {
  return httpRequest('/product/family/delete', { method: 'POST', body: { storeCode, fmPrCodeList } });
}
