// generated, do not edit: run `npm run codegen`

/**
 * A member of the console (doc 3 §3 Account).
 */
export interface Account {
  email: string;
  name: string;
  password?: string;
  role_id: number;
  mobile?: string;
  store?: string[];
  enableWholeStore?: boolean;
  /**
   * single sign-on only (issue 36): its password sign-in is refused, except for role 0 (the break-glass way in)
   */
  ssoOnly?: boolean;
  locked?: boolean;
  weakPwd?: boolean;
  forceChange?: boolean;
  lastPwdChanged?: string;
  failCount?: number;
  /**
   * The interface language the member last signed in with (the console sends it with the login); the server writes the member's mails in it (the weekly battery swap list). Unset until a login carries it: English.
   */
  locale?: 'en_US' | 'ja_JP' | 'ko_KR';
  passwordHash?: string;
  adfs?: boolean;
  createdAt?: string;
  updatedAt?: string;
  /**
   * the account's number, what other rows refer to (dashboards.ownerId, dashboard_versions.savedBy; unique, migration 890); the email stays the key of the API
   */
  id?: number;
}

/** Account as the console sees it: without its x-internal fields. */
export type AccountPublic = Omit<Account, 'failCount' | 'locale' | 'passwordHash' | 'id'>;

/**
 * An alarm of the alarm history (doc 1 §4, doc 3 §3; server/db/migrations/005_alarm_history.sql): class 1 information, 2 warning, 3 critical; location a store code or SYSTEM; sourceType/sourceId name what raised it (gw, server, tag, account, token: an API token, task). A tag's alarm history (x-lists.alarmHistory, 10 per page) lists the store's alarms raised by or naming the tag; the system alarm history (x-lists.systemAlarm, /alarm/history) lists the stores' and the SYSTEM alarms, newest first.
 */
export interface Alarm {
  id: number;
  location?: string;
  type?: string;
  class?: 1 | 2 | 3;
  alarmType?: string;
  alarmTime?: string;
  updatedAt?: string;
  sourceType?: string;
  sourceId?: string;
  data?: {
    [k: string]: unknown;
  };
}

/** Alarm as the console sees it: without its x-internal fields. */
export type AlarmPublic = Alarm;

/**
 * The text of one alarm type (doc 3 §3 Notification content; GET/POST /alarm/notification/content and /alarm/notification/content/{type}): title and detail of the alarm, subject and body of its mail, with the {variables} of GET /alarm/config. Stored in alarm_notification_contents (migration 500); absent = the built-in text (server/alarms/catalogue.ts).
 */
export interface AlarmContent {
  type?: string;
  title: string;
  detail: string;
  subject: string;
  body: string;
  updatedAt?: string;
}

/** AlarmContent as the console sees it: without its x-internal fields. */
export type AlarmContentPublic = AlarmContent;

/**
 * The notification setting of one alarm type (doc 3 §2 /alarm/notification; GET/POST /alarm/notification/setting, table POST /alarm/notification/setting/search): whether it is mailed, to which members (account emails) and addresses, from which class up. Stored in alarm_notification_settings (generated from this schema; the class check in migration 500); every catalogue type has a row, not mailed until set.
 */
export interface AlarmNotification {
  type: string;
  enabled?: boolean;
  /**
   * @maxItems 100
   */
  members?: string[];
  /**
   * @maxItems 100
   */
  addresses?: string[];
  class?: 1 | 2 | 3;
  updatedAt?: string;
}

/** AlarmNotification as the console sees it: without its x-internal fields. */
export type AlarmNotificationPublic = AlarmNotification;

/**
 * The alarm setting (doc 3 §3; GET/POST /alarm/setting, system_config 'alarmSetting'): memory and disk usage (%) above which this server's own entry raises MEMORY USAGE ABNORMAL / DISK USAGE ABNORMAL; a finished update task whose success share (%) is below progressThreshold and that has at least totalTagsThreshold tags raises UPDATE FAILURE; receiveCriticalOnly mails only class 3 alarms.
 */
export interface AlarmSetting {
  memoryThreshold?: number;
  diskThreshold?: number;
  progressThreshold?: number;
  totalTagsThreshold?: number;
  receiveCriticalOnly?: boolean;
}

/** AlarmSetting as the console sees it: without its x-internal fields. */
export type AlarmSettingPublic = AlarmSetting;

/**
 * An alias configuration entry (doc 1 §3, doc 2 §3): the name of product info entry `index` (prInfo_{index}), whether it is the key entry (exactly one) and whether product update history charts it. x-forms.aliasRow is one row of the alias settings page and of POST /config/alias: a field added there is a column of the page, validated and written.
 */
export interface Alias {
  index: number;
  name: string;
  key?: boolean;
  chart?: boolean;
}

/** Alias as the console sees it: without its x-internal fields. */
export type AliasPublic = Alias;

/**
 * An abstract-code mapping (doc 3 §3 Amac, §5, §7 GET/PUT/POST/DELETE /config/amac): a label's abstract code and the data it stands for. The list is one page of every mapping, ordered by code.
 */
export interface Amac {
  abstractData: string;
  abstractCode: string;
  updatedAt?: string;
}

/** Amac as the console sees it: without its x-internal fields. */
export type AmacPublic = Amac;

/**
 * An API token of an integration (issue 35): its own role, stores and whole-store flag (never more than its creator held), an expiry, its last use; sent as `Authorization: Bearer esl_...`. Only the sha256 of its secret is stored; the secret is answered once, by create.
 */
export interface ApiToken {
  id: number;
  name: string;
  /**
   * the first characters of the secret (esl_ and four more), to recognise it in lists
   */
  prefix?: string;
  role_id: number;
  /**
   * @maxItems 10000
   */
  store?: string[];
  enableWholeStore?: boolean;
  createdBy?: string;
  createdAt?: string;
  /**
   * null: never (role 0 only)
   */
  expiresAt?: string;
  /**
   * recorded at most once a minute
   */
  lastUsedAt?: string;
  lastUsedIp?: string;
  revokedAt?: string;
  revokedBy?: string;
  /**
   * sha256 (hex) of the secret (server/repositories/token.ts); unique (migration 895)
   */
  secretHash?: string;
}

/** ApiToken as the console sees it: without its x-internal fields. */
export type ApiTokenPublic = Omit<ApiToken, 'secretHash'>;

/**
 * A mobile software file (doc 3 §2 Software, §3 Mobile software file, §4): an .apk named mobile_{version_info}.apk, uploaded to POST /app/file, stored under DATA_DIR/app-files/{_id}.apk (streamed in and out). ver is the file name's version_info. At most one file is active (GET /app/file/active/{_id}); the list (software list page size 10) highlights it.
 */
export interface AppFile {
  _id: number;
  ver: string;
  fileName: string;
  size: number;
  sha256?: string;
  active: boolean;
  createdBy?: string;
  updatedAt: string;
}

/** AppFile as the console sees it: without its x-internal fields. */
export type AppFilePublic = AppFile;

/**
 * One change made through the API, or one sign-in event (issue 36): who (an account, an API token, or someone signing in), from which address, through which call, what (the entity, its key, its store) and which fields changed (before → after; passwords, secrets and tokens masked). Written in the transaction of the change by the audit trigger (server/audit/auditTrigger.sql); append-only: no call changes or deletes a row, the retention job (AUDIT_RETENTION_DAYS) removes old ones.
 */
export interface AuditLog {
  id: number;
  /**
   * when the change was made (the clock of the database)
   */
  at: string;
  /**
   * the account's email, `token:<id>:<name>` for an API token, or the email a sign-in named
   */
  actor?: string;
  /**
   * account: a person's session; token: an API token; anonymous: a call without a session (a sign-in)
   */
  actorKind?: 'account' | 'token' | 'anonymous';
  sourceIp?: string;
  /**
   * the request's id (its answer's X-Request-Id header): the rows of one request belong together
   */
  requestId?: string;
  /**
   * the call of the contract (schemas x-calls), e.g. product.update
   */
  call?: string;
  /**
   * METHOD and route template
   */
  route?: string;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'action'
    | 'signIn'
    | 'signInFailed'
    | 'signOut'
    | 'twoFactorEnrolled'
    | 'twoFactorDisabled'
    | 'twoFactorReset'
    | 'twoFactorFailed';
  /**
   * the entity changed (schema $id); for an action, the call's entity
   */
  entity?: string;
  /**
   * its key (a composite key's parts joined by /)
   */
  entityKey?: string;
  storeCode?: string;
  /**
   * { field: [before, after] } of the fields that changed; secrets as "***"
   */
  changes?: {
    [k: string]: unknown;
  };
}

/** AuditLog as the console sees it: without its x-internal fields. */
export type AuditLogPublic = AuditLog;

/**
 * A backup of the running server (issue 37; README 'Backups', docs/api.md 'Backups'): GET /system/backup streams a tar archive of a consistent snapshot of the PGlite database, the stored files of the data directory and manifest.json (sizes, sha256, server version, migrations). Role 0 only, a session or an API token of role 0 (a scheduled backup runs without a person). `npm run backup` calls it; `npm run restore` reads the archive. No table.
 */
export interface Backup {}

/** Backup as the console sees it: without its x-internal fields. */
export type BackupPublic = Backup;

/**
 * A tag's battery replacement forecast (issue 27 §2; docs/api.md "Battery replacement forecast"), written by the 'battery' server job from the tag's battery history (domain/battery.ts: a Theil-Sen fit over the daily readings since the last replacement jump): level the latest reading, ratePerMonth the points lost per 30 days, forecastAt the date the fitted line crosses the low-battery level (20), state forecast, low (already under it: forecastAt is the reading that says so), tooFewReadings (fewer than 4 readings or 3 days since the last replacement: no date is guessed) or noDrain. readings counts the readings of the fit, replacedAt the last replacement seen, lastReadingAt the reading the forecast is computed to, historyId the newest history row it read (a reading inserted later, even an older one, makes it stale). prCode, prName and aisle (the product's info entry whose alias names an aisle, shelf or location) are joined when read. The store's swap list (x-lists.batteryTag) reads these rows sorted by forecastAt. x-stats: the custom dashboards count forecasts by store, gateway, tag type or state over forecastAt and measure level and ratePerMonth.
 */
export interface BatteryForecast {
  tagId: string;
  storeCode: string;
  tagMac?: string;
  tagType?: string;
  gwMac?: string;
  prCode?: string;
  prName?: string;
  aisle?: string;
  level?: number;
  ratePerMonth?: number;
  forecastAt?: string;
  state: 'forecast' | 'low' | 'tooFewReadings' | 'noDrain';
  readings: number;
  replacedAt?: string;
  lastReadingAt?: string;
  historyId?: number;
  computedAt?: string;
}

