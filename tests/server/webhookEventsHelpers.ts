// Webhook event tests: subscriptions inserted with SQL (no sender in this branch), the deliveries queued for one,
// and the payload checked against schemas/webhookEvents.schema.json (envelope + the type's data) with Ajv 2020.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Queryable } from '../../server/db/db.ts';
import { eventSchemaName } from '../../server/webhooks/eventSchemas.ts';

const schema = JSON.parse(
  readFileSync(resolve(__dirname, '../../schemas/webhookEvents.schema.json'), 'utf8'),
) as {
  $id: string;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(schema);

/** the errors of a payload against the envelope and its type's data schema ([] = valid) */
export function payloadErrors(payload: { type: string; data: unknown }): string[] {
  const envelope = ajv.getSchema(`${schema.$id}#/$defs/webhookEnvelope`)!;
  const data = ajv.getSchema(`${schema.$id}#/$defs/${eventSchemaName(payload.type)}`)!;
  const errors: string[] = [];
  if (!envelope(payload)) errors.push(...envelope.errors!.map((e) => `${e.instancePath} ${e.message}`));
  if (!data(payload.data)) errors.push(...data.errors!.map((e) => `data${e.instancePath} ${e.message}`));
  return errors;
}

export async function subscribe(db: Queryable, events: string[], scope?: string[]): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO webhook_subscription (name, url, secret, "createdBy", events, scope)
     VALUES ('test', 'https://hooks.example.com/esl', 'whsec_test', 'admin@example.com', $1, $2)
     RETURNING id::int AS id`,
    [events, scope ?? null],
  );
  return rows[0]!.id;
}

export interface Queued {
  type: string;
  store: string | null;
  payload: { id: string; type: string; store?: string; occurredAt: string; data: Record<string, unknown> };
}

export const queuedFor = (db: Queryable, subscriptionId: number) =>
  db.query<Queued>(
    'SELECT type, store, payload FROM webhook_delivery WHERE "subscriptionId" = $1 ORDER BY id',
    [subscriptionId],
  );

/** a matching subscription, one of another store and one of another type, for `type` in `store` */
export async function threeSubscriptions(db: Queryable, type: string, store: string, otherStore: string) {
  return {
    matching: await subscribe(db, [type], [store]),
    otherStore: await subscribe(db, [type], [otherStore]),
    otherType: await subscribe(db, [type === 'gateway.online' ? 'gateway.offline' : 'gateway.online']),
  };
}
