// The tag detail page's calls (doc 1 §7 Status and lists, Tag actions; docs/api.md "Tags"), on the generated
// client (schemas/tag.schema.json x-calls); the tag lists are the schema's tables.
import type { StatusCheckCmd } from '../../../domain/tags';
import { gatewayCalls, tagCalls } from '../../generated/client';
import type { TagRow } from '../../../domain/generated/rows';

/** a tag as the tag lists show it: the tags table's row (generated from schemas/tag.schema.json) */
export type { TagRow };
export type { StatusCheckCmd, TagTaskAnswer as TaskAnswer } from '../../../domain/tags';

export function deassignTags(storeCode: string, tagList: string[]) {
  return tagCalls.deassign({ body: { storeCode, tagList } });
}

export function reassignTags(storeCode: string, tagList: string[]) {
  return tagCalls.reassign({ body: { storeCode, tagList } });
}

export function reassignAllTags(storeCode: string) {
  return tagCalls.reassignAll({ body: { storeCode } });
}

export function startStatusCheck(storeCode: string, cmd: StatusCheckCmd, tagList: string[]) {
  return tagCalls.startStatusCheck({ body: { storeCode, cmd, tagList } });
}

export function stopStatusCheck(storeCode: string) {
  return tagCalls.stopStatusCheck({ body: { storeCode } });
}

export function getTagTypeInfo(signal?: AbortSignal) {
  return tagCalls.typeInfo({ signal });
}

/** the store with its gateways (their MACs: the tag detail page's gateway choice) */
export function getStoreGatewayMacs(storeCode: string, signal?: AbortSignal) {
  return gatewayCalls.ofStore({ storeCode }, { signal });
}

export function getTagTypesInUse(signal?: AbortSignal) {
  return tagCalls.typesInUse({ signal });
}
