// The exceptions page's calls: GET /stats/exceptions/store/{store} and the four lists
// GET /store/{store}/list/tag/error|noproduct|lowbattery|duplicate (docs/api.md "Dashboard and exceptions").
import { httpRequest } from '../providers/httpClient';

export const TAG_KINDS = ['error', 'noproduct', 'duplicate', 'lowbattery'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export interface NgGateway {
  gwMac: string;
  status: string | null;
  timeSync: boolean | null;
  ip: string | null;
  lastStatusTime: string | null;
}

export interface ExceptionStats {
  storeCode: string;
  totalTags: number;
  errorTags: number;
  noProductTags: number;
  duplicateTags: number;
  batteryNgTags: number;
  totalGWs: number;
  ngGWs: number;
  ngGWDetail: NgGateway[];
}

export interface ExceptionTag {
  tagId: string;
  tagMac: string;
  prCode: string | null;
  tagType: string | null;
  gwMac: string | null;
  status: string | null;
  battery: number | null;
  battStatus: string | null;
  rssi: number | null;
  version: string | null;
  updatedAt: string | null;
}

export interface TagPage {
  recordsTotal: number;
  recordsFiltered: number;
  data: ExceptionTag[];
}

export const fetchExceptions = (store: string, signal?: AbortSignal) =>
  httpRequest<ExceptionStats>(`/stats/exceptions/store/${encodeURIComponent(store)}`, { signal });

export const fetchTagList = (
  store: string,
  kind: TagKind,
  start: number,
  length: number,
  signal?: AbortSignal,
) =>
  httpRequest<TagPage>(
    `/store/${encodeURIComponent(store)}/list/tag/${kind}?start=${start}&length=${length}`,
    { signal },
  );
