// The signage device rules (doc 3 §3 Plus device, Device models, §4, §5 Signage, §9), one module for the console
// and the server: the seven models with their labels and screens, the device-id entry rule, the limits.
import { TEMPLATE_SIZES } from './signageTemplate.ts';

/** doc 3 §3: the codes in the order given, with the labels in the same order */
export const DEVICE_MODELS = [
  { model: 'IP231A', label: '23.1 inch', ...TEMPLATE_SIZES['23.1'] },
  { model: 'IP231TA', label: '23.1 inch touch', ...TEMPLATE_SIZES['23.1'] },
  { model: 'IP231TB', label: '23.1 inch touch', ...TEMPLATE_SIZES['23.1'] },
  // not shown: the screens of the 29 inch, Finder and Mini models (decided, docs/api.md 'Signage devices')
  { model: 'IP291TA', label: '29 inch touch', width: 2400, height: 158 },
  { model: 'IPFINDERA', label: 'Finder', width: 1080, height: 1920 },
  { model: 'IPMINI', label: 'Mini', width: 1280, height: 158 },
  { model: 'IP354A', label: '35.4 inch', ...TEMPLATE_SIZES['35.4'] },
] as const;
export type DeviceModel = (typeof DEVICE_MODELS)[number]['model'];

export const modelLabel = (model: string): string =>
  DEVICE_MODELS.find((m) => m.model === model)?.label ?? model;

/** doc 3 §4: ONLINE is the success label, anything else offline */
export const DEVICE_ONLINE = 'ONLINE';
export const DEVICE_OFFLINE = 'OFFLINE';

/** doc 3 §9 */
export const BRIGHTNESS_MAX = 255;
export const INFO_VIEW_RANGE = [10, 300] as const;
export const SHOW_IDX_MAX = 999;
export const MODE_MAX = 9;
/** how long a blinked device flashes */
export const BLINK_SECONDS = 5;

/** keys of locales/*.json (the server answers them with their English text, server/http/messages.ts) */
export const DEVICE_MESSAGES = {
  noRowSelected: 'app.serverMessages.plusNoRowSelected',
  durationRange: 'app.serverMessages.plusInfoViewRange',
  enterProductCode: 'app.serverMessages.enterProductCodePlease',
  removed: 'app.serverMessages.plusDeviceRemoved',
  swRemoved: 'app.serverMessages.plusSwRemoved',
} as const;

/**
 * doc 3 §5: a device id as typed: colons and dashes removed, lower-cased; 12 hex characters make a MAC, digits
 * beyond them an index. undefined when the text is no device id.
 */
export function parseDeviceId(raw: string): { mac: string; index?: number } | undefined {
  const text = raw.trim().replace(/[:-]/g, '').toLowerCase();
  const match = /^([0-9a-f]{12})(\d*)$/.exec(text);
  if (!match) return undefined;
  if (match[2] === '') return { mac: match[1] };
  const index = Number(match[2]);
  return Number.isSafeInteger(index) ? { mac: match[1], index } : undefined;
}

/** doc 3 §4 assign dialog: 0 no valid id, 1 a MAC without index, 2 a MAC with an index */
export function deviceIdState(raw: string): 0 | 1 | 2 {
  const id = parseDeviceId(raw);
  return id === undefined ? 0 : id.index === undefined ? 1 : 2;
}

let zones: Set<string> | undefined;
/** doc 3 §9: the standard IANA list (the runtime's), UTC included */
export function ianaZones(): Set<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}
export const isIanaZone = (value: unknown): value is string =>
  typeof value === 'string' && ianaZones().has(value);
