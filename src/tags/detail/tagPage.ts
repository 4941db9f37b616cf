// What the tag detail page hands to its table's cells, filters and toolbar (tagViews.tsx, TagToolbar.tsx), apart
// from both so that neither imports the other for it.
import type { TagRow } from './api';

/** The `NG` option of the status filter: the site's NG group (croma adds REQ_ONLY, REQ_ONLY2 and MISSING). */
export const NG_GROUP = 'NG';

export interface TagPage {
  storeCode: string;
  canWrite: boolean;
  /** the tag types in use (GET /tag/type) */
  tagTypes: string[];
  /** the store's gateways; undefined without store read: the gateway filter is a text input */
  gateways: string[] | undefined;
  preview: (tag: TagRow) => void;
  assign: () => void;
}
