// Alarm history rows (migrations 005, 500). `raise()` is the ONE way to record alarms (location, class, type,
// alarmType from the class): in the same statement it queues the notification mails the settings select
// (alarm_notification_settings: enabled, from which class, members and addresses; the alarm setting's
// receiveCriticalOnly keeps only class 3), their subject and body from alarm_notification_contents or the
// built-in text (server/repositories/alarmCatalogue.ts) with the variables filled. `record()` is the same for a batch.
// Alarm type names of doc 3 §8 in ALARM. The same statement queues their alarm.raised webhook events.
import { defaultContent, type AlarmClass } from './alarmCatalogue.ts';
import type { Queryable } from '../db/db.ts';
import { alarmRaisedCtes } from './alarmWebhookEvents.ts';

export type { AlarmClass };

export const ALARM_TYPE_LABEL: Record<AlarmClass, string> = { 1: 'SYSTEM', 2: 'WARNING', 3: 'CRITICAL' };

/** Alarm type names (doc 3 §8), plus the rules' own where the catalogue names none (docs/api.md). */
export const ALARM = {
  serverStatusAbnormal: 'SERVER STATUS ABNORMAL',
  diskUsageAbnormal: 'DISK USAGE ABNORMAL',
  memoryUsageAbnormal: 'MEMORY USAGE ABNORMAL',
  gwStatusAbnormal: 'GW STATUS ABNORMAL',
  sendToGwFailure: 'SEND TO GW FAILURE',
  accountLocked: 'ACCOUNT LOCKED',
  apiPermissionDenied: 'API PERMISSION DENIED',
  gwTimeSyncAbnormal: 'GW TIME SYNC ABNORMAL',
  sendEmailFailure: 'SEND E-MAIL FAILURE',
  invalidStoreCode: 'INVALID STORE CODE',
  invalidGrm: 'INVALID GRM',
  tagStatusCheckTimeOut: 'TAG STATUS CHECK TIME OUT',
  fileDownloadTaskFailure: 'FILE DOWNLOAD TASK FAILURE',
  statsTaskFailure: 'STATS TASK FAILURE',
  updateFailure: 'UPDATE FAILURE',
  lowBatteryChanged: 'LOW BATTERY LIST CHANGED',
  lowBatteryCleared: 'LOW BATTERY LIST CLEARED',
  productFileNotReceived: 'PRODUCT FILE NOT RECEIVED',
  dailyAbnormalReport: 'DAILY ABNORMAL REPORT',
  // delivery service levels (issue 27 §1; server/delivery/deliveryJob.ts)
  deliveryTargetMissed: 'DELIVERY TARGET MISSED',
  // OpenEPaperLink access points (issue 33 §4; server/oepl/sync.ts)
  tagMacConflict: 'TAG MAC CONFLICT',
  // alert rules of custom dashboard panels (issue 38; server/dashboards/alertJob.ts)
  panelThreshold: 'PANEL THRESHOLD',
  panelThresholdCleared: 'PANEL THRESHOLD CLEARED',
  // user scripts (doc 3 §8; server/scripts/)
  productFileParserException: 'PRODUCT FILE PARSER EXCEPTION',
  thirdPartyAuthException: 'THIRD PARTY AUTH EXCEPTION',
  tagDataDecoratorException: 'TAG DATA DECORATOR EXCEPTION',
  systemScriptSaved: 'SYSTEM SCRIPT SAVED',
} as const;

export interface AlarmInput {
  location: string;
  type: string;
  class: AlarmClass;
  sourceType?: 'gw' | 'server' | 'tag' | 'account' | 'token' | 'sensor' | 'task';
  sourceId?: string;
  data?: unknown;
  at?: Date;
}

/** this server's address in mails ({server}); main.ts sets it from the configuration */
let serverAddress = '';
export function setAlarmServerAddress(address: string): void {
  serverAddress = address;
}

/** SQL filling the variables of the template expression `tpl` for alarm row `a` (detail: its filled detail) */
function fill(tpl: string, detail?: string): string {
  const values: Array<[string, string]> = [
    ['{type}', 'a.type'],
    ['{class}', 'a.class::text'],
    ['{alarmType}', 'a."alarmType"'],
    ['{location}', 'a.location'],
    ['{time}', `to_char(a."alarmTime", 'YYYY-MM-DD HH24:MI:SS')`],
    ['{source}', `coalesce(a."sourceId", a."sourceType", '')`],
    ['{data}', `coalesce(a.data::text, '')`],
    ['{server}', '$9::text'],
  ];
  if (detail) values.push(['{detail}', detail]);
  return values.reduce((expr, [name, value]) => `replace(${expr}, '${name}', ${value})`, tpl);
}

const DEFAULT = defaultContent('');

