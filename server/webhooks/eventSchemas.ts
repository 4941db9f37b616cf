// Where each webhook event's payload is described: schemas/webhookEvents.schema.json, `$defs.<type in camelCase
// without the dot>` (alarm.raised → alarmRaised), registered as the shared shape of that name in PascalCase
// (AlarmRaised) like every `$defs` shape (server/http/callSchemas.ts), so the OpenAPI document lists it.
import { WEBHOOK_EVENT_TYPES } from './emit.ts';

/** the types a receiver may get: every event a subscription chooses, and the console's test event */
export const DOCUMENTED_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, 'webhook.test'] as const;

/** `alarm.raised` → `alarmRaised` (the `$defs` name of its data) */
export function eventSchemaName(type: string): string {
  return type.replace(/\.([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** `alarm.raised` → `AlarmRaised` (the shared schema's `$id`, the OpenAPI component) */
export function eventSchemaId(type: string): string {
  const name = eventSchemaName(type);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** the envelope's shared schema `$id` */
export const ENVELOPE_SCHEMA_ID = 'WebhookEnvelope';
