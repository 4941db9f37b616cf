// The calls of the assign dialog (doc 2 §7 "Tag calls used from product screens" and Products), on the generated
// client (schemas/tag.schema.json, familyProduct and product x-calls).
import type { FamilyChoice } from '../../../domain/assignRules';
import type {
  AssignResult,
  LedCommand,
  TagAssignBody,
  TagAssignMultipleBody,
} from '../../../domain/generated/calls';
import { familyProductCalls, productCalls, tagCalls } from '../../generated/client';

export type { AssignResult, LedCommand } from '../../../domain/generated/calls';
/** a row of POST /tag/assign as the console sends it: the tag's MAC and its product */
export type AssignRow = {
  [K in 'tagMac' | 'prCode']-?: NonNullable<TagAssignBody['tagList'][number][K]>;
};
/** a row of POST /tag/assign/multiple: the tag and its products (a family ticket with fmPrCode) */
export type MultipleAssignRow = TagAssignMultipleBody['tagList'][number];

/** POST /tag/assign; `force` assigns codes the store has no product for (the operator confirmed). */
export function assignTags(storeCode: string, tagList: AssignRow[], force = false): Promise<AssignResult> {
  return tagCalls.assign({ body: { taskId: -1, priorTaskId: -1, storeCode, tagList, force } });
}

/** POST /tag/assign/multiple: a family (or multi-product) ticket. */
export function assignMultiple(
  storeCode: string,
  tagList: MultipleAssignRow[],
  force = false,
): Promise<AssignResult> {
  return tagCalls.assignMultiple({ body: { taskId: -1, priorTaskId: -1, storeCode, tagList, force } });
}

/** GET /product/family/findByPrCode/{prCode}/store/{store}: the families containing a product. */
export async function familiesOf(storeCode: string, prCode: string): Promise<FamilyChoice[]> {
  return (await familyProductCalls.ofProduct({ storeCode, prCode })).data;
}

/** POST /product/store/{code}/list: the codes of the list the store has no product for. */
export async function missingProducts(storeCode: string, prCodes: string[]): Promise<string[]> {
  return (await productCalls.byCodes({ storeCode, body: { prCodeList: prCodes } })).missing;
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

/** POST /tag/led (server defaults: duration 5, state 0, brightness 1, blinking speed 2); null = no tag shows them */
export function blinkLed(
  storeCode: string,
  product: LedCommand[],
): Promise<{ taskId: number; tagCount: number } | null> {
  return successUnlessUnmatched(tagCalls.led({ body: { storeCode, product } }));
}

/** POST /tag/page/individual; null = no tag shows the products */
export function changePage(
  storeCode: string,
  product: Array<{ prCode: string; pageNo?: number }>,
): Promise<{ taskId: number; tagCount: number } | null> {
  return successUnlessUnmatched(tagCalls.changePage({ body: { storeCode, product } }));
}
