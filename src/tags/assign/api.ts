// The calls of the assign dialog (doc 2 §7 "Tag calls used from product screens" and Products).
import { httpRequest } from '../../providers/httpClient';
import type { FamilyChoice } from '../../domain/assignRules';

const enc = encodeURIComponent;

export interface AssignResult {
  taskId: number;
  tagCount: number;
  storeCode: string;
  tagList: Array<{ tagId: string; prCode: string }>;
  /** tag IDs or MACs the server does not know */
  notFound: string[];
}

export interface AssignRow {
  tagMac: string;
  prCode: string;
}

export interface MultipleAssignRow {
  tagMac: string;
  prCodeList: string[];
  fmPrCode?: string | null;
  layoutId?: string | null;
  nfc?: string | null;
}

/** POST /tag/assign; `force` assigns codes the store has no product for (the operator confirmed). */
export function assignTags(storeCode: string, tagList: AssignRow[], force = false): Promise<AssignResult> {
  return httpRequest('/tag/assign', {
    method: 'POST',
    body: { taskId: -1, priorTaskId: -1, storeCode, tagList, force },
  });
}

/** POST /tag/assign/multiple: a family (or multi-product) ticket. */
export function assignMultiple(
  storeCode: string,
  tagList: MultipleAssignRow[],
  force = false,
): Promise<AssignResult> {
  return httpRequest('/tag/assign/multiple', {
    method: 'POST',
    body: { taskId: -1, priorTaskId: -1, storeCode, tagList, force },
  });
}

/** GET /product/family/findByPrCode/{prCode}/store/{store}: the families containing a product. */
export async function familiesOf(storeCode: string, prCode: string): Promise<FamilyChoice[]> {
  const answer = await httpRequest<{ data: FamilyChoice[] }>(
    `/product/family/findByPrCode/${enc(prCode)}/store/${enc(storeCode)}`,
  );
  return answer.data;
}

/** GET /product/family/{code}/store/{store} */
export function getFamily(storeCode: string, fmPrCode: string): Promise<FamilyChoice> {
  return httpRequest(`/product/family/${enc(fmPrCode)}/store/${enc(storeCode)}`);
}

/** POST /product/store/{code}/list: the codes of the list the store has no product for. */
export async function missingProducts(storeCode: string, prCodes: string[]): Promise<string[]> {
  const answer = await httpRequest<{ missing: string[] }>(`/product/store/${enc(storeCode)}/list`, {
    method: 'POST',
    body: { prCodeList: prCodes },
  });
  return answer.missing;
}

/** doc 2 §4, §8: 'no matching tags' from an update, LED, page or family call counts as success */
export const NO_MATCHING_TAGS = 'no matching tags';

async function successUnlessUnmatched<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { message?: string }).message === NO_MATCHING_TAGS) return null;
    throw error;
  }
}

export interface LedCommand {
  prCode: string;
  duration?: number;
  ledState?: number;
  ledBrightness?: number;
  blinkingSpeed?: number;
}

/** POST /tag/led (server defaults: duration 5, state 0, brightness 1, blinking speed 2); null = no tag shows them */
export function blinkLed(
  storeCode: string,
  product: LedCommand[],
): Promise<{ taskId: number; tagCount: number } | null> {
  return successUnlessUnmatched(httpRequest('/tag/led', { method: 'POST', body: { storeCode, product } }));
}

/** POST /tag/page/individual; null = no tag shows the products */
export function changePage(
  storeCode: string,
  product: Array<{ prCode: string; pageNo?: number }>,
): Promise<{ taskId: number; tagCount: number } | null> {
  return successUnlessUnmatched(
    httpRequest('/tag/page/individual', { method: 'POST', body: { storeCode, product } }),
  );
}
