// The webhook subscription form (issue 35) and its mapping to the create / update call bodies: alarm types and
// classes only travel with alarm.raised, and an empty choice is null (every type, class, or store the owner holds).
import type { WebhookCreateBody } from '../../domain/generated/calls';

/** the event types a subscription may choose (webhook.test is sent only by 'send a test event') */
export const SUBSCRIBABLE_EVENTS = [
  'alarm.raised',
  'updateTask.finished',
  'delivery.targetMissed',
  'battery.lowListChanged',
  'productFile.imported',
  'productFile.failed',
  'gateway.offline',
  'gateway.online',
] as const;

export type WebhookEvent = WebhookCreateBody['events'][number];

/** i18n key of an event type's label (`alarm.raised` → `app.webhooks.eventTypes.alarm_raised`) */
export const eventLabelKey = (type: string): string => `app.webhooks.eventTypes.${type.replace(/\./g, '_')}`;

export interface WebhookFormValues {
  name: string;
  url: string;
  events: WebhookEvent[];
  alarmTypes: string[];
  alarmClasses: Array<1 | 2 | 3>;
  stores: string[];
}

/** what a subscription row holds of the form's fields (the others are ignored) */
export interface WebhookFormSource {
  name?: string | null;
  url?: string | null;
  events?: readonly string[] | null;
  alarmTypes?: readonly string[] | null;
  alarmClasses?: readonly number[] | null;
  stores?: readonly string[] | null;
}

export function formValuesOf(row?: WebhookFormSource): WebhookFormValues {
  return {
    name: row?.name ?? '',
    url: row?.url ?? 'https://',
    events: [...((row?.events ?? []) as WebhookEvent[])],
    alarmTypes: [...(row?.alarmTypes ?? [])],
    alarmClasses: [...((row?.alarmClasses ?? []) as Array<1 | 2 | 3>)],
    stores: [...(row?.stores ?? [])],
  };
}

const orNull = <T>(list: T[] | undefined): T[] | null => (list && list.length > 0 ? list : null);

/** the create body (and the update body: the same fields) of the form's values */
export function webhookBodyOf(values: WebhookFormValues): WebhookCreateBody {
  const alarms = values.events.includes('alarm.raised');
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    events: values.events as WebhookCreateBody['events'],
    alarmTypes: alarms ? orNull(values.alarmTypes) : null,
    alarmClasses: alarms ? orNull([...values.alarmClasses].sort()) : null,
    stores: orNull(values.stores),
  };
}

/** the form's first problem, an i18n key, or null */
export function webhookFormProblem(values: WebhookFormValues): string | null {
  if (values.name.trim() === '') return 'app.webhooks.problem.name';
  if (!/^https?:\/\/\S+$/i.test(values.url.trim())) return 'app.webhooks.problem.url';
  if (values.events.length === 0) return 'app.webhooks.problem.events';
  return null;
}
