// The exceptions page's call: GET /stats/exceptions/store/{store} (docs/api.md "Dashboard and exceptions"); the
// four tag lists are the schema list exceptionTag (GET /store/{store}/list/tag/{kind}/search).
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

export const fetchExceptions = (store: string, signal?: AbortSignal) =>
  httpRequest<ExceptionStats>(`/stats/exceptions/store/${encodeURIComponent(store)}`, { signal });
