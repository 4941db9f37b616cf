// The tag status collections in progress (doc 1 §7 `GET /tag/status/collecting/store`, public), as the console's
// indicator and dialog read them; named by the x-calls of schemas/tag.schema.json.

export interface CollectingStore {
  storeName: string;
  storeCode: string;
  startTime: string;
  checkTime: string | null;
  gwList: string[];
  tagList: string[];
  /** 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan; absent All Tag Status Collect */
  cmd?: 0 | 1 | 2;
}

export interface CollectingStores {
  storeList: CollectingStore[];
}