/** BatteryForecast as the console sees it: without its x-internal fields. */
export type BatteryForecastPublic = Omit<BatteryForecast, 'historyId'>;

/**
 * A store's battery replacements ahead (issue 27 §2; docs/api.md "Battery replacement forecast"): its tags whose forecast date falls this week (today to Sunday, counted with the tags already low), next week (Monday to Sunday after) and this month (today to the month's end, low ones included), the tags already low, those with too few readings, and its tags with a battery. Weeks and months are the database time zone's. x-api.search is the paged table; GET /battery/stores answers every store of the session.
 */
export interface BatteryStore {
  storeCode: string;
  storeName?: string;
  thisWeek: number;
  nextWeek: number;
  thisMonth: number;
  low: number;
  tooFewReadings: number;
  tags: number;
}

/** BatteryStore as the console sees it: without its x-internal fields. */
export type BatteryStorePublic = BatteryStore;

/**
 * Gateway channel setting of a store per gwIndex (doc 1 §3 Channel setting, §5): the data and event channels of the store's gateways with that index. Channels 11 to 26, plus 27 to 31 when the store has outband enabled (checked by the server against the store). x-forms.channelRow is one row of the channel settings dialog and of POST /config/gw/channel: a field added there is an input of each row, validated and written.
 */
export interface ChannelSetting {
  storeCode: string;
  gwIndex: number;
  dataChannel: number;
  eventChannel: number;
  updatedAt?: string;
}

/** ChannelSetting as the console sees it: without its x-internal fields. */
export type ChannelSettingPublic = ChannelSetting;

/**
 * A custom dashboard (issue 26): panels on a grid, private to its owner or shared with roles (read). Built-in dashboards (builtIn) are the server's own: they can be duplicated, never changed or deleted.
 */
export interface Dashboard {
  id?: number;
  name: string;
  /**
   * email of the owning account (ownerId), masked as other accounts' emails are without member read (a***@domain); none for built-in dashboards
   */
  owner?: string;
  /**
   * name of the owning account; none for built-in dashboards
   */
  ownerName?: string;
  /**
   * the owning account (accounts.id, migration 890: deleting the account hands its dashboards to the role 0 administrator, in the same transaction)
   */
  ownerId?: number;
  builtIn?: boolean;
  /**
   * @maxItems 1000
   */
  sharedRoles?: number[];
  variables?: {
    /**
     * @maxItems 10000
     */
    stores?: string[];
    /**
     * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
     */
    range?: {
      from?: string;
      to?: string;
      last?: '1h' | '24h' | '7d' | '30d';
    };
  };
  layouts?: {
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    lg: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    sm: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
  };
  /**
   * @maxItems 50
   */
  panels?: {
    id: string;
    kind: 'number' | 'doughnut' | 'bar' | 'line' | 'table' | 'map' | 'spec' | 'text' | 'gauge';
    title: string;
    spec?:
      | 'updateRates'
      | 'serverStatus'
      | 'gatewayStatus'
      | 'tagStatus'
      | 'tagTypes'
      | 'firmwareVersions'
      | 'storeBars'
      | 'dailyUpdated'
      | 'alarmTable'
      | 'storeSummary';
    /**
     * A StatsQuery (POST /stats/query): checked in full by the query compiler.
     */
    query?: {
      entity: string;
      measure: {
        fn: 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max' | 'percentile';
        field?: string;
        p?: number;
      };
      /**
       * 0 to 2 groupable fields
       */
      groupBy?: string[];
      bucket?: {
        field: string;
        unit: 'hour' | 'day' | 'week';
      };
      /**
       * filter field → value or list of values (the entity list's filters): an equality filter at most 10,000 values (as stores), a contains filter at most 20, each value at most 256 characters (server/stats/query/parse.ts)
       */
      filters?: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 10000
       */
      stores?: string[];
      from?: string;
      to?: string;
      sort?: 'value-desc' | 'value-asc' | 'key';
      limit?: number;
    };
    options: {
      unit?: string;
      /**
       * @maxItems 32
       */
      colors?: string[];
      /**
       * @maxItems 32
       */
      thresholds?: {
        value: number;
        color: string;
      }[];
      stacked?: boolean;
      /**
       * a doughnut, bar or line panel's groups drawn before one "Others" for the rest (issue 39; default: 10 bars, 7 slices or lines)
       */
      topN?: number;
      /**
       * a text panel's content, Markdown (rendered without raw HTML)
       */
      markdown?: string;
      /**
       * a gauge's lowest value (default 0)
       */
      min?: number;
      /**
       * a gauge's highest value (default 100); its colour bands are the thresholds
       */
      max?: number;
      refreshSeconds: number;
      /**
       * @maxItems 10000
       */
      pinStores?: string[];
      /**
       * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
       */
      pinRange?: {
        from?: string;
        to?: string;
        last?: '1h' | '24h' | '7d' | '30d';
      };
    };
    /**
     * An alert rule on a number, bar or line panel: when the panel's value (number: its figure; bar: the highest bar above, the lowest below; line: the same over the last bucket) stays above/below threshold for forMinutes, the panel-alerts job raises PANEL THRESHOLD, and PANEL THRESHOLD CLEARED when it falls back (docs/api.md). Evaluated with the owner's role and stores.
     */
    alert?: {
      enabled: boolean;
      comparison: 'above' | 'below';
      threshold: number;
      forMinutes: number;
    };
  }[];
  createdAt?: string;
  updatedAt?: string;
}

/** Dashboard as the console sees it: without its x-internal fields. */
export type DashboardPublic = Omit<Dashboard, 'ownerId'>;

/**
 * The export/import file of a custom dashboard (issue 26): the dashboard without id, owner, builtIn, createdAt, updatedAt. POST /dashboards/import checks a file against it.
 */
export interface DashboardFile {
  name: string;
  /**
   * @maxItems 1000
   */
  sharedRoles?: number[];
  variables?: {
    /**
     * @maxItems 10000
     */
    stores?: string[];
    /**
     * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
     */
    range?: {
      from?: string;
      to?: string;
      last?: '1h' | '24h' | '7d' | '30d';
    };
  };
  layouts?: {
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    lg: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    sm: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
  };
  /**
   * @maxItems 50
   */
  panels?: {
    id: string;
    kind: 'number' | 'doughnut' | 'bar' | 'line' | 'table' | 'map' | 'spec' | 'text' | 'gauge';
    title: string;
    spec?:
      | 'updateRates'
      | 'serverStatus'
      | 'gatewayStatus'
      | 'tagStatus'
      | 'tagTypes'
      | 'firmwareVersions'
      | 'storeBars'
      | 'dailyUpdated'
      | 'alarmTable'
      | 'storeSummary';
    /**
     * A StatsQuery (POST /stats/query): checked in full by the query compiler.
     */
    query?: {
      entity: string;
      measure: {
        fn: 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max' | 'percentile';
        field?: string;
        p?: number;
      };
      /**
       * 0 to 2 groupable fields
       */
      groupBy?: string[];
      bucket?: {
        field: string;
        unit: 'hour' | 'day' | 'week';
      };
      /**
       * filter field → value or list of values (the entity list's filters): an equality filter at most 10,000 values (as stores), a contains filter at most 20, each value at most 256 characters (server/stats/query/parse.ts)
       */
      filters?: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 10000
       */
      stores?: string[];
      from?: string;
      to?: string;
      sort?: 'value-desc' | 'value-asc' | 'key';
      limit?: number;
    };
    options: {
      unit?: string;
      /**
       * @maxItems 32
       */
      colors?: string[];
      /**
       * @maxItems 32
       */
      thresholds?: {
        value: number;
        color: string;
      }[];
      stacked?: boolean;
      /**
       * a doughnut, bar or line panel's groups drawn before one "Others" for the rest (issue 39; default: 10 bars, 7 slices or lines)
       */
      topN?: number;
      /**
       * a text panel's content, Markdown (rendered without raw HTML)
       */
      markdown?: string;
      /**
       * a gauge's lowest value (default 0)
       */
      min?: number;
      /**
       * a gauge's highest value (default 100); its colour bands are the thresholds
       */
      max?: number;
      refreshSeconds: number;
      /**
       * @maxItems 10000
       */
      pinStores?: string[];
      /**
       * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
       */
      pinRange?: {
        from?: string;
        to?: string;
        last?: '1h' | '24h' | '7d' | '30d';
      };
    };
    /**
     * An alert rule on a number, bar or line panel: when the panel's value (number: its figure; bar: the highest bar above, the lowest below; line: the same over the last bucket) stays above/below threshold for forMinutes, the panel-alerts job raises PANEL THRESHOLD, and PANEL THRESHOLD CLEARED when it falls back (docs/api.md). Evaluated with the owner's role and stores.
     */
    alert?: {
      enabled: boolean;
      comparison: 'above' | 'below';
      threshold: number;
      forMinutes: number;
    };
  }[];
}

/** DashboardFile as the console sees it: without its x-internal fields. */
export type DashboardFilePublic = DashboardFile;

/**
 * The delivery of one tag update (one row of update_task_tags: a product change, page change, LED, assign or deassign) as the radio carried it out (issue 27 §1; docs/api.md "Delivery service levels"): askedAt when the server asked for it (the task row's createdAt), takenAt when the tag's gateway took it, confirmedAt when the tag confirmed it or failedAt when it gave up, tries the radio attempts, cause why it failed (gatewayOffline, weakSignal, lowBattery, timeout, tagBusy, refused). seconds is confirmedAt - askedAt (null until confirmed), stored when the tag confirms. The store detail's list of failed or late tags (x-lists.deliveryLate) reads these rows. x-stats: the custom dashboards' queries count attempts by store, gateway, update or cause over askedAt, and measure seconds (p95 time to display) and tries.
 */
export interface DeliveryAttempt {
  taskId: number;
  tagId: string;
  storeCode: string;
  tagMac?: string;
  gwMac?: string;
  taskType?: string;
  askedAt: string;
  takenAt?: string;
  confirmedAt?: string;
  failedAt?: string;
  tries?: number;
  cause?: 'gatewayOffline' | 'weakSignal' | 'lowBattery' | 'timeout' | 'tagBusy' | 'refused';
  seconds?: number;
}

/** DeliveryAttempt as the console sees it: without its x-internal fields. */
export type DeliveryAttemptPublic = DeliveryAttempt;

