import { describe, expect, it } from 'vitest';
import {
  eventLabelKey,
  formValuesOf,
  webhookBodyOf,
  webhookFormProblem,
  type WebhookFormValues,
} from './webhookForm';

const values = (change: Partial<WebhookFormValues>): WebhookFormValues => ({
  ...formValuesOf(),
  name: ' Hook ',
  url: ' https://example.com/hook ',
  events: ['gateway.offline'],
  ...change,
});

describe('webhook form', () => {
  it('trims the name and URL and sends empty stores as null (every store the owner holds)', () => {
    expect(webhookBodyOf(values({}))).toEqual({
      name: 'Hook',
      url: 'https://example.com/hook',
      events: ['gateway.offline'],
      alarmTypes: null,
      alarmClasses: null,
      stores: null,
    });
    expect(webhookBodyOf(values({ stores: ['S1', 'S2'] })).stores).toEqual(['S1', 'S2']);
  });

  it('sends alarm types and classes only with alarm.raised, sorted, empty as null', () => {
    const chosen = { alarmTypes: ['GW_OFFLINE'], alarmClasses: [3, 1] as Array<1 | 2 | 3> };
    expect(webhookBodyOf(values(chosen))).toMatchObject({ alarmTypes: null, alarmClasses: null });
    const alarms = webhookBodyOf(values({ ...chosen, events: ['alarm.raised', 'gateway.online'] }));
    expect(alarms).toMatchObject({ alarmTypes: ['GW_OFFLINE'], alarmClasses: [1, 3] });
    expect(webhookBodyOf(values({ events: ['alarm.raised'] }))).toMatchObject({
      alarmTypes: null,
      alarmClasses: null,
    });
  });

  it('starts an edit from the row and a create from an https:// URL', () => {
    expect(formValuesOf()).toMatchObject({ name: '', url: 'https://', events: [], stores: [] });
    const row = { name: 'A', url: 'https://a', events: ['alarm.raised'], alarmTypes: null, stores: ['S1'] };
    expect(formValuesOf(row)).toEqual({
      name: 'A',
      url: 'https://a',
      events: ['alarm.raised'],
      alarmTypes: [],
      alarmClasses: [],
      stores: ['S1'],
    });
  });

  it('names the first problem: name, then URL, then events', () => {
    expect(webhookFormProblem(values({ name: ' ' }))).toBe('app.webhooks.problem.name');
    expect(webhookFormProblem(values({ url: 'https://' }))).toBe('app.webhooks.problem.url');
    expect(webhookFormProblem(values({ url: 'ftp://x' }))).toBe('app.webhooks.problem.url');
    expect(webhookFormProblem(values({ events: [] }))).toBe('app.webhooks.problem.events');
    expect(webhookFormProblem(values({}))).toBeNull();
  });

  it('labels an event type under app.webhooks.eventTypes without dots in the key', () => {
    expect(eventLabelKey('alarm.raised')).toBe('app.webhooks.eventTypes.alarm_raised');
  });
});
