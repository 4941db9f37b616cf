// Device status of stores, gateways and servers (doc 1 §4): NORMAL, ALARM or OFFLINE. Server and console share it.
export type DeviceStatus = 'NORMAL' | 'ALARM' | 'OFFLINE';

export function isDeviceStatus(value: unknown): value is DeviceStatus {
  return value === 'NORMAL' || value === 'ALARM' || value === 'OFFLINE';
}
