// The tag detail page's types (doc 1 §7 Status and lists, Tag actions); its calls are the generated tagCalls
// (schemas/tag.schema.json x-calls), the tag lists the schema's tables.
import type { TagRow } from '../../../domain/generated/rows';

/** a tag as the tag lists show it: the tags table's row (generated from schemas/tag.schema.json) */
export type { TagRow };
export type { StatusCheckCmd } from '../../../domain/tags';
export type { TagTask as TaskAnswer } from '../../../domain/generated/calls';