/**
 * A store's delivery figures of one day as the 'delivery' job rolled them up (issue 27 §1; docs/api.md "Delivery service levels"), for the custom dashboards' panels: the view delivery_daily_figures (migration 854) over the daily rollups (delivery_daily). day is the day's start (the database's time zone); count the updates asked that day, confirmed, withinTarget (confirmed within the store's target minutes), failed, open, p50 / p95 / p99 of asked → confirmed in seconds, successRate the share within target (percent, one decimal; null without updates), the target it was judged by (targetPercent within targetMinutes), status MET, MISSED or NONE (no updates) as the /delivery table says, missed 1 when the day missed its target (summed: the days missed), closed the day is over and final. x-stats: count days by store or status over day, measure the success rate, the p95 or the days missed.
 */
export interface DeliveryDaily {
  storeCode: string;
  day: string;
  count: number;
  confirmed?: number;
  withinTarget: number;
  failed: number;
  open?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  successRate?: number;
  targetPercent?: number;
  targetMinutes?: number;
  status?: 'MET' | 'MISSED' | 'NONE';
  missed?: number;
  closed?: boolean;
}

/** DeliveryDaily as the console sees it: without its x-internal fields. */
export type DeliveryDailyPublic = DeliveryDaily;

/**
 * A store's delivery service level for a day (issue 27 §1; docs/api.md "Delivery service levels"): the tag updates asked that day (count), those confirmed within the store's target minutes (withinTarget), the share within target (successRate, percent), p50 / p95 / p99 of asked → confirmed in seconds, failures, the target (targetPercent within targetMinutes, the store's or the server default) and whether it is met (null without updates); trend compares today's p95 with yesterday's (up: slower, down: faster, flat). GET /delivery/stores answers every store of the session (the map); x-api.search is the paged table.
 */
export interface DeliveryStore {
  storeCode: string;
  storeName?: string;
  position?: {
    latitude?: number;
    longitude?: number;
  };
  day?: string;
  count: number;
  withinTarget: number;
  failed: number;
  p50?: number;
  p95?: number;
  p99?: number;
  successRate?: number;
  targetPercent?: number;
  targetMinutes?: number;
  met?: boolean;
  status?: 'MET' | 'MISSED' | 'NONE';
  yesterdayP95?: number;
  trend?: 'up' | 'down' | 'flat';
  rolledAt?: string;
}

/** DeliveryStore as the console sees it: without its x-internal fields. */
export type DeliveryStorePublic = DeliveryStore;

/**
 * A file download task (doc 1 §4 file download task types 0 to 5, §7 'Files'): POST /file/download starts one, POST /file/download/task/{taskId} answers its progress, GET /file/download/task/{taskId} its file once finished. Type 0 server log, 1 gateway log, 2 store gateway log, 3 tag list, 4 filtered product file, 5 all-store tag list. Rows are the server's download_tasks, a queue any server instance works (server/repositories/downloadTasks.ts; type check and indexes in migrations 130, 211).
 */
export interface DownloadTask {
  taskId: string;
  type: 0 | 1 | 2 | 3 | 4 | 5;
  /**
   * the requester: only they (or role 0) read the task
   */
  email?: string;
  /**
   * serverId, storeCode, gwMac, filter, and the requester's store list at request time (stores: null = every store)
   */
  request?: {
    [k: string]: unknown;
  };
  /**
   * 0 to 100
   */
  progress: number;
  fileName: string;
  /**
   * the finished file's path in the storage
   */
  filePath?: string;
  error?: string;
  createdAt?: string;
  finishedAt?: string;
  /**
   * the server instance working the task; null while it waits
   */
  instanceId?: string;
}

/** DownloadTask as the console sees it: without its x-internal fields. */
export type DownloadTaskPublic = Omit<DownloadTask, 'email' | 'request' | 'filePath' | 'createdAt' | 'instanceId'>;

/**
 * A family product of a store (doc 2 §3): one ticket showing several products. fmPrCode is the family code a family ticket's tag carries as its product code; prCodeList names the products it shows (its length is the system's familyProductItemCount). The family table (x-list) is the shared list of every store of the session (/family-product) and, under the product table of a store, that store's families (the store columns left out); prCode filters the families listing a product code (a search parameter, no property). x-forms.familyItem is the family modal (doc 2 §5: 'Select a store.', 'Enter Family Code, Please!', 'Enter Product Code, Please!', 'Please enter Layout ID').
 */
export interface FamilyProduct {
  storeCode: string;
  storeName?: string;
  fmPrCode: string;
  /**
   * @maxItems 64
   */
  prCodeList?: string[];
  layoutId?: string;
  nfc?: string;
  updatedAt?: string;
}

/** FamilyProduct as the console sees it: without its x-internal fields. */
export type FamilyProductPublic = FamilyProduct;

/**
 * A gateway (access point) of a store (doc 1 §3 Gateway, doc 3 §3 Gateway config). x-list is the store detail's gateway table (doc 1 §2.7, plus the kind: a simulated gateway or an OpenEPaperLink access point, issue 27 §3): 50 per page, gwIndex order, refreshed every 60 s, with client-side filters: the page loads the store's gateways once (GET /status/store/{code}, objList) and filters, sorts and pages them itself, each with the status it shows (domain/gatewayStatus.ts: NORMAL without time sync is ALARM). The search route answers the same table paged by the server; its MAC or IP filter (filter_macOrIp) is a parameter that reads gwMac and ip.
 */
export interface Gateway {
  gwMac: string;
  storeCode: string;
  gwIndex?: number;
  channelGroupIndex?: number;
  tagCount?: number;
  ip?: string;
  alternateIp?: string;
  netmask?: string;
  defaultGateway?: string;
  dns?: string;
  eslServerPort?: number;
  dataChannel?: number;
  eventChannel?: number;
  gmpVersion?: string;
  grmVersion?: string;
  status?: 'NORMAL' | 'OFFLINE' | 'ALARM';
  upLink?: 'OK' | 'NG';
  downLink?: 'OK' | 'NG';
  timeSync?: boolean;
  diskUsage?: number;
  ramUsage?: number;
  serviceStatusList?: {
    name?: string;
    status?: string;
  }[];
  lastStatusTime?: string;
  updatedAt?: string;
  /**
   * what the gateway is: 'sim' a simulated gateway, 'oepl' an OpenEPaperLink access point the server polls at its address (issue 27 §3)
   */
  kind?: 'sim' | 'oepl';
  /**
   * an OpenEPaperLink access point's host[:port] on the store's network (kind 'oepl')
   */
  address?: string;
}

/** Gateway as the console sees it: without its x-internal fields. */
export type GatewayPublic = Gateway;

/**
 * One alarm of a gateway's alarm history (doc 1 §2.7 gateway detail, §7 Histories: POST /history/alarm/gw/{mac}/search, 10 per page, newest first; the class coloured 1 blue, 2 orange, 3 red, doc 1 §4). Stored by the alarm history, not through this schema (no x-table). x-list.refresh is the whole gateway detail page's interval (doc 1 §9: 240 s), stated only here.
 */
export interface GatewayAlarm {
  id: number;
  alarmTime: string;
  location: string;
  type: string;
  alarmType: string;
  class: 1 | 2 | 3;
  updatedAt: string;
}

/** GatewayAlarm as the console sees it: without its x-internal fields. */
export type GatewayAlarmPublic = GatewayAlarm;

/**
 * A predefined gateway configuration uploaded as CSV (doc 1 §2.7, §5, §7 Gateways): applied to the gateway with this MAC. Its rows are validated by the gateway schema's `predefined` form (one rule, one place). x-list is the store status page's predefined view dialog (25 per page; the GET search takes the table conventions in its query string).
 */
export interface GatewayPredefined {
  gwMac: string;
  storeCode?: string;
  gwIndex?: number;
  channelGroupIndex?: number;
  ip?: string;
  netmask?: string;
  defaultGateway?: string;
  dns?: string;
  eslServerPort?: number;
  dataChannel?: number;
  eventChannel?: number;
  updatedAt?: string;
}

/** GatewayPredefined as the console sees it: without its x-internal fields. */
export type GatewayPredefinedPublic = GatewayPredefined;

/**
 * Health and readiness of this server instance for load balancers and Kubernetes probes (issue 37; README 'Health and readiness', docs/api.md 'Health and readiness'): no session, nothing but a status and the named checks, each ok or failing. No entity: no table.
 */
export interface Health {}

/** Health as the console sees it: without its x-internal fields. */
export type HealthPublic = Health;

/**
 * An OpenID Connect identity provider of single sign-on (issue 36), set by role 0: its issuer (discovery), client id and secret (write-only, sealed with SECRET_KEY), scopes, the claim of the email, the rules mapping claims to a role and stores (first match wins) and whether unknown people are created on their first sign-in.
 */
