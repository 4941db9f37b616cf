// The alarm setting (system_config 'alarmSetting'), the notification settings per alarm type and the
// notification contents (tables generated from schemas/alarmNotification and alarmContent). AlarmsRepository.raise
// reads the same rows in SQL.
import { ALARM_TYPES, defaultContent, type AlarmContent } from './alarmCatalogue.ts';
import type { AlarmSetting } from '../../domain/generated/types.ts';
import type { AlarmNotificationRow } from '../../domain/generated/rows.ts';
import { AlarmNotificationTableBase } from '../generated/repositories.ts';
import type { AlarmClass } from './alarms.ts';

/**
 * The alarm setting (schemas/alarmSetting.schema.json) with every field: the defaults fill those never saved.
 * memoryThreshold, diskThreshold: usage (%) above which MEMORY / DISK USAGE ABNORMAL is raised; progressThreshold:
 * task progress (%) below which a finished update task raises UPDATE FAILURE when it has totalTagsThreshold tags
 * (sim/tagRadioAlarms.ts); receiveCriticalOnly: mail only class 3 (critical) alarms.
 */
export type AlarmSettingValues = Required<AlarmSetting>;

export const ALARM_SETTING_DEFAULTS: AlarmSettingValues = {
  memoryThreshold: 90,
  diskThreshold: 90,
  progressThreshold: 100,
  totalTagsThreshold: 1,
  receiveCriticalOnly: false,
};

/** a type's notification setting: its row of alarm_notification_settings, or a type never set (updatedAt null) */
export type NotificationSetting = Omit<AlarmNotificationRow, 'updatedAt'> & { updatedAt?: string | null };

const isoTime = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;

export class AlarmNotificationsRepository extends AlarmNotificationTableBase {
  async setting(): Promise<AlarmSettingValues> {
    const rows = await this.db.query<{ value: Partial<AlarmSetting> }>(
      `SELECT value FROM system_config WHERE key = 'alarmSetting'`,
    );
    return { ...ALARM_SETTING_DEFAULTS, ...(rows[0]?.value ?? {}) };
  }

  async saveSetting(setting: AlarmSettingValues): Promise<AlarmSettingValues> {
    await this.db.query(
      `INSERT INTO system_config (key, value, "updatedAt") VALUES ('alarmSetting', $1::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, "updatedAt" = now()`,
      [JSON.stringify(setting)],
    );
    return setting;
  }

  /** every alarm type of the catalogue with its setting (not mailed until set), in catalogue order */
  async settings(): Promise<NotificationSetting[]> {
    const read = await this.db.query<AlarmNotificationRow>(`SELECT ${this.columns()} FROM ${this.table}`);
    // the row as the console receives it: updatedAt as ISO text (the database reads a Date)
    const rows = read.map((r) => ({ ...r, updatedAt: isoTime(r.updatedAt as unknown) }));
    const byType = new Map(rows.map((r) => [r.type, r]));
    const known = ALARM_TYPES.map(
      (t) =>
        byType.get(t.type) ?? {
          type: t.type,
          enabled: false,
          members: [],
          addresses: [],
          class: 1 as AlarmClass,
          updatedAt: null,
        },
    );
    const extra = rows.filter((r) => !ALARM_TYPES.some((t) => t.type === r.type));
    return [...known, ...extra];
  }

  async saveSettings(settings: NotificationSetting[]): Promise<void> {
    if (settings.length === 0) return;
    await this.db.query(
      `INSERT INTO alarm_notification_settings (type, enabled, members, addresses, class, "updatedAt")
       SELECT u.type, u.enabled, ARRAY(SELECT jsonb_array_elements_text(u.members)),
         ARRAY(SELECT jsonb_array_elements_text(u.addresses)), u.class, now()
       FROM unnest($1::text[], $2::boolean[], $3::jsonb[], $4::jsonb[], $5::int[]) AS u(type, enabled, members, addresses, class)
       ON CONFLICT (type) DO UPDATE SET enabled = EXCLUDED.enabled, members = EXCLUDED.members,
         addresses = EXCLUDED.addresses, class = EXCLUDED.class, "updatedAt" = now()`,
      [
        settings.map((s) => s.type),
        settings.map((s) => s.enabled),
        settings.map((s) => JSON.stringify(s.members)),
        settings.map((s) => JSON.stringify(s.addresses)),
        settings.map((s) => s.class),
      ],
    );
  }

  /** the content of every type (stored or built in), `custom` when stored */
  async contents(): Promise<Array<AlarmContent & { type: string; custom: boolean }>> {
    const rows = await this.db.query<AlarmContent & { type: string }>(
      'SELECT type, title, detail, subject, body FROM alarm_notification_contents',
    );
    const byType = new Map(rows.map((r) => [r.type, r]));
    return ALARM_TYPES.map((t) => {
      const stored = byType.get(t.type);
      return stored
        ? { ...stored, custom: true }
        : { type: t.type, ...defaultContent(t.type), custom: false };
    });
  }

  async content(type: string): Promise<AlarmContent & { type: string; custom: boolean }> {
    const rows = await this.db.query<AlarmContent & { type: string }>(
      'SELECT type, title, detail, subject, body FROM alarm_notification_contents WHERE type = $1',
      [type],
    );
    return rows[0] ? { ...rows[0], custom: true } : { type, ...defaultContent(type), custom: false };
  }

  async saveContent(type: string, content: AlarmContent): Promise<void> {
    await this.db.query(
      `INSERT INTO alarm_notification_contents (type, title, detail, subject, body, "updatedAt")
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (type) DO UPDATE SET title = EXCLUDED.title, detail = EXCLUDED.detail,
         subject = EXCLUDED.subject, body = EXCLUDED.body, "updatedAt" = now()`,
      [type, content.title, content.detail, content.subject, content.body],
    );
  }
}
