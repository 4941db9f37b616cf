// Reading the device parts of signage requests (docs/api.md 'Signage devices'): device ids by doc 3 §5 (colons
// and dashes removed, lower-cased, 12 hex a MAC, digits beyond an index), device lists (macList / devList: MACs
// or { mac } objects, 'all' where allowed), whole numbers in a range. Every refusal is a 400 with a message.
import { DEVICE_MESSAGES, parseDeviceId } from '../../domain/plusDevice.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { message, type Message } from '../http/messages.ts';
import type { PlusDevicesRepository } from '../repositories/plusDevices.ts';

export const MAX_DEVICES_PER_CALL = 10_000;
export const INPUT_MESSAGES = {
  deviceId: message('app.serverMessages.plusDeviceId'),
  deviceList: message('app.serverMessages.plusDeviceList', { max: MAX_DEVICES_PER_CALL }),
  storeCode: message('validation.selectStore'),
} as const;

export type Body = Record<string, unknown>;

export function deviceId(raw: unknown): { mac: string; index?: number } {
  const id = typeof raw === 'string' ? parseDeviceId(raw) : undefined;
  if (!id) throw badRequest(INPUT_MESSAGES.deviceId);
  return id;
}

/** a plain MAC (a path's device id): 404 when it is no MAC */
export function pathMac(raw: string): string {
  const id = parseDeviceId(raw);
  if (!id || id.index !== undefined) throw notFound();
  return id.mac;
}

export function storeCodeOf(body: { storeCode?: unknown }): string {
  const code = body.storeCode;
  if (typeof code !== 'string' || code.trim() === '' || code.length > 64)
    throw badRequest(INPUT_MESSAGES.storeCode);
  return code;
}

/** macList / devList: MACs (or { mac }) without index, none empty; 'all' when `all` is allowed */
export function macList(raw: unknown, all = false): string[] | 'all' {
  if (all && raw === 'all') return 'all';
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
    throw badRequest(message(DEVICE_MESSAGES.noRowSelected));
  if (!Array.isArray(raw) || raw.length > MAX_DEVICES_PER_CALL) throw badRequest(INPUT_MESSAGES.deviceList);
  const macs = raw.map((item: unknown) => {
    const text = typeof item === 'object' && item !== null ? (item as { mac?: unknown }).mac : item;
    const id = deviceId(text);
    if (id.index !== undefined) throw badRequest(INPUT_MESSAGES.deviceId);
    return id.mac;
  });
  return [...new Set(macs)];
}

/** whole number in [min, max] (numbers or numeric text), else 400 with `message` */
export function wholeNumber(raw: unknown, min: number, max: number, refusal: Message): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(refusal);
  return n;
}

/** 404 unless the store has every device of `macs` */
export async function requireDevices(
  devices: PlusDevicesRepository,
  storeCode: string,
  macs: string[] | 'all',
): Promise<void> {
  if (macs === 'all') return;
  const missing = await devices.missing(storeCode, macs);
  if (missing.length > 0)
    throw notFound(
      message('app.serverMessages.plusNoSuchDevice', { devices: missing.slice(0, 10).join(', ') }),
    );
}