export interface IdentityProvider {
  id: number;
  /**
   * the name the login page shows (Sign in with <name>)
   */
  name: string;
  /**
   * the issuer URL; its /.well-known/openid-configuration is read through the one way out
   */
  issuer: string;
  clientId: string;
  /**
   * the client secret sealed with SECRET_KEY (server/auth/secretBox.ts); null = a public client (PKCE only)
   */
  clientSecretSealed?: string;
  scopes?: string;
  emailClaim?: string;
  /**
   * @maxItems 100
   *
   * Items: a claim mapping rule: when the ID token's claim (a string, or a list holding it) equals value ('*': any value), the account gets this role and these stores
   */
  rules?: {
    claim: string;
    value: string;
    role_id: number;
    /**
     * @maxItems 10000
     */
    store?: string[];
    enableWholeStore?: boolean;
  }[];
  /**
   * a person with no account is created at the first sign-in (with the mapped role); false: refused
   */
  createUnknown?: boolean;
  enabled?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** IdentityProvider as the console sees it: without its x-internal fields. */
export type IdentityProviderPublic = Omit<IdentityProvider, 'clientSecretSealed'>;

/**
 * A label layout (doc 2 §3 Product layoutId, §7 GET /layout/name): what a tag shows of its product, page by page. Boxes are placed in fractions of the label (0 to 1), so one layout renders at every tag resolution; the size family says which labels it was drawn for. A box shows the product info entry at its prInfo index; the alias configuration names the entries (infoList boxes print "name: value" lines).
 */
export interface Layout {
  layoutId: string;
  name: string;
  /**
   * the label sizes it was drawn for: small (1.54 to 2.13 inch), medium (2.66 to 2.90), large (3.10 to 4.20), xlarge (5.65 and up)
   */
  family: 'small' | 'medium' | 'large' | 'xlarge';
  /**
   * standard shelf label, promotion label, or freezer label (high contrast, large digits)
   */
  kind: 'standard' | 'promotion' | 'freezer';
  /**
   * currency symbol of the price boxes; absent: the store's country decides
   */
  currency?: string;
  /**
   * page 0 is the main page; the others are the sub-pages a page change shows
   */
  pages: LayoutPage[];
  updatedAt?: string;
}
export interface LayoutPage {
  name?: string;
  /**
   * white on black background
   */
  invert?: boolean;
  /**
   * @maxItems 40
   */
  boxes: LayoutBox[];
}
export interface LayoutBox {
  type: 'text' | 'price' | 'unitPrice' | 'code' | 'barcode' | 'promo' | 'nfc' | 'label' | 'rule' | 'infoList';
  x: number;
  y: number;
  w: number;
  h: number;
  /**
   * prInfo index of the product info shown (the alias configuration names it); infoList boxes list the named entries from this index on; code, barcode and nfc use the product itself
   */
  index?: number;
  /**
   * fixed text of a label box, the text a promo box shows, or the caption of a unitPrice box
   */
  text?: string;
  align?: 'left' | 'center' | 'right';
  weight?: 'regular' | 'bold';
  color?: 'black' | 'accent' | 'white';
  fill?: 'black' | 'accent';
  maxLines?: number;
  symbology?: 'auto' | 'ean13' | 'code128';
  /**
   * prInfo index shown when the entry at index is blank (a sale price falling back to the price)
   */
  fallbackIndex?: number;
  /**
   * prInfo index that must be non-blank for the box to show
   */
  whenIndex?: number;
}

/** Layout as the console sees it: without its x-internal fields. */
export type LayoutPublic = Layout;

/**
 * One login or logout attempt (doc 1 §3, doc 3 §3 Login history record). type 0 login, 1 logout; the Type column shows LOGIN, LOGOUT or FAILURE (x-cell loginResult, src/layout/loginHistoryViews.tsx). Shown in the login history modal of the header and of the member list.
 */
export interface LoginHistory {
  id?: number;
  ip: string;
  type: 0 | 1;
  email: string;
  success: boolean;
  locked: boolean;
  updatedAt: string;
}

/** LoginHistory as the console sees it: without its x-internal fields. */
export type LoginHistoryPublic = LoginHistory;

/**
 * One mail of the durable outbox (migrations 003, 500; POST /mail/outbox/search, role 0 only): pending (waiting for SMTP or for its next attempt), sending, sent, failed (after the last attempt, with the SMTP error).
 */
export interface MailOutbox {
  id: number;
  to?: string;
  subject?: string;
  alarmType?: string;
  status?: 'pending' | 'sending' | 'sent' | 'failed';
  attempts?: number;
  createdAt?: string;
  sentAt?: string;
  nextAttemptAt?: string;
  error?: string;
  /**
   * the mail text (not listed)
   */
  body?: string;
  /**
   * the server instance sending it (status sending)
   */
  claimedBy?: string;
  claimedAt?: string;
  /**
   * the alarm history row it reports
   */
  alarmId?: number;
}

/** MailOutbox as the console sees it: without its x-internal fields. */
export type MailOutboxPublic = Omit<MailOutbox, 'body' | 'claimedBy' | 'claimedAt' | 'alarmId'>;

/**
 * A store as the paper store list shows it (doc 2 §3 Paper store; docs/api.md "Paper labels"): its paper tasks, those complete (every row printed), today's, and its status from its printers (OFFLINE when one is offline, else ALARM when one failed its last label, else NORMAL). GET /status/paper answers every store of the session (the map); x-api.search is the paged table, POST /status/store/pagination/4 (25 per page, doc 2 §9).
 */
export interface PaperStore {
  storeCode: string;
  storeName?: string;
  position?: {
    latitude?: number;
    longitude?: number;
  };
  totalTaskCount: number;
  totalCompleteCount: number;
  todayTaskCount: number;
  todayCompleteCount: number;
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  updatedAt?: string;
}

/** PaperStore as the console sees it: without its x-internal fields. */
export type PaperStorePublic = PaperStore;

/**
 * A paper task of a store (doc 2 §3 Paper task; docs/api.md "Paper labels"): the labels of one upload, printed by the store's printers; complete counts the rows with a result, progress is its percent of total (colours of doc 2 §4: 30/100 thresholds). The store's task list (25 per page, latest update first) refreshes every 3 s while a shown task prints.
 */
export interface PaperTask {
  _id: number;
  storeCode?: string;
  taskDes: string;
  total: number;
  complete: number;
  progress: number;
  updatedAt?: string;
  /**
   * the paper upload that made it
   */
  uploadId?: number;
  createdAt?: string;
}

/** PaperTask as the console sees it: without its x-internal fields. */
export type PaperTaskPublic = PaperTask;

/**
 * One label of a paper task (doc 2 §3 Paper task row; docs/api.md "Paper labels"): the product and info printed, the printer given the row, its answer (resultCode, resultMsg, printedTime), updatedAt (doc 2 §3) and the result derived from it (doc 2 §4: no code NONE, 1 SUCCESS, any other FAIL). The task detail lists them in row order, 25 per page, refreshed every 3 s while a row waits.
 */
export interface PaperTaskRow {
  id?: number;
  /**
   * the paper task (paper_tasks._id; the foreign key in migration 610)
   */
  taskId?: number;
  storeCode?: string;
  rowNo: number;
  prCode: string;
  prInfo?: string[];
  printerIp?: string;
  printerName?: string;
  resultCode?: number;
  resultMsg?: string;
  printedTime?: string;
  /**
   * when the simulated printer answers the row
   */
  dueAt?: string;
  updatedAt?: string;
  /**
   * derived from resultCode (doc 2 §4), not stored
   */
  result: 'NONE' | 'SUCCESS' | 'FAIL';
}

/** PaperTaskRow as the console sees it: without its x-internal fields. */
export type PaperTaskRowPublic = Omit<PaperTaskRow, 'id' | 'taskId' | 'storeCode' | 'dueAt'>;

/**
 * One paper file upload (doc 2 §3 Paper upload history; server/db/migrations/610_paper.sql; docs/api.md "Paper labels"): written when the file arrives, finished with its task (taskId; none when no row was valid), the file's data rows (count) and the bad rows (error: { line, message }, line 0 the whole file). The upload history is sorted by received descending (doc 2 §9), 25 per page; a row opens its detail.
 */
export interface PaperUpload {
  _id: number;
  fileName: string;
  storeCode: string;
  taskId?: number;
  taskDes?: string;
  count: number;
  errorCount: number;
  error?: {
    line: number;
    message: string;
  }[];
  parser?: string;
  received: string;
  finished?: string;
  createdBy?: string;
}

/** PaperUpload as the console sees it: without its x-internal fields. */
export type PaperUploadPublic = PaperUpload;

/**
 * A signage display of a store (doc 3 §3 'Plus device'): mac (12 lower-case hex characters) is the id, model one of the seven device models, status ONLINE or offline, template the template it follows (null = custom show), show the slide list it plays (domain/signageTemplate.ts), products the product codes assigned to it per slot index. The simulator plays the devices and reports what each shows (reportedShow). POST /status/store/{code}/plus/device/search, GET /status/store/{code}/plus/device/{id} (docs/api.md 'Signage devices'). x-forms.config is the device settings of POST /plus/device/config and the device info modal (doc 3 §4): a field added there is validated, written and shown; volume's upper bound is also the device's maxVolume and tz must be an IANA zone (checked by the route).
 */
export interface PlusDevice {
  storeCode: string;
  mac: string;
  name?: string;
  model: 'IP231A' | 'IP231TA' | 'IP231TB' | 'IP291TA' | 'IPFINDERA' | 'IPMINI' | 'IP354A';
  ver?: string;
  template?: string;
  status: string;
  recvTime?: string;
  showIdx?: number;
  mode?: number;
  infoViewDuration?: number;
  volume?: number;
  maxVolume?: number;
  brightness?: number;
  tz?: string;
  networks?: {
    [k: string]: unknown;
  }[];
  screenWidth?: number;
  screenHeight?: number;
  products?: {
    [k: string]: unknown;
  }[];
  show?: {
    [k: string]: unknown;
  }[];
  reportedShow?: {
    [k: string]: unknown;
  }[];
  syncedAt?: string;
  blinkUntil?: string;
  updatedAt: string;
}

/** PlusDevice as the console sees it: without its x-internal fields. */
export type PlusDevicePublic = PlusDevice;

/**
 * A signage media file of a store (doc 3 §3 'Media file (image, video, widget)'): _id, name, updatedAt, width, height, id. id is the number a show object names (per store and type, 1, 2, ...; its index on save, doc 3 §5). Uploaded with POST /plus/store/{code}/{type}/file (multipart, at most 10 files, 1 when replacing by query id), stored under DATA_DIR/plus-media/{storeCode}/{type}/{_id} and streamed (docs/api.md 'Signage media').
 */
export interface PlusMedia {
  _id: number;
  storeCode: string;
  type: 'image' | 'video' | 'widget';
  id: number;
  name: string;
  contentType?: string;
  size: number;
  width?: number;
  height?: number;
  thumbnail?: boolean;
  sha256?: string;
  createdBy?: string;
  updatedAt: string;
}

/** PlusMedia as the console sees it: without its x-internal fields. */
export type PlusMediaPublic = PlusMedia;

/**
 * A store of the signage device, image, video, widget and template overviews (doc 3 §2: /plus/image, /plus/video, /plus/widget, /plus/template: name, code, total; table or map; filters by store name and code, substring, with a reset). GET /status/store/plus/{image|video|widget|template} answers every store of the session; the console filters, sorts and pages. status (the store's gateway status) drives the map marker. The device overview (GET /status/store/plus/device) adds online and offline: the store's devices by status.
 */
export interface PlusMediaStore {
  storeName?: string;
  storeCode?: string;
  total?: number;
  online?: number;
  offline?: number;
  status?: 'NORMAL' | 'OFFLINE' | 'ALARM';
  position?: {
    latitude?: number;
    longitude?: number;
  };
}

/** PlusMediaStore as the console sees it: without its x-internal fields. */
export type PlusMediaStorePublic = PlusMediaStore;

/**
 * The signage settings of a store (doc 3 §3 'Plus setting': fields not shown, decided here): tz, the time zone the device settings offer first; infoViewDuration, the duration the info view dialog starts with (10 to 300 s, doc 3 §9); defaultTemplate, the template the apply dialog offers first. GET /plus/store/{store}/setting answers the stored row or these defaults; POST saves (docs/api.md 'Signage devices').
 */
export interface PlusSetting {
  storeCode: string;
  tz?: string;
  infoViewDuration?: number;
  defaultTemplate?: string;
  updatedAt?: string;
}

/** PlusSetting as the console sees it: without its x-internal fields. */
export type PlusSettingPublic = PlusSetting;

/**
 * A signage software package of a store (doc 3 §3 'Software package (signage)': os, model, ver, updatedAt, _id). Uploaded with POST /plus/store/{code}/sw/file (multipart: the file and the fields os, model, ver), stored under DATA_DIR/plus-media/{storeCode}/sw/{_id}, removed with DELETE /plus/store/{code}/sw/file/{id} (docs/api.md 'Signage devices').
 */
export interface PlusSoftware {
  _id: number;
  storeCode: string;
  os: string;
  model: 'IP231A' | 'IP231TA' | 'IP231TB' | 'IP291TA' | 'IPFINDERA' | 'IPMINI' | 'IP354A';
  ver: string;
  name: string;
  size: number;
  sha256?: string;
  createdBy?: string;
  updatedAt: string;
}

/** PlusSoftware as the console sees it: without its x-internal fields. */
export type PlusSoftwarePublic = PlusSoftware;

/**
 * A signage layout template of a store (doc 3 §3 'Template'): _id is the name, size 23.1 or 35.4, show the slide list (domain/signageTemplate.ts: slides { duration, bgColor, object[], empty }, objects { type, id, left, top, width, height, index, autoSize }). GET/POST /plus/store/{code}/template/{id}, DELETE /plus/store/{store}/template/{id} (docs/api.md 'Signage templates').
 */
export interface PlusTemplate {
  storeCode: string;
  _id: string;
  size: '23.1' | '35.4';
  show: {
    [k: string]: unknown;
  }[];
  slides?: number;
  updatedAt: string;
}

/** PlusTemplate as the console sees it: without its x-internal fields. */
export type PlusTemplatePublic = PlusTemplate;

/**
 * A store's label printer (doc 2 §3 Paper task row: printerIp, printerName; doc 2 §3 Paper store: its status; docs/api.md "Paper labels"): a paper task's rows are given to the store's printers in turn, each row keeping the printer's IP and name; the store's paper status is OFFLINE when one of its printers is offline, else ALARM when one failed its last label, else NORMAL. The console shows no printer list: the API answers printers only through those rows and that status. Two per store, seeded for the demo stores and fitted by the simulator to stores created later, which plays them (server/sim/printers.ts). Rows are the server's printers (server/repositories/printers.ts, server/sim/statements/printers.ts).
 */
export interface Printer {
  /**
   * the store the printer stands in
   */
  storeCode: string;
  /**
   * the printer's address, unique in its store (doc 2 §3 Paper task row printerIp)
   */
  printerIp: string;
  /**
   * doc 2 §3 Paper task row printerName
   */
  printerName: string;
  /**
   * ALARM while its last label failed, OFFLINE when it prints nothing; the store's paper status follows it (doc 2 §3 Paper store, doc 2 §4)
   */
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  /**
   * when its status last changed
   */
  updatedAt?: string;
}

/** Printer as the console sees it: without its x-internal fields. */
export type PrinterPublic = Omit<Printer, 'updatedAt'>;

/**
 * A product of a store (doc 2 §3). prInfo holds up to 255 info entries. x-forms.productItem is one product of POST /product and of the product modal (doc 2 §5: 'Please enter Product Code', 'Please enter Layout ID'). The product table's filters and sorts are the store-led ones of server/repositories/products.ts (migration 181), so x-list declares them (x-list.filters objects, x-list.sortable) instead of x-filter/x-sortable, which would add an index: every index costs each write of a 100,000-product file. tagCount and tagType are computed by the search (x-db false).
 */
export interface Product {
  storeCode: string;
  prCode: string;
  prName?: string;
  layoutId?: string;
  nfc?: string;
  /**
   * @maxItems 255
   */
  prInfo?: string[];
  tagCount?: number;
  tagType?: string[];
  updatedAt?: string;
}

/** Product as the console sees it: without its x-internal fields. */
export type ProductPublic = Product;

/**
 * A store of the product store list (doc 2 §2 /product, §9: 10 per page) with its product statistics, read from the maintained statistics (server/repositories/productStores.ts): POST /status/store/pagination/2 pages, filters and sorts it in SQL; GET /status/product gives every store of the session for the map. The print store list (doc 2 §2 /print, §9: 10 per page) is x-lists.printStore over the same call, a row opening /print/edit/{storeCode}. No table of its own, and read only (no validators).
 */
export interface ProductStore {
  storeCode: string;
  storeName: string;
  position?: {
    latitude: number;
    longitude: number;
  };
  /**
   * the store's gateway status: the map markers and toggles
   */
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  productCount: number;
  /**
   * products created or changed today
   */
  todayUpdated: number;
  tagCount: number;
  /**
   * when the store's statistics row last changed
   */
  updatedAt?: string;
}

/** ProductStore as the console sees it: without its x-internal fields. */
export type ProductStorePublic = ProductStore;

/**
 * One change of a product (doc 2 §3 Product update history row): the product's info after the change, the update task that took it to the product's tags (null when no tag shows it), where the change came from. Written by server/products/applyProductChanges.ts; read by the product update history and by revert. The product's update history table is x-lists.productHistory (status: the change's status on its tags, null when it reached none).
 */
export interface ProductUpdate {
  id?: number;
  storeCode: string;
  prCode: string;
  prName?: string;
  layoutId?: string;
  nfc?: string;
  prInfo?: string[];
  taskId?: number;
  updateId?: string;
  source?: 'console' | 'file' | 'simulator' | 'revert' | 'seed';
  createdBy?: string;
  updatedAt?: string;
  status?: {
    status?: string;
    updatedAt?: string;
  };
}

/** ProductUpdate as the console sees it: without its x-internal fields. */
export type ProductUpdatePublic = ProductUpdate;

/**
 * One product file upload (doc 2 §3 Product file upload history): the row is written when the file is received and finished when its import ends. count is the number of data rows in the file, dataCount the rows imported, error the bad rows ({ line, message }: the first 1,000; errorCount counts them all; line 0 is the whole file). POST /product/file writes it; the upload history and its detail read it. Not audited (x-audit false): it is itself the log of the uploads (who, when, which file, what came of it), like the product update history; the audit log records the products a file changes, or the upload call's own action row when it changes none. The upload history (x-list) filters the received time by the range parameters startDate / endDate; a row opens the detail, whose facts are the fields shown in `show`.
 */
export interface ProductUpload {
  _id: number;
  fileName: string;
  storeCode: string;
  fileType?: 'csv' | 'txt';
  count?: number;
  dataCount?: number;
  errorCount?: number;
  error?: {
    line: number;
    message: string;
  }[];
  received?: string;
  finished?: string;
  createdBy?: string;
}

/** ProductUpload as the console sees it: without its x-internal fields. */
export type ProductUploadPublic = ProductUpload;

/**
 * A promotion of a store's product (doc 3 §3 Promotion, §7 GET/POST /product/promotion/{id}, GET /product/promotion/type). During its period (startDate to endDate) the label of the product shows the promotion price and the caption with the period (docs/api.md 'Promotions').
 */
export interface Promotion {
  storeCode: string;
  promotionId: string;
  type: 'SALE' | 'DISCOUNT' | 'CLEARANCE' | 'MEMBER';
  prCode: string;
  promotionPrice: number;
  startDate: string;
  endDate: string;
  text?: string;
  updatedAt?: string;
}

/** Promotion as the console sees it: without its x-internal fields. */
export type PromotionPublic = Promotion;

/**
 * A role with its privilege list (doc 3 §3 Role). role_id 0 is the super role.
 */
export interface Role {
  role_id: number;
  name: string;
  privilege: {
    key: string;
    depth: number;
    read: boolean;
    write: boolean;
  }[];
  updatedAt?: string;
}

/** Role as the console sees it: without its x-internal fields. */
export type RolePublic = Role;

/**
 * A staged software rollout of an upgrade package to every gateway (doc 3 §2 Software; docs/api.md 'Software upgrade'): stage 0 the canary, 1.. the waves; RUNNING, PAUSED (by the operator or by the failures of a stage), COMPLETED, ROLLING_BACK, ROLLED_BACK; at most one unfinished per component. GET /upgrade/rollout answers the latest of each component, GET /upgrade/rollout/{id} one, each as its summary (domain/software.ts RolloutSummary: this row with stages renamed stageCount, its totals and its progress per stage). Rows are the server's rollouts (server/repositories/rollouts.ts; checks, key and indexes in migration 520), stepped by the rollouts job (server/sim/rollout.ts).
 */
export interface Rollout {
  id: number;
  /**
   * its upgrade package (schemas/upgradePackage.schema.json)
   */
  packageId?: number;
  component?: 'grm' | 'gmp';
  version?: string;
  /**
   * the system_config value { version, updatedAt } the package replaced: a rollback restores it
   */
  previousConfig?: {
    [k: string]: unknown;
  };
  state?: 'RUNNING' | 'PAUSED' | 'COMPLETED' | 'ROLLING_BACK' | 'ROLLED_BACK';
  /**
   * the current stage: 0 the canary, 1.. the waves
   */
  stage?: number;
  /**
   * how many stages
   */
  stages?: number;
  /**
   * why a PAUSED rollout stopped
   */
  pausedReason?: 'operator' | 'failures';
  /**
   * a stage whose failures the operator accepted by resuming after an automatic pause
   */
  acceptedStage?: number;
  /**
   * the share of a stage's failed updates that pauses the rollout
   */
  failureThreshold?: number;
  /**
   * the uploader's email
   */
  createdBy?: string;
  startedAt?: string;
  updatedAt?: string;
  finishedAt?: string;
}

/** Rollout as the console sees it: without its x-internal fields. */
export type RolloutPublic = Rollout;

/**
 * One gateway's part in a software rollout (doc 3 §2 Software; docs/api.md 'Software upgrade'): its stage, its state (PENDING, UPDATING, DONE, FAILED with the error, ROLLING_BACK, ROLLED_BACK, SKIPPED), the version it had and when its update answers. The API answers them counted, per stage (the rollout summary) and per store (schemas/rolloutStore.schema.json), never row by row. Rows are the server's rollout_gateways (server/repositories/rollouts.ts, server/sim/statements/rollout.ts; key to its rollout, state check and indexes in migration 520).
 */
export interface RolloutGateway {
  rolloutId: number;
  gwMac: string;
  storeCode?: string;
  stage?: number;
  state?: 'PENDING' | 'UPDATING' | 'DONE' | 'FAILED' | 'ROLLING_BACK' | 'ROLLED_BACK' | 'SKIPPED';
  /**
   * the version the gateway had: a rollback restores it
   */
  previousVersion?: string;
  /**
   * when the update (or rollback) under way answers
   */
  dueAt?: string;
  error?: string;
  updatedAt?: string;
}

/** RolloutGateway as the console sees it: without its x-internal fields. */
export type RolloutGatewayPublic = RolloutGateway;

/**
 * One store's progress in a staged software rollout (doc 3 §2 Software; docs/api.md 'Software upgrade'): its gateways in the rollout, how many report the new version (done), failed, wait (pending: later stage or updating), and progress = (done + failed) / total in percent. GET /upgrade/rollout/{rolloutId}/store answers every store of the rollout; rows are counted from rollout_gateways (schemas/rolloutGateway.schema.json), no table of their own.
 */
export interface RolloutStore {
  storeCode: string;
  storeName?: string;
  total: number;
  done: number;
  failed: number;
  pending: number;
  progress: number;
}

/** RolloutStore as the console sees it: without its x-internal fields. */
export type RolloutStorePublic = RolloutStore;

/**
 * A second code of a product (doc 2 §1, §3 Second code): maps a store's product code to another code (an alternative barcode). The coop site shows the fields its product master carries with each code (sales type, insert, cease, delete, acquisition and modify dates, program and operator names, DB trigger flag). POST /product/secondCode/search reads them. Their headings are Italian in every locale (x-label app.secondCodes.coop.*); the list adds them on a site whose rules ask for them (domain/siteRules.ts).
 */
export interface SecondCode {
  storeCode: string;
  prCode: string;
  secondCode: string;
  salesTypeCode?: string;
  insertDate?: string;
  ceaseDate?: string;
  deleteDate?: string;
  acquisitionDate?: string;
  modifyDate?: string;
  programName?: string;
  operatorName?: string;
  dbTriggerFlag?: string;
}

/** SecondCode as the console sees it: without its x-internal fields. */
export type SecondCodePublic = SecondCode;

/**
 * A sensor of a store attached to a gateway (doc 2 §3 Sensor; table sensors, generated from this schema, indexes in migration 600; docs/api.md "Sensors"): operation is what it measures (TEMPERATURE, HUMIDITY), status OK, OUT_OF_RANGE or NO_RESPONSE (shown as OK or not OK, doc 2 §4). The sensor detail lists a store's sensors (25 per page), each linking to its alarm history and sensing history.
 */
export interface Sensor {
  sensorMac: string;
  storeCode?: string;
  gwMac?: string;
  operation: 'TEMPERATURE' | 'HUMIDITY';
  version?: string;
  battery?: number;
  rssi?: number;
  status: 'OK' | 'OUT_OF_RANGE' | 'NO_RESPONSE';
  minValue?: number;
  maxValue?: number;
  sensingValue?: number;
  sensingTime?: string;
  updatedAt?: string;
}

/** Sensor as the console sees it: without its x-internal fields. */
export type SensorPublic = Sensor;

/**
 * An alarm of a sensor (doc 2 §3 Sensor alarm; docs/api.md "Sensors"): a row of the alarm history raised by the sensor (SENSOR VALUE OUT OF RANGE, SENSOR NO RESPONSE). alarmType is the class's label (SYSTEM, WARNING, CRITICAL), type the alarm's name. The sensor alarm history (doc 2 §2) filters alarmTime by the range parameters startDate / endDate, newest first, 25 per page (doc 2 §9).
 */
export interface SensorAlarm {
  id: number;
  alarmTime: string;
  alarmType: string;
  type?: string;
  class?: 1 | 2 | 3;
  location?: string;
}

/** SensorAlarm as the console sees it: without its x-internal fields. */
export type SensorAlarmPublic = SensorAlarm;

/**
 * One reading of a sensor (table sensor_samples, generated from this schema: the key (sensor, time) carries the value, so a sensor's history is read from the index alone): the sensor history's rows and the custom dashboards' sensor sample figures. A sample belongs to the store of its sensor.
 */
export interface SensorSample {
  sensorMac: string;
  sensingTime: string;
  sensingValue: number;
}

/** SensorSample as the console sees it: without its x-internal fields. */
export type SensorSamplePublic = SensorSample;

/**
 * A store as the sensor status screen shows it (doc 2 §3 Sensor store; docs/api.md "Sensors"): its sensors counted, those under 20 % battery, the share of its sensors that report (percent) and its status (OFFLINE when a sensor stopped reporting, else ALARM when one is out of range, else NORMAL). GET /status/sensor answers every store of the session (the map); x-api.search is the paged table, POST /status/store/pagination/3 (25 per page, doc 2 §9).
 */
export interface SensorStore {
  storeCode: string;
  storeName?: string;
  position?: {
    latitude?: number;
    longitude?: number;
  };
  totalSensorCount: number;
  lowBatteryCount: number;
  successRate: number;
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  updatedAt?: string;
}

/** SensorStore as the console sees it: without its x-internal fields. */
export type SensorStorePublic = SensorStore;

/**
 * A proxy, ESL or database server of the installation (doc 1 §3 Server). x-list is the server status page (doc 1 §2.6): every server, refreshed every second (doc 1 §9), shown in three lists by type (the registered layout serverGroups); an item links to the server detail and has the delete action (server write).
 */
export interface Server {
  id: string;
  name: string;
  type: 'proxy' | 'esl' | 'database';
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  state?:
    | 'STARTUP'
    | 'RECOVERING'
    | 'STARTUP2'
    | 'UNKNOWN'
    | 'ARBITER'
    | 'DOWN'
    | 'ROLLBACK'
    | 'REMOVED'
    | 'ERROR'
    | 'PRIMARY'
    | 'SECONDARY'
    | 'MASTER'
    | 'LEADER'
    | 'FOLLOWER';
  ip?: string;
  reportTime?: string;
  diskUsage?: {
    used: number;
    total: number;
  };
  ramUsage?: {
    used: number;
    total: number;
  };
  serviceStatusList?: {
    name: string;
    status: string;
  }[];
  networkInformation?: {
    [k: string]: unknown;
  };
  /**
   * whether the server votes only (arbiter) or holds data (member); keeps an arbiter an arbiter while it is DOWN
   */
  replicaRole?: 'member' | 'arbiter';
}

/** Server as the console sees it: without its x-internal fields. */
export type ServerPublic = Omit<Server, 'replicaRole'>;

/**
 * One alarm of a server's alarm history (doc 1 §2.6 server detail, §7 Histories: POST /history/alarm/server/{id}/search, 10 per page, newest first; the class coloured 1 blue, 2 orange, 3 red, doc 1 §4). Stored by the alarm history, not through this schema (no x-table). x-list.refresh is the whole server detail page's interval (doc 1 §9: 60 s), stated only here.
 */
export interface ServerAlarm {
  id: number;
  location: string;
  type: string;
  class: 1 | 2 | 3;
  alarmType: string;
  alarmTime: string;
  updatedAt: string;
}

/** ServerAlarm as the console sees it: without its x-internal fields. */
export type ServerAlarmPublic = ServerAlarm;

/**
 * The server configuration (doc 3 §3 Server config, §5 save rules, §7 GET/PUT /config/server). Stored as system_config keys, one per field; what each field does in this server is in docs/api.md 'Server configuration'. No table: x-key names the read-only time of the last save.
 */
export interface ServerConfig {
  retailServerIp?: string;
  retailServerPort?: number;
  timeServerIp?: string;
  timeServerPort?: number;
  historyRetentionDays?: number;
  updateHistoryRetentionDays?: number;
  tagDisplayRefreshDays?: number;
  gatewayStatusCheckInterval?: number;
  panId?: string;
  mobile?: string;
  email?: string;
  mainFromMac?: string;
  mainFromPage?: number;
  generateTaskForLayoutUpdate?: boolean;
  forwardLayoutToGateway?: boolean;
  updatedAt?: string;
}

/** ServerConfig as the console sees it: without its x-internal fields. */
export type ServerConfigPublic = ServerConfig;

/**
 * The SMTP settings (doc 3 §3 SMTP config; GET/PUT /config/smtp, POST /test/smtp): the server every mail of the outbox goes through. ssl: implicit TLS (port 465); tls: STARTTLS required. account: the sender address and, with a password, the login. When enable is set, server, port and account are required (domain/smtpRules.ts). GET answers password empty; a PUT with an empty password keeps the stored one.
 */
export interface SmtpConfig {
  enable?: boolean;
  server?: string;
  port?: number;
  account?: string;
  password?: string;
  tls?: boolean;
  ssl?: boolean;
}

/** SmtpConfig as the console sees it: without its x-internal fields. */
export type SmtpConfigPublic = SmtpConfig;

/**
 * A store and its configuration (doc 1 §3 Store, doc 3 §3 Store). Defaults are doc 3 §9's new-store defaults. x-api.search is the gateway status list of stores, POST /status/store/pagination/{n} with n 0 (1 and 2 are the tag and product store lists).
 */
export interface Store {
  storeCode: string;
  storeName: string;
  address?: string;
  country?: string;
  position?: {
    latitude?: number;
    longitude?: number;
  };
  status?: 'NORMAL' | 'OFFLINE' | 'ALARM';
  gwCount?: number;
  normal?: number;
  offline?: number;
  alarm?: number;
  totalDuration?: number;
  eventDuration?: number;
  cpDuration?: number;
  oneChannelEnable?: boolean;
  channelMaskEnable?: boolean;
  outbandEnable?: boolean;
  notAutoRtnPage?: boolean;
  showMac?: boolean;
  hideLed?: boolean;
  eventLedCtrl?: boolean;
  baseTimeout?: number;
  timeoutTag?: number;
  nfRandomPercent?: number;
  nfRetryCnt?: number;
  nfBasicSleep?: number;
  nfDeepSleepDuration?: number;
  enableTagStatusCheck?: boolean;
  tagStatusCheckDay?: 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'MANUAL';
  timeServerIp?: string;
  timeServerPort?: number;
  panId?: string;
  /**
   * Delivery service level target: this percent of the store's tag updates confirmed within deliveryTargetMinutes (blank: the server default DELIVERY_TARGET_PERCENT).
   */
  deliveryTargetPercent?: number;
  /**
   * Delivery service level target: the minutes from asked to confirmed (blank: the server default DELIVERY_TARGET_MINUTES).
   */
  deliveryTargetMinutes?: number;
  updatedAt?: string;
}

/** Store as the console sees it: without its x-internal fields. */
export type StorePublic = Store;

/**
 * An electronic shelf label (doc 1 §3 Tag). The tag detail table of a store (x-list, 25 per page, refreshed every 3 s while a row is WIP, else every 30 s) and tag availability (x-lists.availability: the tags showing a product, in one store or across the session's stores; prCode travels in the search path's query).
 */
export interface Tag {
  tagId: string;
  tagMac: string;
  storeCode: string;
  prCode?: string;
  tagType: string;
  gwMac?: string;
  gwIp?: string;
  operation?: number;
  operationName?: string;
  status?:
    | 'OK'
    | 'NG'
    | 'NG1'
    | 'NG2'
    | 'NG3'
    | 'WIP'
    | 'UPDATE'
    | 'DEASSIGN'
    | 'MISSING'
    | 'REQ_ONLY'
    | 'REQ_ONLY2';
  version?: string;
  rssi?: number;
  battery?: number;
  temperature?: number;
  battStatus?: 'GOOD' | 'LOW';
  updatedAt?: string;
  respondedAt?: string;
}

/** Tag as the console sees it: without its x-internal fields. */
export type TagPublic = Tag;

/**
 * One sample of a tag's battery, reset or temperature history (doc 1 §2.8, §7 Histories; tables of server/db/migrations/171_tag_histories.sql): the three history tables of a tag, 10 per page, newest first.
 */
export interface TagSample {
  battery?: number;
  temperature?: number;
  cnt?: number;
  last_time?: string;
  updatedAt: string;
}

/** TagSample as the console sees it: without its x-internal fields. */
export type TagSamplePublic = TagSample;

/**
 * A store of the tag status list (doc 1 §2.8 /tag, §3 Store tag stats: 10 per page like the other store lists, refreshed every 30 s) with its tag stats, read from the maintained statistics (server/repositories/tagsStoreStats.ts): POST /status/store/pagination/1 pages, filters and sorts it in SQL; GET /status/store/tag gives every store of the session for the map. No table of its own, and read only (no validators).
 */
export interface TagStore {
  storeCode: string;
  storeName: string;
  position?: {
    latitude: number;
    longitude: number;
  };
  /**
   * the store's gateway status (the table's status column and filter)
   */
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  /**
   * the store's tag status (domain/tagStoreStatus.ts): the map markers and toggles
   */
  tagStatus?: 'NORMAL' | 'INPROGRESS' | 'ERROR';
  total: number;
  /**
   * tags whose last update succeeded: green unless 0
   */
  success: number;
  /**
   * tags being updated: blue unless 0
   */
  inprogress: number;
  /**
   * NG tags: red unless 0
   */
  error: number;
  lowBattery: number;
  /**
   * tags updated today
   */
  todayUpdated: number;
  /**
   * tags per tag type; the cell also reads countNgByType
   */
  countByType: {
    [k: string]: number;
  };
  /**
   * NG tags per tag type
   */
  countNgByType: {
    [k: string]: number;
  };
  /**
   * when the store's statistics row last changed
   */
  updatedAt?: string;
}

/** TagStore as the console sees it: without its x-internal fields. */
export type TagStorePublic = TagStore;

/**
 * An account's two-factor sign-in (issue 36, RFC 6238 TOTP): its authenticator secret encrypted with the server's two-factor key (server/auth/twoFactorKey.ts), the last time step used (a code counts once), ten recovery codes stored as scrypt hashes. Nothing of it is answered after enrolment but whether it is on and how many recovery codes are left.
 */
export interface TwoFactor {
  email: string;
  /**
   * when the first code confirmed it; null while an enrolment waits for its first code
   */
  enabledAt?: string;
  /**
   * the confirmed secret, AES-256-GCM with the two-factor key (server/auth/twoFactorKey.ts)
   */
  secretCipher?: string;
  /**
   * the secret of an enrolment waiting for its first code, encrypted the same way
   */
  pendingCipher?: string;
  /**
   * the last TOTP time step accepted (unix time / 30: an integer until the year 4000): a code of this step or an earlier one is refused (replay)
   */
  lastStep?: number;
  /**
   * scrypt hashes of the unused recovery codes (server/auth/password.ts); a used one is removed
   */
  recoveryHashes?: string[];
  updatedAt?: string;
}

/** TwoFactor as the console sees it: without its x-internal fields. */
export type TwoFactorPublic = Omit<TwoFactor, 'secretCipher' | 'pendingCipher' | 'lastStep' | 'recoveryHashes'>;

/**
 * A label update task of a store (doc 2 §3 Update task): assign, deassign, reassign, LED, page change, product or layout change. Its tags are update task tag rows; the simulator's radio works them (server/sim/tagRadio.ts). The task list across stores (x-lists.task) and a store's product update tasks (x-lists.productTask) refresh every 5 s while a task shown runs, else every 30 s (doc 2 §2); storeName and internalTaskId are answered by the search.
 */
export interface UpdateTask {
  taskId?: number;
  internalTaskId?: number;
  storeCode: string;
  storeName?: string;
  taskType: 'ASSIGN' | 'DEASSIGN' | 'REASSIGN' | 'LED' | 'PAGE' | 'PRODUCT' | 'LAYOUT';
  layoutId?: string;
  priorTaskId?: number;
  /**
   * the product change this task carries (product_updates batch: an upload history _id, or the id of its first product_updates row); null for tag actions
   */
  updateId?: string;
  createdBy?: string;
  productCount?: number;
  totalTags?: number;
  updatedTags?: number;
  failedTags?: number;
  progress?: number;
  startTime?: string;
  endTime?: string;
  timedOut?: boolean;
  /**
   * an administrator (role 0) re-sent its unfinished and failed tags (POST /task/refresh)
   */
  refreshed?: boolean;
  updatedAt?: string;
}

/** UpdateTask as the console sees it: without its x-internal fields. */
export type UpdateTaskPublic = Omit<UpdateTask, 'timedOut'>;

/**
 * One tag of an update task (doc 2 §3 Task tag row) and, with it, one row of the tag's update history (doc 1 §3 Update history row). status: null while the radio works it, OK or NG when it answered, CANCEL (without updatedAt) when a newer task replaced it. prInfo is the product info pushed to the label. Its tables: a tag's update history (x-lists.updateHistory, 10 per page), the tags of a task, its failed tags and the tags of a product update task (25 per page; the search answers the status as result, layoutId as layout and prInfo as prInfo_{index} columns named by the alias configuration).
 */
export interface UpdateTaskTag {
  taskId: number;
  tagId: string;
  storeCode: string;
  tagMac?: string;
  gwMac?: string;
  tagType?: string;
  taskType?: string;
  prCode?: string;
  layoutId?: string;
  layout?: string;
  nfc?: string;
  pageNo?: number;
  led?: {
    [k: string]: unknown;
  };
  prInfo?: string[];
  status?: 'OK' | 'NG' | 'CANCEL';
  result?: 'OK' | 'NG' | 'CANCEL';
  dueAt?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** UpdateTaskTag as the console sees it: without its x-internal fields. */
export type UpdateTaskTagPublic = Omit<UpdateTaskTag, 'dueAt'>;

/**
 * An accepted GRM or GMP upgrade package (doc 3 §2 Software; docs/api.md 'Software upgrade'): POST /upgrade/file stores it as upgrade/<id>-<component>-<version>.pkg and starts its rollout (schemas/rollout.schema.json). Rows are the server's upgrade_packages (server/repositories/rollouts.ts; component check in migration 520).
 */
export interface UpgradePackage {
  id: number;
  component?: 'grm' | 'gmp';
  version?: string;
  /**
   * the file's SHA-256, hex
   */
  sha256?: string;
  fileName?: string;
  /**
   * bytes
   */
  size?: number;
  /**
   * the uploader's email
   */
  createdBy?: string;
  createdAt?: string;
}

/** UpgradePackage as the console sees it: without its x-internal fields. */
export type UpgradePackagePublic = UpgradePackage;

/**
 * A user script (doc 3 §3 'Script/decorator: code, useType'; §7 /auth/3rd/party, /paper/parser/store/{code or default}, /product/file/parser/store/{code or default}, /tag/decorator/store/{code or default}, /plus/decorator/store/{code or default}). `target` is a store code or `default` (the third-party authentication script has only `default`). `useType`: `none` (no script: the built-in behaviour), `custom` (run this entry's code), `default` (a store entry only: follow the default entry). The server runs the code in the QuickJS sandbox of server/scripts/ (docs/api.md 'User scripts'). x-forms.save is the body of the POST calls.
 */
export interface UserScript {
  kind: 'thirdPartyAuth' | 'paperParser' | 'productFileParser' | 'tagDataDecorator' | 'plusDataDecorator';
  target: string;
  code: string;
  useType: 'none' | 'default' | 'custom';
  updatedAt?: string;
  updatedBy?: string;
}

/** UserScript as the console sees it: without its x-internal fields. */
export type UserScriptPublic = UserScript;

/**
 * A webhook subscription (issue 35): a URL that receives the events it chose as signed POSTs, from the durable queue (webhookDelivery). Owned by the member who made it: it receives only events of the stores its owner held then (scope).
 */
export interface Webhook {
  id: number;
  name: string;
  /**
   * https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery
   */
  url: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  events:
    | [
        | 'alarm.raised'
        | 'updateTask.finished'
        | 'delivery.targetMissed'
        | 'battery.lowListChanged'
        | 'productFile.imported'
        | 'productFile.failed'
        | 'gateway.offline'
        | 'gateway.online'
        | 'webhook.test',
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ]
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
      ];
  /**
   * alarm.raised only for these alarm types; null = every type
   *
   * @maxItems 100
   */
  alarmTypes?: string[];
  /**
   * alarm.raised only for these classes; null = every class
   *
   * @maxItems 3
   */
  alarmClasses?: [] | [1 | 2 | 3] | [1 | 2 | 3, 1 | 2 | 3] | [1 | 2 | 3, 1 | 2 | 3, 1 | 2 | 3];
  /**
   * the stores chosen (each one its owner holds); null = every store its owner holds
   *
   * @maxItems 10000
   */
  stores?: string[];
  /**
   * the stores whose events it receives: the stores chosen, else the owner's stores; null = every store and the events of no store (an owner who sees every store)
   */
  scope?: string[];
  /**
   * paused by its owner, or by the server after 24 hours of failing deliveries
   */
  status?: 'active' | 'paused';
  pausedReason?: 'owner' | 'failing';
  /**
   * the signing secret (shown once, at creation and rotation)
   */
  secret?: string;
  previousSecret?: string;
  /**
   * until when deliveries are also signed with the secret before the last rotation
   */
  previousSecretUntil?: string;
  /**
   * the first failed attempt of the current run of failures; null when the last attempt succeeded
   */
  failingSince?: string;
  createdBy?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** Webhook as the console sees it: without its x-internal fields. */
export type WebhookPublic = Omit<Webhook, 'scope' | 'secret' | 'previousSecret'>;

/**
 * One event queued for one webhook subscription (issue 35): written in the transaction of its cause, sent once across the instances in order per subscription, retried with exponential backoff for 24 hours, then failed.
 */
export interface WebhookDelivery {
  id: number;
  subscriptionId: number;
  /**
   * the event's id (a UUID), the same for every subscription it went to; a resend keeps it
   */
  eventId: string;
  type:
    | 'alarm.raised'
    | 'updateTask.finished'
    | 'delivery.targetMissed'
    | 'battery.lowListChanged'
    | 'productFile.imported'
    | 'productFile.failed'
    | 'gateway.offline'
    | 'gateway.online'
    | 'webhook.test';
  store?: string;
  occurredAt: string;
  /**
   * the body sent: { id, type, occurredAt, store?, data }
   */
  payload: {
    [k: string]: unknown;
  };
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt?: string;
  /**
   * the first attempt: retries go on for 24 hours after it
   */
  firstAttemptAt?: string;
  lastAttemptAt?: string;
  /**
   * the receiver's HTTP status of the last attempt
   */
  answerCode?: number;
  /**
   * the last attempt's duration
   */
  durationMs?: number;
  /**
   * why the last attempt failed (network error, timeout, status)
   */
  error?: string;
  createdAt?: string;
  sentAt?: string;
  claimedBy?: string;
  claimedAt?: string;
}

/** WebhookDelivery as the console sees it: without its x-internal fields. */
export type WebhookDeliveryPublic = Omit<WebhookDelivery, 'claimedBy' | 'claimedAt'>;

export type EntityName = 'account' | 'alarm' | 'alarmContent' | 'alarmNotification' | 'alarmSetting' | 'alias' | 'amac' | 'apiToken' | 'appFile' | 'auditLog' | 'backup' | 'batteryForecast' | 'batteryStore' | 'channelSetting' | 'dashboard' | 'dashboardFile' | 'deliveryAttempt' | 'deliveryDaily' | 'deliveryStore' | 'downloadTask' | 'familyProduct' | 'gateway' | 'gatewayAlarm' | 'gatewayPredefined' | 'health' | 'identityProvider' | 'layout' | 'loginHistory' | 'mailOutbox' | 'paperStore' | 'paperTask' | 'paperTaskRow' | 'paperUpload' | 'plusDevice' | 'plusMedia' | 'plusMediaStore' | 'plusSetting' | 'plusSoftware' | 'plusTemplate' | 'printer' | 'product' | 'productStore' | 'productUpdate' | 'productUpload' | 'promotion' | 'role' | 'rollout' | 'rolloutGateway' | 'rolloutStore' | 'secondCode' | 'sensor' | 'sensorAlarm' | 'sensorSample' | 'sensorStore' | 'server' | 'serverAlarm' | 'serverConfig' | 'smtpConfig' | 'store' | 'tag' | 'tagSample' | 'tagStore' | 'twoFactor' | 'updateTask' | 'updateTaskTag' | 'upgradePackage' | 'userScript' | 'webhook' | 'webhookDelivery';

export const entityNames: readonly EntityName[] = ['account', 'alarm', 'alarmContent', 'alarmNotification', 'alarmSetting', 'alias', 'amac', 'apiToken', 'appFile', 'auditLog', 'backup', 'batteryForecast', 'batteryStore', 'channelSetting', 'dashboard', 'dashboardFile', 'deliveryAttempt', 'deliveryDaily', 'deliveryStore', 'downloadTask', 'familyProduct', 'gateway', 'gatewayAlarm', 'gatewayPredefined', 'health', 'identityProvider', 'layout', 'loginHistory', 'mailOutbox', 'paperStore', 'paperTask', 'paperTaskRow', 'paperUpload', 'plusDevice', 'plusMedia', 'plusMediaStore', 'plusSetting', 'plusSoftware', 'plusTemplate', 'printer', 'product', 'productStore', 'productUpdate', 'productUpload', 'promotion', 'role', 'rollout', 'rolloutGateway', 'rolloutStore', 'secondCode', 'sensor', 'sensorAlarm', 'sensorSample', 'sensorStore', 'server', 'serverAlarm', 'serverConfig', 'smtpConfig', 'store', 'tag', 'tagSample', 'tagStore', 'twoFactor', 'updateTask', 'updateTaskTag', 'upgradePackage', 'userScript', 'webhook', 'webhookDelivery'];

/** Entity id → record type. */
export interface EntityTypes {
  account: Account;
  alarm: Alarm;
  alarmContent: AlarmContent;
  alarmNotification: AlarmNotification;
  alarmSetting: AlarmSetting;
  alias: Alias;
  amac: Amac;
  apiToken: ApiToken;
  appFile: AppFile;
  auditLog: AuditLog;
  backup: Backup;
  batteryForecast: BatteryForecast;
  batteryStore: BatteryStore;
  channelSetting: ChannelSetting;
  dashboard: Dashboard;
  dashboardFile: DashboardFile;
  deliveryAttempt: DeliveryAttempt;
  deliveryDaily: DeliveryDaily;
  deliveryStore: DeliveryStore;
  downloadTask: DownloadTask;
  familyProduct: FamilyProduct;
  gateway: Gateway;
  gatewayAlarm: GatewayAlarm;
  gatewayPredefined: GatewayPredefined;
  health: Health;
  identityProvider: IdentityProvider;
  layout: Layout;
  loginHistory: LoginHistory;
  mailOutbox: MailOutbox;
  paperStore: PaperStore;
  paperTask: PaperTask;
  paperTaskRow: PaperTaskRow;
  paperUpload: PaperUpload;
  plusDevice: PlusDevice;
  plusMedia: PlusMedia;
  plusMediaStore: PlusMediaStore;
  plusSetting: PlusSetting;
  plusSoftware: PlusSoftware;
  plusTemplate: PlusTemplate;
  printer: Printer;
  product: Product;
  productStore: ProductStore;
  productUpdate: ProductUpdate;
  productUpload: ProductUpload;
  promotion: Promotion;
  role: Role;
  rollout: Rollout;
  rolloutGateway: RolloutGateway;
  rolloutStore: RolloutStore;
  secondCode: SecondCode;
  sensor: Sensor;
  sensorAlarm: SensorAlarm;
  sensorSample: SensorSample;
  sensorStore: SensorStore;
  server: Server;
  serverAlarm: ServerAlarm;
  serverConfig: ServerConfig;
  smtpConfig: SmtpConfig;
  store: Store;
  tag: Tag;
  tagSample: TagSample;
  tagStore: TagStore;
  twoFactor: TwoFactor;
  updateTask: UpdateTask;
  updateTaskTag: UpdateTaskTag;
  upgradePackage: UpgradePackage;
  userScript: UserScript;
  webhook: Webhook;
  webhookDelivery: WebhookDelivery;
}

/** Entity id → record type without x-internal fields. */
export interface EntityPublicTypes {
  account: AccountPublic;
  alarm: AlarmPublic;
  alarmContent: AlarmContentPublic;
  alarmNotification: AlarmNotificationPublic;
  alarmSetting: AlarmSettingPublic;
  alias: AliasPublic;
  amac: AmacPublic;
  apiToken: ApiTokenPublic;
  appFile: AppFilePublic;
  auditLog: AuditLogPublic;
  backup: BackupPublic;
  batteryForecast: BatteryForecastPublic;
  batteryStore: BatteryStorePublic;
  channelSetting: ChannelSettingPublic;
  dashboard: DashboardPublic;
  dashboardFile: DashboardFilePublic;
  deliveryAttempt: DeliveryAttemptPublic;
  deliveryDaily: DeliveryDailyPublic;
  deliveryStore: DeliveryStorePublic;
  downloadTask: DownloadTaskPublic;
  familyProduct: FamilyProductPublic;
  gateway: GatewayPublic;
  gatewayAlarm: GatewayAlarmPublic;
  gatewayPredefined: GatewayPredefinedPublic;
  health: HealthPublic;
  identityProvider: IdentityProviderPublic;
  layout: LayoutPublic;
  loginHistory: LoginHistoryPublic;
  mailOutbox: MailOutboxPublic;
  paperStore: PaperStorePublic;
  paperTask: PaperTaskPublic;
  paperTaskRow: PaperTaskRowPublic;
  paperUpload: PaperUploadPublic;
  plusDevice: PlusDevicePublic;
  plusMedia: PlusMediaPublic;
  plusMediaStore: PlusMediaStorePublic;
  plusSetting: PlusSettingPublic;
  plusSoftware: PlusSoftwarePublic;
  plusTemplate: PlusTemplatePublic;
  printer: PrinterPublic;
  product: ProductPublic;
  productStore: ProductStorePublic;
  productUpdate: ProductUpdatePublic;
  productUpload: ProductUploadPublic;
  promotion: PromotionPublic;
  role: RolePublic;
  rollout: RolloutPublic;
  rolloutGateway: RolloutGatewayPublic;
  rolloutStore: RolloutStorePublic;
  secondCode: SecondCodePublic;
  sensor: SensorPublic;
  sensorAlarm: SensorAlarmPublic;
  sensorSample: SensorSamplePublic;
  sensorStore: SensorStorePublic;
  server: ServerPublic;
  serverAlarm: ServerAlarmPublic;
  serverConfig: ServerConfigPublic;
  smtpConfig: SmtpConfigPublic;
  store: StorePublic;
  tag: TagPublic;
  tagSample: TagSamplePublic;
  tagStore: TagStorePublic;
  twoFactor: TwoFactorPublic;
  updateTask: UpdateTaskPublic;
  updateTaskTag: UpdateTaskTagPublic;
  upgradePackage: UpgradePackagePublic;
  userScript: UserScriptPublic;
  webhook: WebhookPublic;
  webhookDelivery: WebhookDeliveryPublic;
}
