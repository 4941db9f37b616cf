// The assign dialog's and the product screens' tag calls (doc 2 §7 "Tag calls used from product screens"), named
// by the x-calls of schemas/tag.schema.json, familyProduct and product.

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

/** POST /tag/assign and /tag/assign/multiple (taskId -1, priorTaskId -1 from the console) */
export interface AssignBody<Row> {
  taskId: number;
  priorTaskId: number;
  storeCode: string;
  tagList: Row[];
  /** assign codes the store has no product for (the operator confirmed) */
  force: boolean;
}
