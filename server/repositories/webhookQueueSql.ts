// The webhook queue's two rules as SQL, used by every statement that queues an event (webhookDeliveries.ts, and the
// alarm raise statement through alarmWebhookEvents.ts): the body a receiver gets, and which subscriptions get it.

/** an instant as the envelope writes it: ISO 8601 UTC with milliseconds, as JavaScript's toISOString */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** the body a receiver gets, `{ id, type, occurredAt, store?, data }` (webhookEvents.schema.json#/$defs/webhookEnvelope);
 * each argument an SQL expression, `store` null for an event of no store */
export function envelopeSql(e: {
  id: string;
  type: string;
  occurredAt: string;
  store: string;
  data: string;
}): string {
  return `jsonb_strip_nulls(jsonb_build_object('id', ${e.id}, 'type', ${e.type}, 'occurredAt', ${isoSql(e.occurredAt)},
    'store', ${e.store})) || jsonb_build_object('data', ${e.data})`;
}

// The one rule of which subscriptions an event goes to, as SQL over `webhook_subscription s`: active; its type
// chosen; its store within the subscription's scope (an event of no store only where the scope is every store);
// an alarm's type and class within the subscription's lists (null = all). Each argument is an SQL expression.
export function subscriptionMatches(e: {
  type: string;
  store: string;
  alarmType: string;
  alarmClass: string;
}): string {
  return `s.status = 'active' AND ${e.type} = ANY(s.events)
    AND (s.scope IS NULL OR (${e.store} IS NOT NULL AND ${e.store} = ANY(s.scope)))
    AND (${e.alarmType} IS NULL OR s."alarmTypes" IS NULL OR ${e.alarmType} = ANY(s."alarmTypes"))
    AND (${e.alarmClass} IS NULL OR s."alarmClasses" IS NULL OR s."alarmClasses" @> to_jsonb(${e.alarmClass}))`;
}
