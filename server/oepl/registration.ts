// Registering an OpenEPaperLink access point as a gateway of a store (issue 27 §3): the address is checked by the
// rule the console's dialog applies (domain/oeplAddress.ts), the gateway id is derived from the address (the
// AP tells no MAC of its own over HTTP), and the AP is polled at once, so that the answer says whether it is
// online and its tags are in the store's tag list before the dialog closes.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { pollOeplGateway, type OeplPollResult } from './sync.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** how long the registration waits for the AP's first answer */
export const OEPL_REGISTER_TIMEOUT_MS = 3000;

/** 'OEPL' and 12 hex digits of the normalised address: one AP address, one gateway id */
export function oeplGatewayId(address: string): string {
  return `OEPL${createHash('sha256').update(address).digest('hex').slice(0, 12).toUpperCase()}`;
}

export type OeplRegistration =
  { registered: true; gwMac: string; poll: OeplPollResult } | { registered: false; gwMac: string };

export async function registerOepl(
  db: Db,
  storeCode: string,
  address: string,
  now: Date,
  timeoutMs = OEPL_REGISTER_TIMEOUT_MS,
): Promise<OeplRegistration> {
  const gwMac = oeplGatewayId(address);
  const repo = repositoriesOf(db).oepl;
  if (!(await repo.register(storeCode, gwMac, address, now))) return { registered: false, gwMac };
  const poll = await pollOeplGateway(db, { gwMac, storeCode, address, status: 'OFFLINE' }, now, timeoutMs);
  return { registered: true, gwMac, poll };
}
