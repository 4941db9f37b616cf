// The assignment calls' rows (doc 2 §7 "Tag calls used from product screens"): their JSON shape is checked at the
// edge (schemas/tag.schema.json $defs assignRequest, assignMultipleRequest); here the checks a schema does not
// say, in the order the spec answers them: a blank store, no row, a row without a tag, a row without a product
// (400 with the spec's message).
import type { TagAssignBody, TagAssignMultipleBody } from '../../../domain/generated/calls.ts';
import { badRequest } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { INVALID_VALUE, validationMessage } from '../../http/validate.ts';

export const ASSIGN_MESSAGES = messages({ productNotExist: 'app.serverMessages.productNotExist' });

const ENTER_TAG_ID = 'validation.enterTagId';
const ENTER_PRODUCT_CODE = 'validation.enterProductCodePlease';
/** the products of one multiple-assign row */
const MAX_ROW_PRODUCTS = 64;

/** tagMac or tagId names the tag (either may be scanned) */
function tagCode(t: { tagMac?: string | null; tagId?: string | null }): string {
  return (t.tagMac ?? '').trim() || (t.tagId ?? '').trim();
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

function storeAndRows<Row>(body: { storeCode: string; tagList: Row[] }): string {
  const storeCode = body.storeCode.trim();
  if (!storeCode) throw badRequest(INVALID_VALUE);
  if (body.tagList.length === 0) throw badRequest(validationMessage(ENTER_TAG_ID));
  return storeCode;
}

export interface AssignRequest {
  storeCode: string;
  priorTaskId: TagAssignBody['priorTaskId'];
  force?: boolean;
  tagList: Array<{ code: string; prCode: string }>;
}

/** POST /tag/assign: the store trimmed, each row's tag code (tagMac or tagId) and product code trimmed */
export function assignRequest(body: TagAssignBody): AssignRequest {
  const storeCode = storeAndRows(body);
  const tagList = body.tagList.map((row) => {
    const code = tagCode(row);
    const prCode = (row.prCode ?? '').trim();
    if (!code) throw badRequest(validationMessage(ENTER_TAG_ID));
    if (!prCode) throw badRequest(validationMessage(ENTER_PRODUCT_CODE));
    return { code, prCode };
  });
  return { storeCode, priorTaskId: body.priorTaskId, force: body.force, tagList };
}

export interface AssignMultipleRequest {
  storeCode: string;
  priorTaskId: TagAssignMultipleBody['priorTaskId'];
  force?: boolean;
  tagList: Array<{
    code: string;
    prCodeList: string[];
    fmPrCode: string | null;
    layoutId: string | null;
    nfc: string | null;
  }>;
}

/** POST /tag/assign/multiple: product lists trimmed, blank entries dropped, duplicates removed (doc 2 §5) */
export function assignMultipleRequest(body: TagAssignMultipleBody): AssignMultipleRequest {
  const storeCode = storeAndRows(body);
  const tagList = body.tagList.map((row) => {
    if ((row.prCodeList?.length ?? 0) > MAX_ROW_PRODUCTS) throw badRequest(INVALID_VALUE);
    const code = tagCode(row);
    const prCodeList = [...new Set((row.prCodeList ?? []).map((c) => c.trim()).filter(Boolean))];
    if (!code) throw badRequest(validationMessage(ENTER_TAG_ID));
    if (prCodeList.length === 0) throw badRequest(validationMessage(ENTER_PRODUCT_CODE));
    return {
      code,
      prCodeList,
      fmPrCode: blankToNull(row.fmPrCode),
      layoutId: blankToNull(row.layoutId),
      nfc: blankToNull(row.nfc),
    };
  });
  return { storeCode, priorTaskId: body.priorTaskId, force: body.force, tagList };
}
