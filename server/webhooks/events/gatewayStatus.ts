// gateway.offline / gateway.online (webhookEvents.schema.json#/$defs/gatewayOffline, gatewayOnline): the one rule
// of a gateway's transition, for every writer of a gateway's status that knows the status before its write.
// OFFLINE after something else: offline; something else after OFFLINE: online; anything else: no event.
import type { Queryable } from '../../db/db.ts';
import { emitWebhookEvent, type WebhookEventInput } from '../emit.ts';

export interface GatewayStatusChange {
  gwMac: string;
  storeCode: string;
  kind: string | null;
  /** the status before the write (null: none yet) */
  before: string | null;
  after: string | null;
}

export function gatewayStatusEvent(change: GatewayStatusChange, at: Date): WebhookEventInput | undefined {
  const wasOffline = change.before === 'OFFLINE';
  const isOffline = change.after === 'OFFLINE';
  if (wasOffline === isOffline || (change.before === null && isOffline)) return undefined;
  return {
    type: isOffline ? 'gateway.offline' : 'gateway.online',
    store: change.storeCode,
    occurredAt: at,
    data: { storeCode: change.storeCode, gwMac: change.gwMac, kind: change.kind, at: at.toISOString() },
  };
}

/** queues the transition's event, if the change is one, on `db` (the write's transaction) */
export async function emitGatewayTransition(
  db: Queryable,
  change: GatewayStatusChange | undefined,
  at: Date,
): Promise<void> {
  const event = change && gatewayStatusEvent(change, at);
  if (event) await emitWebhookEvent(db, event);
}
