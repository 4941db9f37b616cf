// The alarm configuration and notification content answers (doc 3 §7 'Alarms and software'), named by the x-calls
// of schemas/alarmSetting.schema.json and alarmContent.schema.json.
import type { AlarmContent } from './generated/types';

/** GET /alarm/config: the alarm types, their default texts, the content variables */
export interface AlarmConfig {
  types: Array<{ type: string; class: 1 | 2 | 3; cause: string }>;
  content: Record<string, { title: string; detail: string }>;
  variables: Array<{ name: string; description: string; sample: string }>;
  admin: string[];
  server: string;
}

/** the texts of a type's notification content */
export type ContentText = Required<Pick<AlarmContent, 'title' | 'detail' | 'subject' | 'body'>>;
