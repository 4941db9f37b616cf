// The answer of GET /stats/exceptions/store/{store} (doc 1 §2.5, §3 "Exceptions stats"; docs/api.md "Dashboard and
// exceptions"), for both sides: the server's read (server/repositories/statsExceptions.ts, times as Dates) and the
// console's exceptions page (times as JSON strings).

/** a gateway of the store that is not NORMAL or not time-synchronised */
export interface NgGateway<Time = string> {
  gwMac: string;
  status: string | null;
  timeSync: boolean | null;
  ip: string | null;
  lastStatusTime: Time | null;
}

export interface ExceptionStats<Time = string> {
  storeCode: string;
  totalTags: number;
  errorTags: number;
  noProductTags: number;
  duplicateTags: number;
  batteryNgTags: number;
  totalGWs: number;
  ngGWs: number;
  ngGWDetail: Array<NgGateway<Time>>;
}
