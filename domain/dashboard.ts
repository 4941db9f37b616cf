// The answer of GET /stats/dashboard (doc 1 §2.4; docs/api.md "Dashboard and exceptions"), for both sides: the
// server's reads (server/repositories/statsDashboard.ts) and the console's dashboard (src/dashboard/api.ts).

export interface StatusCounts {
  NORMAL: number;
  ALARM: number;
  OFFLINE: number;
  total: number;
}
export interface TagCounts {
  total: number;
  success: number;
  inprogress: number;
  error: number;
}
export interface StoreBar extends TagCounts {
  storeCode: string;
  storeName: string | null;
}
export interface GatewayBar extends TagCounts {
  gwMac: string;
}
export interface VersionCount {
  version: string;
  count: number;
}
/** a recent alarm; its times are Dates as read, strings in the JSON answer */
export interface DashboardAlarm<Time = string> {
  location: string;
  type: string;
  class: number;
  updatedAt: Time;
  alarmTime: Time;
  alarmType: string;
}
