// How a gateway row reads (doc 1 §2.7, §4): the IP without a trailing :8080, and NORMAL without time sync
// shown as ALARM.
import { isDeviceStatus, type DeviceStatus } from '../status/statusColors';

export const GATEWAY_PORT = 8080;

export function displayIp(ip: unknown): string {
  if (typeof ip !== 'string') return '';
  return ip.endsWith(`:${GATEWAY_PORT}`) ? ip.slice(0, -`:${GATEWAY_PORT}`.length) : ip;
}

export function displayStatus(gateway: { status?: unknown; timeSync?: unknown }): DeviceStatus | undefined {
  if (!isDeviceStatus(gateway.status)) return undefined;
  return gateway.status === 'NORMAL' && gateway.timeSync === false ? 'ALARM' : gateway.status;
}
