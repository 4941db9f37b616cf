// The device id a store operator types or scans in the signage assign and deassign dialogs (doc 3 §4 'Device
// assign dialog state', §5 Signage 'Device id entry', 'Assign requires a product code'): colons and dashes removed,
// lower-cased; 12 hex characters make a MAC; digits beyond them are the product slot index. The dialog asks these
// functions what to do; it holds no rule of its own.

import { DEVICE_MESSAGES, deviceIdState, parseDeviceId } from './plusDevice';

/** the id rule itself lives with the server's device rules (domain/plusDevice.ts) */
export { deviceIdState, parseDeviceId };

export type DeviceId = NonNullable<ReturnType<typeof parseDeviceId>>;

/** the entry as POST /plus/assign and /plus/deassign take it: the MAC, then the index digits when there is one */
export const deviceIdText = (id: DeviceId): string => `${id.mac}${id.index ?? ''}`;

export const ASSIGN_MESSAGES = {
  enterProductCode: DEVICE_MESSAGES.enterProductCode,
  addTyped: 'app.serverMessages.plusAddEnteredCode',
} as const;

/**
 * What pressing Assign does with the entry, the typed code and the collected list:
 * - `wait`: no valid device id yet (nothing happens);
 * - `message`: 'Enter Product Code, Please!';
 * - `ask`: a typed code was not added: 'Do you want to add the entered product code to the list?';
 * - `assign`: the codes to send (state 2: the one typed code, for the entry's index; state 1: the list in the
 *   order collected, which becomes the device's slots 0, 1, ...).
 */
export type AssignStep =
  | { kind: 'wait' }
  | { kind: 'message'; message: string }
  | { kind: 'ask'; message: string }
  | { kind: 'assign'; id: DeviceId; codes: string[] };

export function assignStep(entry: string, typed: string, list: readonly string[]): AssignStep {
  const id = parseDeviceId(entry);
  if (!id) return { kind: 'wait' };
  const code = typed.trim();
  if (id.index !== undefined)
    return code
      ? { kind: 'assign', id, codes: [code] }
      : { kind: 'message', message: ASSIGN_MESSAGES.enterProductCode };
  if (code && !list.includes(code)) return { kind: 'ask', message: ASSIGN_MESSAGES.addTyped };
  if (list.length === 0) return { kind: 'message', message: ASSIGN_MESSAGES.enterProductCode };
  return { kind: 'assign', id, codes: [...list] };
}

/** adds a typed code to the collected list (blank and repeated codes change nothing) */
export function addCode(list: readonly string[], typed: string): string[] {
  const code = typed.trim();
  return !code || list.includes(code) ? [...list] : [...list, code];
}
