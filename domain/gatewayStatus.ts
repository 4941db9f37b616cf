// How a gateway's status reads (doc 1 §4): a gateway reported NORMAL but without time sync (timeSync false) is
// shown, filtered, sorted and counted as ALARM. The one rule for both sides: the console shows a gateway with
// `gatewayStatus`, the server's SQL (the store detail's gateway search, the store counters, the dashboard and
// the exceptions) uses `SQL_GATEWAY_STATUS`, and a test runs both over every case (tests/server/gwSearch.spec.ts).
import { isDeviceStatus, type DeviceStatus } from './deviceStatus';

export const GATEWAY_STATUSES: DeviceStatus[] = ['NORMAL', 'OFFLINE', 'ALARM'];

/** the status a gateway shows; undefined when it reports none (or an unknown one) */
export function gatewayStatus(gateway: { status?: unknown; timeSync?: unknown }): DeviceStatus | undefined {
  if (!isDeviceStatus(gateway.status)) return undefined;
  return gateway.status === 'NORMAL' && gateway.timeSync === false ? 'ALARM' : gateway.status;
}

/**
 * The same rule as a SQL expression over a `gateways` row (columns `status`, `"timeSync"`; constants only, no
 * input). Migration 300 indexes it led by the store code, so keep the text as it is.
 */
export const SQL_GATEWAY_STATUS = `(CASE WHEN status = 'NORMAL' AND "timeSync" IS FALSE THEN 'ALARM' ELSE status END)`;