const RAISE_SQL = `
WITH a AS (
  INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt", "sourceType", "sourceId", data)
  SELECT u.location, u.type, u.class, u.label, u.at, u.at, u.st, u.sid, u.data
  FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::jsonb[])
    AS u(location, type, class, label, at, st, sid, data)
  RETURNING id, location, type, class, "alarmType", "alarmTime", "sourceType", "sourceId", data),
setting AS (
  SELECT coalesce((SELECT (value->>'receiveCriticalOnly')::boolean FROM system_config WHERE key = 'alarmSetting'), false)
    AS "criticalOnly"),
picked AS (
  SELECT a.*, s.members, s.addresses,
    coalesce(c.detail, $10) AS t_detail, coalesce(c.subject, $11) AS t_subject, coalesce(c.body, $12) AS t_body
  FROM a JOIN alarm_notification_settings s ON s.type = a.type AND s.enabled AND a.class >= s.class
  LEFT JOIN alarm_notification_contents c ON c.type = a.type
  CROSS JOIN setting WHERE NOT setting."criticalOnly" OR a.class = 3),
filled AS (SELECT a.*, ${fill('a.t_detail')} AS detail FROM picked a),
mails AS (
  INSERT INTO mail_outbox ("to", subject, body, "alarmType", "alarmId")
  SELECT r.rcpt, ${fill('a.t_subject', 'a.detail')}, ${fill('a.t_body', 'a.detail')}, a.type, a.id
  FROM filled a CROSS JOIN LATERAL (
    SELECT DISTINCT lower(trim(x)) AS rcpt FROM unnest(a.members || a.addresses) x WHERE trim(x) <> '') r
  RETURNING 1),
${alarmRaisedCtes('a')}
SELECT (SELECT count(*)::int FROM a) AS alarms, (SELECT count(*)::int FROM mails) AS mails`;

export interface RaiseCounts {
  /** the caller's alarms recorded */
  alarms: number;
  /** mails queued by the statement that carried them (with the alarms raised at the same moment) */
  mails: number;
}

/** alarms per statement at most, and statements in flight at once, of the coalescing below */
const BATCH_ALARMS = 2_000;
const IN_FLIGHT = 2;

interface Pending {
  alarms: AlarmInput[];
  resolve: (counts: RaiseCounts) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: raises arriving while statements are in flight on the same database travel together in the
 * next statement (one insert of every alarm and mail), so many independent causes raise in few round trips.
 * Each caller's promise settles when its own alarms are committed; a batch that fails is retried caller by
 * caller, so one bad input fails only its caller.
 */
class RaiseBatcher {
  private readonly queue: Pending[] = [];
  private inFlight = 0;

  constructor(private readonly run: (alarms: AlarmInput[]) => Promise<RaiseCounts>) {}

  add(alarms: AlarmInput[]): Promise<RaiseCounts> {
    return new Promise((resolve, reject) => {
      this.queue.push({ alarms, resolve, reject });
      if (this.inFlight < IN_FLIGHT) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight += 1;
    try {
      while (this.queue.length > 0) {
        const batch: Pending[] = [];
        let size = 0;
        while (
          this.queue.length > 0 &&
          (batch.length === 0 || size + this.queue[0]!.alarms.length <= BATCH_ALARMS)
        ) {
          const next = this.queue.shift()!;
          batch.push(next);
          size += next.alarms.length;
        }
        try {
          const counts = await this.run(batch.flatMap((p) => p.alarms));
          for (const p of batch) p.resolve({ alarms: p.alarms.length, mails: counts.mails });
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else for (const p of batch) await this.run(p.alarms).then(p.resolve, p.reject);
        }
      }
    } finally {
      this.inFlight -= 1;
    }
  }
}

const batchers = new WeakMap<object, RaiseBatcher>();

export class AlarmsRepository {
  constructor(readonly db: Queryable) {}

  /**
   * Records one alarm or several and queues their notification mails. On a database (not inside a
   * transaction) concurrent raises are coalesced into one statement (RaiseBatcher).
   */
  raise(alarm: AlarmInput | AlarmInput[]): Promise<RaiseCounts> {
    const alarms = Array.isArray(alarm) ? alarm : [alarm];
    if (alarms.length === 0) return Promise.resolve({ alarms: 0, mails: 0 });
    if (!('transaction' in this.db)) return this.record(alarms);
    let batcher = batchers.get(this.db);
    if (!batcher) {
      const db = this.db;
      batcher = new RaiseBatcher((list) => new AlarmsRepository(db).record(list));
      batchers.set(db, batcher);
    }
    return batcher.add(alarms);
  }

  /** The latest alarms of one source (a server, a gateway ...), newest first. */
  async latestOfSource(
    sourceType: string,
    sourceId: string,
    limit: number,
  ): Promise<Array<{ alarmTime: Date; type: string; alarmType: string; data: unknown }>> {
    return this.db.query(
      `SELECT "alarmTime", type, "alarmType", data FROM alarm_history
       WHERE "sourceType" = $1 AND "sourceId" = $2 ORDER BY "alarmTime" DESC LIMIT $3`,
      [sourceType, sourceId, limit],
    );
  }

  /** Deletes the alarms older than the given date; answers how many. */
  async purgeBefore(before: Date): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM alarm_history WHERE "alarmTime" < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [before.toISOString()],
    );
    return rows[0]?.n ?? 0;
  }

  /** One statement for these alarms and their mails, now. */
  async record(alarms: AlarmInput[]): Promise<RaiseCounts> {
    if (alarms.length === 0) return { alarms: 0, mails: 0 };
    const [counts] = await this.db.query<{ alarms: number; mails: number }>(RAISE_SQL, [
      alarms.map((a) => a.location),
      alarms.map((a) => a.type),
      alarms.map((a) => a.class),
      alarms.map((a) => ALARM_TYPE_LABEL[a.class]),
      alarms.map((a) => (a.at ?? new Date()).toISOString()),
      alarms.map((a) => a.sourceType ?? null),
      alarms.map((a) => a.sourceId ?? null),
      alarms.map((a) => (a.data === undefined ? null : JSON.stringify(a.data))),
      serverAddress,
      DEFAULT.detail,
      DEFAULT.subject,
      DEFAULT.body,
    ]);
    return counts ?? { alarms: 0, mails: 0 };
  }
}
