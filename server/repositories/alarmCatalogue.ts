// The alarm types of doc 3 §8 (plus the rules' own, docs/api.md), each with its usual class and the built-in
// text of its alarm and mail. Texts take the variables of GET /alarm/config ({type}, {location}, ...), filled
// in SQL when an alarm is raised (AlarmsRepository.raise): see ALARM_VARIABLES.
import { previewText, type AlarmText } from '../../domain/alarmText.ts';

export type AlarmContent = AlarmText;

/** 1 SYSTEM, 2 WARNING, 3 CRITICAL (doc 3 §8) */
export type AlarmClass = 1 | 2 | 3;

export interface AlarmTypeInfo {
  type: string;
  class: AlarmClass;
  /** what raises it, for the notification settings table and docs */
  cause: string;
}

export const ALARM_TYPES: AlarmTypeInfo[] = [
  { type: 'SERVER STATUS ABNORMAL', class: 3, cause: 'a server went offline or one of its services stopped' },
  { type: 'DISK USAGE ABNORMAL', class: 2, cause: 'disk usage above the alarm setting diskThreshold' },
  { type: 'MEMORY USAGE ABNORMAL', class: 2, cause: 'memory usage above the alarm setting memoryThreshold' },
  { type: 'GW STATUS ABNORMAL', class: 3, cause: 'a gateway offline (more than 1 hour) or in alarm' },
  { type: 'SEND TO GW FAILURE', class: 2, cause: 'a gateway did not take the data sent to it' },
  { type: 'ACCOUNT LOCKED', class: 2, cause: 'an account locked after repeated failed logins' },
  { type: 'API PERMISSION DENIED', class: 1, cause: 'a call refused by the privilege check (403)' },
  { type: 'GW TIME SYNC ABNORMAL', class: 2, cause: 'a gateway lost its time synchronisation' },
  { type: 'SEND E-MAIL FAILURE', class: 3, cause: 'a mail could not be sent after its last retry' },
  { type: 'INVALID STORE CODE', class: 2, cause: 'a call or a file named a store that does not exist' },
  {
    type: 'INVALID GRM',
    class: 2,
    cause: 'a gateway reported a firmware (GRM) version this server does not know',
  },
  { type: 'PRODUCT FILE PARSER EXCEPTION', class: 2, cause: 'the product file parser script failed' },
  { type: 'THIRD PARTY AUTH EXCEPTION', class: 2, cause: 'the third-party authentication script failed' },
  { type: 'TAG DATA DECORATOR EXCEPTION', class: 2, cause: 'the tag data decorator script failed' },
  {
    type: 'SYSTEM SCRIPT SAVED',
    class: 2,
    cause: 'a system script (third-party authentication, parser, decorator) was saved or restored',
  },
  {
    type: 'TAG STATUS CHECK TIME OUT',
    class: 2,
    cause: 'a tag task or status collection ran past its time-out',
  },
  { type: 'FILE DOWNLOAD TASK FAILURE', class: 2, cause: 'a file download task failed' },
  { type: 'STATS TASK FAILURE', class: 3, cause: 'the statistics task failed' },
  { type: 'UPDATE FAILURE', class: 2, cause: 'an update task finished with failed tags' },
  { type: 'LOW BATTERY LIST CHANGED', class: 2, cause: "a store's low-battery tag list changed" },
  { type: 'LOW BATTERY LIST CLEARED', class: 1, cause: "a store's low-battery tag list became empty" },
  { type: 'PRODUCT FILE NOT RECEIVED', class: 2, cause: 'no product file for more than 4 hours' },
  { type: 'DAILY ABNORMAL REPORT', class: 1, cause: 'the daily abnormal tag and product report (10 am)' },
  {
    type: 'DELIVERY TARGET MISSED',
    class: 2,
    cause:
      "a store's tag updates confirmed within its target minutes fell short of its target share for a day",
  },
  {
    type: 'TAG MAC CONFLICT',
    class: 2,
    cause:
      'an access point reported a tag whose MAC belongs to a tag of another store (the report is refused)',
  },
  {
    type: 'PANEL THRESHOLD',
    class: 2,
    cause:
      "a custom dashboard panel's alert rule: its value above/below the threshold for the rule's minutes",
  },
  {
    type: 'PANEL THRESHOLD CLEARED',
    class: 1,
    cause: "a custom dashboard panel's alert rule that fired: its value fell back",
  },
  {
    type: 'WEBHOOK DELIVERY FAILURE',
    class: 2,
    cause: 'a webhook delivery failed for 24 hours of retries (server/webhooks/sender.ts)',
  },
];

/** The variables a title, detail, subject or body may use, with the sample values of the preview. */
export const ALARM_VARIABLES: Array<{ name: string; description: string; sample: string }> = [
  { name: 'type', description: 'the alarm type', sample: 'ACCOUNT LOCKED' },
  { name: 'class', description: 'the class: 1 information, 2 warning, 3 critical', sample: '2' },
  { name: 'alarmType', description: 'the class name: SYSTEM, WARNING, CRITICAL', sample: 'WARNING' },
  { name: 'location', description: 'the store code, or SYSTEM', sample: 'SYSTEM' },
  {
    name: 'time',
    description: 'when it was raised (yyyy-mm-dd hh:ii:ss, server time)',
    sample: '2026-03-02 10:15:00',
  },
  {
    name: 'source',
    description: 'what raised it (gateway MAC, server id, account, tag)',
    sample: 'viewer@example.com',
  },
  { name: 'data', description: 'the details of the alarm (JSON)', sample: '{"failCount":5}' },
  { name: 'server', description: "this server's address", sample: 'http://localhost:8800' },
  {
    name: 'detail',
    description: 'the detail text (subject and body only)',
    sample: 'ACCOUNT LOCKED at SYSTEM',
  },
];

export function defaultContent(type: string): AlarmContent {
  return {
    title: type,
    detail: '{type} at {location}: {data}',
    subject: '[ESL] {type} ({location})',
    body: 'Alarm {type} (class {class}, {alarmType}) at {location}, {time}.\n\n{detail}\n\nSource: {source}\nServer: {server}\n',
  };
}

export function sampleValues(server: string): Record<string, string> {
  const values = Object.fromEntries(ALARM_VARIABLES.map((v) => [v.name, v.sample]));
  return { ...values, server };
}

/** the content filled with the sample values of the preview */
export function previewContent(content: AlarmContent, server: string): AlarmContent {
  return previewText(content, sampleValues(server));
}
