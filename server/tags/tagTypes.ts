// Tag type information of the server (GET /tag/type/info; the label renderer's resolution and colours):
// decoded from the type code by the one table of doc 1 §9 in domain/tagTypes.ts.
export {
  allTagTypes,
  decodeTagType,
  TAG_FEATURE_CODES,
  TAG_RESOLUTIONS,
  TAG_SIZE_CODES,
  TAG_SIZE_INCHES,
  type TagFeature,
} from '../../domain/tagTypes.ts';
export type { TagTypeInfo } from '../../domain/generated/calls.ts';
