// Status colours (doc 1 §4): NORMAL green, ALARM yellow, OFFLINE red. One place for every chip.
import { isDeviceStatus, type DeviceStatus } from '../../domain/deviceStatus';
import type { TagGroup } from '../../domain/tagStoreStatus';

export { isDeviceStatus, type DeviceStatus, type TagGroup };

export const STATUS_COLORS: Record<DeviceStatus, { background: string; text: string; className: string }> = {
  NORMAL: { background: '#2e7d32', text: '#ffffff', className: 'status-normal' },
  ALARM: { background: '#f9c80e', text: '#000000', className: 'status-alarm' },
  OFFLINE: { background: '#c62828', text: '#ffffff', className: 'status-offline' },
};

// Tag status groups of the dashboard and exceptions (good green, NG red, work in progress blue), and the
// alarm classes of doc 1 §4 (1 blue, 2 orange, 3 red). Each chip's text meets WCAG AA contrast on its colour
// (white on the orange is 3.1:1, black 6.8:1).
export const TAG_GROUP_COLORS: Record<TagGroup, string> = {
  success: STATUS_COLORS.NORMAL.background,
  error: STATUS_COLORS.OFFLINE.background,
  inprogress: '#1565c0',
};

export const ALARM_CLASS_COLORS: Record<1 | 2 | 3, { background: string; text: string }> = {
  1: { background: '#1565c0', text: '#ffffff' },
  2: { background: '#ef6c00', text: '#000000' },
  3: { background: '#c62828', text: '#ffffff' },
};

export function alarmClassColor(value: unknown): { background: string; text: string } | undefined {
  return value === 1 || value === 2 || value === 3 ? ALARM_CLASS_COLORS[value] : undefined;
}
