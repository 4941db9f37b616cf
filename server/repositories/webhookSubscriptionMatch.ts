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
