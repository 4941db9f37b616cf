// Status colours (doc 1 §4): NORMAL green, ALARM yellow, OFFLINE red. One place for every chip.
export type DeviceStatus = 'NORMAL' | 'ALARM' | 'OFFLINE';

export const STATUS_COLORS: Record<DeviceStatus, { background: string; text: string; className: string }> = {
  NORMAL: { background: '#2e7d32', text: '#ffffff', className: 'status-normal' },
  ALARM: { background: '#f9c80e', text: '#000000', className: 'status-alarm' },
  OFFLINE: { background: '#c62828', text: '#ffffff', className: 'status-offline' },
};

export function isDeviceStatus(value: unknown): value is DeviceStatus {
  return value === 'NORMAL' || value === 'ALARM' || value === 'OFFLINE';
}
