// Registering an OpenEPaperLink access point as a gateway of a store (issue 27 §3): the address is checked by the
// rule the console's dialog applies (domain/oeplAddress.ts), then by the one way out's (server/net/outgoingHttp.ts:
// an address the server must not connect to is refused before anything is stored; a name that does not resolve
// yet is registered and polled OFFLINE until it does), the gateway id is derived from the address (the AP tells no
// MAC of its own over HTTP), and the AP is polled at once, so that the answer says whether it is online and its
// tags are in the store's tag list before the dialog closes.
//
// What the first poll answers is told in two words only (issue 33 §2): unreachable (OFFLINE) or not an access
// point (ALARM). The detail (refused, timed out, the HTTP status, no JSON) would make the registration a port
// scanner of the store's network; it goes to the server log, for the operator.
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { message, type Message } from '../http/messages.ts';
import { OutgoingError, resolveDestinationWithin } from '../net/outgoingHttp.ts';
import { oeplBaseUrl } from './client.ts';
import { pollOeplGateway, type OeplPollResult } from './sync.ts';
import { repositoriesOf, type Repositories } from '../repositories/index.ts';
import type { OeplGatewayRow } from '../repositories/oepl.ts';

/** how long the registration waits for the AP's first answer (and for its name to resolve) */
export const OEPL_REGISTER_TIMEOUT_MS = 3000;

/** 'OEPL' and 12 hex digits of the normalised address: one AP address, one gateway id */
export function oeplGatewayId(address: string): string {
  return `OEPL${createHash('sha256').update(address).digest('hex').slice(0, 12).toUpperCase()}`;
}

export type OeplRegistration =
  | { outcome: 'registered'; gwMac: string; poll: OeplPollResult }
  | { outcome: 'exists'; gwMac: string }
  | { outcome: 'notAllowed'; gwMac: string };

/** false when the address is one the server must not connect to; a name that does not resolve (yet) is allowed */
export async function oeplAddressAllowed(address: string): Promise<boolean> {
  const base = oeplBaseUrl(address);
  if (!base) return false;
  try {
    await resolveDestinationWithin(new URL(base).hostname, OEPL_REGISTER_TIMEOUT_MS);
    return true;
  } catch (error) {
    if (error instanceof OutgoingError) return error.failure !== 'notAllowed';
    throw error;
  }
}

export async function registerOepl(
  db: Db,
  storeCode: string,
  address: string,
  now: Date,
  timeoutMs = OEPL_REGISTER_TIMEOUT_MS,
): Promise<OeplRegistration> {
  const gwMac = oeplGatewayId(address);
  if (!(await oeplAddressAllowed(address))) return { outcome: 'notAllowed', gwMac };
  const repo = repositoriesOf(db).oepl;
  if (!(await repo.register(storeCode, gwMac, address, now))) return { outcome: 'exists', gwMac };
  const poll = await pollOeplGateway(db, { gwMac, storeCode, address, status: 'OFFLINE' }, now, timeoutMs);
  return { outcome: 'registered', gwMac, poll };
}

/** what the answer tells of a failed first poll: unreachable or not an access point, nothing finer */
export function oeplPollProblem(poll: OeplPollResult): Message | undefined {
  if (poll.error === undefined) return undefined;
  return message(
    poll.status === 'OFFLINE'
      ? 'app.serverMessages.oeplUnreachable'
      : 'app.serverMessages.oeplNotAnAccessPoint',
  );
}

/**
 * Unregisters an access point (OeplRepository.unregister: its tags stay MISSING, their open update rows fail) and
 * recounts the progress of the tasks those rows belonged to; answers how many tags it left. Run in a transaction.
 */
export async function unregisterAccessPoint(
  repos: Repositories,
  gateway: OeplGatewayRow,
  now: Date,
): Promise<number> {
  const { tags, failedTasks } = await repos.oepl.unregister(gateway, now);
  if (failedTasks.length > 0) await refreshTaskProgress(repos.updateTasks.db, failedTasks, now);
  return tags;
}
