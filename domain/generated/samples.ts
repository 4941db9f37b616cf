// generated, do not edit: run `npm run codegen`
// Sample builders for test fixtures (scripts/codegen/samplesFile.ts): every field filled, the overrides on top.
import type * as Entity from './types';

/** a sample entity: every field set, the overrides (which may also say null) in place of the samples */
export type Sample<E, O> = Omit<Required<E>, keyof O> & O;

/** Account: every field of schemas/account.schema.json filled, `overrides` on top */
export function sampleAccount<O extends { [K in keyof Entity.Account]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Account, O> {
  const values: Required<Entity.Account> = {
    email: 'member@example.com',
    name: 'name',
    password: 'password',
    role_id: 0,
    mobile: 'mobile',
    store: [],
    enableWholeStore: false,
    ssoOnly: false,
    locked: false,
    weakPwd: false,
    forceChange: false,
    lastPwdChanged: '2026-01-02T03:04:05.000Z',
    failCount: 0,
    locale: 'en_US',
    passwordHash: 'passwordHash',
    adfs: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    id: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.Account, O>;
}

/** Alarm: every field of schemas/alarm.schema.json filled, `overrides` on top */
export function sampleAlarm<O extends { [K in keyof Entity.Alarm]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Alarm, O> {
  const values: Required<Entity.Alarm> = {
    id: 0,
    location: 'location',
    type: 'type',
    class: 1,
    alarmType: 'alarmType',
    alarmTime: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    sourceType: 'sourceType',
    sourceId: 'sourceId',
    data: {  },
  };
  return { ...values, ...overrides } as Sample<Entity.Alarm, O>;
}

/** AlarmContent: every field of schemas/alarmContent.schema.json filled, `overrides` on top */
export function sampleAlarmContent<O extends { [K in keyof Entity.AlarmContent]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.AlarmContent, O> {
  const values: Required<Entity.AlarmContent> = {
    type: 'type',
    title: 'title',
    detail: 'detail',
    subject: 'subject',
    body: 'body',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.AlarmContent, O>;
}

/** AlarmNotification: every field of schemas/alarmNotification.schema.json filled, `overrides` on top */
export function sampleAlarmNotification<O extends { [K in keyof Entity.AlarmNotification]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.AlarmNotification, O> {
  const values: Required<Entity.AlarmNotification> = {
    type: 'type',
    enabled: false,
    members: [],
    addresses: [],
    class: 1,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.AlarmNotification, O>;
}

/** AlarmSetting: every field of schemas/alarmSetting.schema.json filled, `overrides` on top */
export function sampleAlarmSetting<O extends { [K in keyof Entity.AlarmSetting]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.AlarmSetting, O> {
  const values: Required<Entity.AlarmSetting> = {
    memoryThreshold: 90,
    diskThreshold: 90,
    progressThreshold: 100,
    totalTagsThreshold: 1,
    receiveCriticalOnly: false,
  };
  return { ...values, ...overrides } as Sample<Entity.AlarmSetting, O>;
}

/** Alias: every field of schemas/alias.schema.json filled, `overrides` on top */
export function sampleAlias<O extends { [K in keyof Entity.Alias]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Alias, O> {
  const values: Required<Entity.Alias> = {
    index: 0,
    name: 'name',
    key: false,
    chart: false,
  };
  return { ...values, ...overrides } as Sample<Entity.Alias, O>;
}

/** Amac: every field of schemas/amac.schema.json filled, `overrides` on top */
export function sampleAmac<O extends { [K in keyof Entity.Amac]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Amac, O> {
  const values: Required<Entity.Amac> = {
    abstractData: 'abstractData',
    abstractCode: 'abstractCode',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Amac, O>;
}

/** ApiToken: every field of schemas/apiToken.schema.json filled, `overrides` on top */
export function sampleApiToken<O extends { [K in keyof Entity.ApiToken]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ApiToken, O> {
  const values: Required<Entity.ApiToken> = {
    id: 0,
    name: 'name',
    prefix: 'prefix',
    role_id: 0,
    store: [],
    enableWholeStore: false,
    createdBy: 'createdBy',
    createdAt: '2026-01-02T03:04:05.000Z',
    expiresAt: '2026-01-02T03:04:05.000Z',
    lastUsedAt: '2026-01-02T03:04:05.000Z',
    lastUsedIp: 'lastUsedIp',
    revokedAt: '2026-01-02T03:04:05.000Z',
    revokedBy: 'revokedBy',
    secretHash: 'secretHash',
  };
  return { ...values, ...overrides } as Sample<Entity.ApiToken, O>;
}

/** AppFile: every field of schemas/appFile.schema.json filled, `overrides` on top */
export function sampleAppFile<O extends { [K in keyof Entity.AppFile]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.AppFile, O> {
  const values: Required<Entity.AppFile> = {
    _id: 0,
    ver: 'ver',
    fileName: 'fileName',
    size: 0,
    sha256: 'sha256',
    active: false,
    createdBy: 'createdBy',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.AppFile, O>;
}

/** AuditLog: every field of schemas/auditLog.schema.json filled, `overrides` on top */
export function sampleAuditLog<O extends { [K in keyof Entity.AuditLog]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.AuditLog, O> {
  const values: Required<Entity.AuditLog> = {
    id: 0,
    at: '2026-01-02T03:04:05.000Z',
    actor: 'actor',
    actorKind: 'account',
    sourceIp: 'sourceIp',
    requestId: 'requestId',
    call: 'call',
    route: 'route',
    action: 'create',
    entity: 'entity',
    entityKey: 'entityKey',
    storeCode: 'storeCode',
    changes: {  },
  };
  return { ...values, ...overrides } as Sample<Entity.AuditLog, O>;
}

/** Backup: every field of schemas/backup.schema.json filled, `overrides` on top */
export function sampleBackup<O extends { [K in keyof Entity.Backup]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Backup, O> {
  const values: Required<Entity.Backup> = {

  };
  return { ...values, ...overrides } as Sample<Entity.Backup, O>;
}

/** BatteryForecast: every field of schemas/batteryForecast.schema.json filled, `overrides` on top */
export function sampleBatteryForecast<O extends { [K in keyof Entity.BatteryForecast]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.BatteryForecast, O> {
  const values: Required<Entity.BatteryForecast> = {
    tagId: 'tagId',
    storeCode: 'storeCode',
    tagMac: 'tagMac',
    tagType: 'tagType',
    gwMac: 'gwMac',
    prCode: 'prCode',
    prName: 'prName',
    aisle: 'aisle',
    level: 0,
    ratePerMonth: 0,
    forecastAt: '2026-01-02T03:04:05.000Z',
    state: 'forecast',
    readings: 0,
    replacedAt: '2026-01-02T03:04:05.000Z',
    lastReadingAt: '2026-01-02T03:04:05.000Z',
    historyId: 0,
    computedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.BatteryForecast, O>;
}

/** BatteryStore: every field of schemas/batteryStore.schema.json filled, `overrides` on top */
export function sampleBatteryStore<O extends { [K in keyof Entity.BatteryStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.BatteryStore, O> {
  const values: Required<Entity.BatteryStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    thisWeek: 0,
    nextWeek: 0,
    thisMonth: 0,
    low: 0,
    tooFewReadings: 0,
    tags: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.BatteryStore, O>;
}

/** ChannelSetting: every field of schemas/channelSetting.schema.json filled, `overrides` on top */
export function sampleChannelSetting<O extends { [K in keyof Entity.ChannelSetting]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ChannelSetting, O> {
  const values: Required<Entity.ChannelSetting> = {
    storeCode: 'storeCode',
    gwIndex: 0,
    dataChannel: 11,
    eventChannel: 26,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.ChannelSetting, O>;
}

/** Dashboard: every field of schemas/dashboard.schema.json filled, `overrides` on top */
export function sampleDashboard<O extends { [K in keyof Entity.Dashboard]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Dashboard, O> {
  const values: Required<Entity.Dashboard> = {
    id: 0,
    name: 'name',
    owner: 'owner',
    ownerName: 'ownerName',
    ownerId: 0,
    builtIn: false,
    sharedRoles: [],
    variables: { stores: [], range: { last: '24h' } },
    layouts: { lg: [], sm: [] },
    panels: [],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Dashboard, O>;
}

/** DashboardFile: every field of schemas/dashboardFile.schema.json filled, `overrides` on top */
export function sampleDashboardFile<O extends { [K in keyof Entity.DashboardFile]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.DashboardFile, O> {
  const values: Required<Entity.DashboardFile> = {
    name: 'name',
    sharedRoles: [],
    variables: { stores: [], range: { last: '24h' } },
    layouts: { lg: [], sm: [] },
    panels: [],
  };
  return { ...values, ...overrides } as Sample<Entity.DashboardFile, O>;
}

/** DeliveryAttempt: every field of schemas/deliveryAttempt.schema.json filled, `overrides` on top */
export function sampleDeliveryAttempt<O extends { [K in keyof Entity.DeliveryAttempt]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.DeliveryAttempt, O> {
  const values: Required<Entity.DeliveryAttempt> = {
    taskId: 0,
    tagId: 'tagId',
    storeCode: 'storeCode',
    tagMac: 'tagMac',
    gwMac: 'gwMac',
    taskType: 'taskType',
    askedAt: '2026-01-02T03:04:05.000Z',
    takenAt: '2026-01-02T03:04:05.000Z',
    confirmedAt: '2026-01-02T03:04:05.000Z',
    failedAt: '2026-01-02T03:04:05.000Z',
    tries: 0,
    cause: 'gatewayOffline',
    seconds: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.DeliveryAttempt, O>;
}

/** DeliveryDaily: every field of schemas/deliveryDaily.schema.json filled, `overrides` on top */
export function sampleDeliveryDaily<O extends { [K in keyof Entity.DeliveryDaily]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.DeliveryDaily, O> {
  const values: Required<Entity.DeliveryDaily> = {
    storeCode: 'storeCode',
    day: '2026-01-02T03:04:05.000Z',
    count: 0,
    confirmed: 0,
    withinTarget: 0,
    failed: 0,
    open: 0,
    p50: 0,
    p95: 0,
    p99: 0,
    successRate: 0,
    targetPercent: 0,
    targetMinutes: 0,
    status: 'MET',
    missed: 0,
    closed: false,
  };
  return { ...values, ...overrides } as Sample<Entity.DeliveryDaily, O>;
}

/** DeliveryStore: every field of schemas/deliveryStore.schema.json filled, `overrides` on top */
export function sampleDeliveryStore<O extends { [K in keyof Entity.DeliveryStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.DeliveryStore, O> {
  const values: Required<Entity.DeliveryStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    position: { latitude: 0, longitude: 0 },
    day: 'day',
    count: 0,
    withinTarget: 0,
    failed: 0,
    p50: 0,
    p95: 0,
    p99: 0,
    successRate: 0,
    targetPercent: 0,
    targetMinutes: 0,
    met: false,
    status: 'MET',
    yesterdayP95: 0,
    trend: 'up',
    rolledAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.DeliveryStore, O>;
}

/** DownloadTask: every field of schemas/downloadTask.schema.json filled, `overrides` on top */
export function sampleDownloadTask<O extends { [K in keyof Entity.DownloadTask]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.DownloadTask, O> {
  const values: Required<Entity.DownloadTask> = {
    taskId: 'taskId',
    type: 0,
    email: 'email',
    request: {  },
    progress: 0,
    fileName: 'fileName',
    filePath: 'filePath',
    error: 'error',
    createdAt: '2026-01-02T03:04:05.000Z',
    finishedAt: '2026-01-02T03:04:05.000Z',
    instanceId: 'instanceId',
  };
  return { ...values, ...overrides } as Sample<Entity.DownloadTask, O>;
}

/** FamilyProduct: every field of schemas/familyProduct.schema.json filled, `overrides` on top */
export function sampleFamilyProduct<O extends { [K in keyof Entity.FamilyProduct]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.FamilyProduct, O> {
  const values: Required<Entity.FamilyProduct> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    fmPrCode: 'fmPrCode',
    prCodeList: [],
    layoutId: 'layoutId',
    nfc: 'nfc',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.FamilyProduct, O>;
}

/** Gateway: every field of schemas/gateway.schema.json filled, `overrides` on top */
export function sampleGateway<O extends { [K in keyof Entity.Gateway]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Gateway, O> {
  const values: Required<Entity.Gateway> = {
    gwMac: 'gwMac',
    storeCode: 'storeCode',
    gwIndex: 0,
    channelGroupIndex: 0,
    tagCount: 0,
    ip: '10.0.0.1:8080',
    alternateIp: 'alternateIp',
    netmask: '10.0.0.1',
    defaultGateway: '10.0.0.1',
    dns: '10.0.0.1',
    eslServerPort: 0,
    dataChannel: 11,
    eventChannel: 26,
    gmpVersion: 'gmpVersion',
    grmVersion: 'grmVersion',
    status: 'NORMAL',
    upLink: 'OK',
    downLink: 'OK',
    timeSync: true,
    diskUsage: 0,
    ramUsage: 0,
    serviceStatusList: [],
    lastStatusTime: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    kind: 'sim',
    address: 'address',
  };
  return { ...values, ...overrides } as Sample<Entity.Gateway, O>;
}

/** GatewayAlarm: every field of schemas/gatewayAlarm.schema.json filled, `overrides` on top */
export function sampleGatewayAlarm<O extends { [K in keyof Entity.GatewayAlarm]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.GatewayAlarm, O> {
  const values: Required<Entity.GatewayAlarm> = {
    id: 0,
    alarmTime: '2026-01-02T03:04:05.000Z',
    location: 'location',
    type: 'type',
    alarmType: 'alarmType',
    class: 1,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.GatewayAlarm, O>;
}

/** GatewayPredefined: every field of schemas/gatewayPredefined.schema.json filled, `overrides` on top */
export function sampleGatewayPredefined<O extends { [K in keyof Entity.GatewayPredefined]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.GatewayPredefined, O> {
  const values: Required<Entity.GatewayPredefined> = {
    gwMac: 'gwMac',
    storeCode: 'storeCode',
    gwIndex: 0,
    channelGroupIndex: 0,
    ip: 'ip',
    netmask: 'netmask',
    defaultGateway: 'defaultGateway',
    dns: 'dns',
    eslServerPort: 0,
    dataChannel: 0,
    eventChannel: 0,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.GatewayPredefined, O>;
}

/** Health: every field of schemas/health.schema.json filled, `overrides` on top */
export function sampleHealth<O extends { [K in keyof Entity.Health]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Health, O> {
  const values: Required<Entity.Health> = {

  };
  return { ...values, ...overrides } as Sample<Entity.Health, O>;
}

/** IdentityProvider: every field of schemas/identityProvider.schema.json filled, `overrides` on top */
export function sampleIdentityProvider<O extends { [K in keyof Entity.IdentityProvider]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.IdentityProvider, O> {
  const values: Required<Entity.IdentityProvider> = {
    id: 0,
    name: 'name',
    issuer: 'issuerxx',
    clientId: 'clientId',
    clientSecretSealed: 'clientSecretSealed',
    scopes: 'openid email profile',
    emailClaim: 'email',
    rules: [],
    createUnknown: false,
    enabled: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.IdentityProvider, O>;
}

/** Layout: every field of schemas/layout.schema.json filled, `overrides` on top */
export function sampleLayout<O extends { [K in keyof Entity.Layout]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Layout, O> {
  const values: Required<Entity.Layout> = {
    layoutId: 'layoutId',
    name: 'name',
    family: 'small',
    kind: 'standard',
    currency: 'currency',
    pages: [],
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Layout, O>;
}

/** LoginHistory: every field of schemas/loginHistory.schema.json filled, `overrides` on top */
export function sampleLoginHistory<O extends { [K in keyof Entity.LoginHistory]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.LoginHistory, O> {
  const values: Required<Entity.LoginHistory> = {
    id: 0,
    ip: 'ip',
    type: 0,
    email: 'email',
    success: false,
    locked: false,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.LoginHistory, O>;
}

/** MailOutbox: every field of schemas/mailOutbox.schema.json filled, `overrides` on top */
export function sampleMailOutbox<O extends { [K in keyof Entity.MailOutbox]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.MailOutbox, O> {
  const values: Required<Entity.MailOutbox> = {
    id: 0,
    to: 'to',
    subject: 'subject',
    alarmType: 'alarmType',
    status: 'pending',
    attempts: 0,
    createdAt: '2026-01-02T03:04:05.000Z',
    sentAt: '2026-01-02T03:04:05.000Z',
    nextAttemptAt: '2026-01-02T03:04:05.000Z',
    error: 'error',
    body: 'body',
    claimedBy: 'claimedBy',
    claimedAt: '2026-01-02T03:04:05.000Z',
    alarmId: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.MailOutbox, O>;
}

/** PaperStore: every field of schemas/paperStore.schema.json filled, `overrides` on top */
export function samplePaperStore<O extends { [K in keyof Entity.PaperStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PaperStore, O> {
  const values: Required<Entity.PaperStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    position: { latitude: 0, longitude: 0 },
    totalTaskCount: 0,
    totalCompleteCount: 0,
    todayTaskCount: 0,
    todayCompleteCount: 0,
    status: 'NORMAL',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PaperStore, O>;
}

/** PaperTask: every field of schemas/paperTask.schema.json filled, `overrides` on top */
export function samplePaperTask<O extends { [K in keyof Entity.PaperTask]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PaperTask, O> {
  const values: Required<Entity.PaperTask> = {
    _id: 0,
    storeCode: 'storeCode',
    taskDes: 'taskDes',
    total: 0,
    complete: 0,
    progress: 0,
    updatedAt: '2026-01-02T03:04:05.000Z',
    uploadId: 0,
    createdAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PaperTask, O>;
}

/** PaperTaskRow: every field of schemas/paperTaskRow.schema.json filled, `overrides` on top */
export function samplePaperTaskRow<O extends { [K in keyof Entity.PaperTaskRow]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PaperTaskRow, O> {
  const values: Required<Entity.PaperTaskRow> = {
    id: 0,
    taskId: 0,
    storeCode: 'storeCode',
    rowNo: 0,
    prCode: 'prCode',
    prInfo: [],
    printerIp: 'printerIp',
    printerName: 'printerName',
    resultCode: 0,
    resultMsg: 'resultMsg',
    printedTime: '2026-01-02T03:04:05.000Z',
    dueAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    result: 'NONE',
  };
  return { ...values, ...overrides } as Sample<Entity.PaperTaskRow, O>;
}

/** PaperUpload: every field of schemas/paperUpload.schema.json filled, `overrides` on top */
export function samplePaperUpload<O extends { [K in keyof Entity.PaperUpload]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PaperUpload, O> {
  const values: Required<Entity.PaperUpload> = {
    _id: 0,
    fileName: 'fileName',
    storeCode: 'storeCode',
    taskId: 0,
    taskDes: 'taskDes',
    count: 0,
    errorCount: 0,
    error: [],
    parser: 'parser',
    received: '2026-01-02T03:04:05.000Z',
    finished: '2026-01-02T03:04:05.000Z',
    createdBy: 'createdBy',
  };
  return { ...values, ...overrides } as Sample<Entity.PaperUpload, O>;
}

/** PlusDevice: every field of schemas/plusDevice.schema.json filled, `overrides` on top */
export function samplePlusDevice<O extends { [K in keyof Entity.PlusDevice]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusDevice, O> {
  const values: Required<Entity.PlusDevice> = {
    storeCode: 'storeCode',
    mac: 'mac',
    name: 'name',
    model: 'IP231A',
    ver: 'ver',
    template: 'template',
    status: 'status',
    recvTime: '2026-01-02T03:04:05.000Z',
    showIdx: 0,
    mode: 0,
    infoViewDuration: 10,
    volume: 50,
    maxVolume: 100,
    brightness: 200,
    tz: 'UTC',
    networks: [],
    screenWidth: 1920,
    screenHeight: 158,
    products: [],
    show: [],
    reportedShow: [],
    syncedAt: '2026-01-02T03:04:05.000Z',
    blinkUntil: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PlusDevice, O>;
}

/** PlusMedia: every field of schemas/plusMedia.schema.json filled, `overrides` on top */
export function samplePlusMedia<O extends { [K in keyof Entity.PlusMedia]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusMedia, O> {
  const values: Required<Entity.PlusMedia> = {
    _id: 0,
    storeCode: 'storeCode',
    type: 'image',
    id: 1,
    name: 'name',
    contentType: 'contentType',
    size: 0,
    width: 0,
    height: 0,
    thumbnail: false,
    sha256: 'sha256',
    createdBy: 'createdBy',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PlusMedia, O>;
}

/** PlusMediaStore: every field of schemas/plusMediaStore.schema.json filled, `overrides` on top */
export function samplePlusMediaStore<O extends { [K in keyof Entity.PlusMediaStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusMediaStore, O> {
  const values: Required<Entity.PlusMediaStore> = {
    storeName: 'storeName',
    storeCode: 'storeCode',
    total: 0,
    online: 0,
    offline: 0,
    status: 'NORMAL',
    position: { latitude: 0, longitude: 0 },
  };
  return { ...values, ...overrides } as Sample<Entity.PlusMediaStore, O>;
}

/** PlusSetting: every field of schemas/plusSetting.schema.json filled, `overrides` on top */
export function samplePlusSetting<O extends { [K in keyof Entity.PlusSetting]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusSetting, O> {
  const values: Required<Entity.PlusSetting> = {
    storeCode: 'storeCode',
    tz: 'UTC',
    infoViewDuration: 30,
    defaultTemplate: 'defaultTemplate',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PlusSetting, O>;
}

/** PlusSoftware: every field of schemas/plusSoftware.schema.json filled, `overrides` on top */
export function samplePlusSoftware<O extends { [K in keyof Entity.PlusSoftware]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusSoftware, O> {
  const values: Required<Entity.PlusSoftware> = {
    _id: 0,
    storeCode: 'storeCode',
    os: 'os',
    model: 'IP231A',
    ver: 'ver',
    name: 'name',
    size: 0,
    sha256: 'sha256',
    createdBy: 'createdBy',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PlusSoftware, O>;
}

/** PlusTemplate: every field of schemas/plusTemplate.schema.json filled, `overrides` on top */
export function samplePlusTemplate<O extends { [K in keyof Entity.PlusTemplate]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.PlusTemplate, O> {
  const values: Required<Entity.PlusTemplate> = {
    storeCode: 'storeCode',
    _id: '_id',
    size: '23.1',
    show: [],
    slides: 0,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.PlusTemplate, O>;
}

/** Printer: every field of schemas/printer.schema.json filled, `overrides` on top */
export function samplePrinter<O extends { [K in keyof Entity.Printer]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Printer, O> {
  const values: Required<Entity.Printer> = {
    storeCode: 'storeCode',
    printerIp: 'printerIp',
    printerName: 'printerName',
    status: 'NORMAL',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Printer, O>;
}

/** Product: every field of schemas/product.schema.json filled, `overrides` on top */
export function sampleProduct<O extends { [K in keyof Entity.Product]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Product, O> {
  const values: Required<Entity.Product> = {
    storeCode: 'storeCode',
    prCode: 'prCode',
    prName: 'prName',
    layoutId: 'layoutId',
    nfc: 'nfc',
    prInfo: [],
    tagCount: 0,
    tagType: [],
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Product, O>;
}

/** ProductStore: every field of schemas/productStore.schema.json filled, `overrides` on top */
export function sampleProductStore<O extends { [K in keyof Entity.ProductStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ProductStore, O> {
  const values: Required<Entity.ProductStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    position: { latitude: 0, longitude: 0 },
    status: 'NORMAL',
    productCount: 0,
    todayUpdated: 0,
    tagCount: 0,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.ProductStore, O>;
}

/** ProductUpdate: every field of schemas/productUpdate.schema.json filled, `overrides` on top */
export function sampleProductUpdate<O extends { [K in keyof Entity.ProductUpdate]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ProductUpdate, O> {
  const values: Required<Entity.ProductUpdate> = {
    id: 0,
    storeCode: 'storeCode',
    prCode: 'prCode',
    prName: 'prName',
    layoutId: 'layoutId',
    nfc: 'nfc',
    prInfo: [],
    taskId: 0,
    updateId: 'updateId',
    source: 'console',
    createdBy: 'createdBy',
    updatedAt: '2026-01-02T03:04:05.000Z',
    status: { status: 'status', updatedAt: '2026-01-02T03:04:05.000Z' },
  };
  return { ...values, ...overrides } as Sample<Entity.ProductUpdate, O>;
}

/** ProductUpload: every field of schemas/productUpload.schema.json filled, `overrides` on top */
export function sampleProductUpload<O extends { [K in keyof Entity.ProductUpload]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ProductUpload, O> {
  const values: Required<Entity.ProductUpload> = {
    _id: 0,
    fileName: 'fileName',
    storeCode: 'storeCode',
    fileType: 'csv',
    count: 0,
    dataCount: 0,
    errorCount: 0,
    error: [],
    received: '2026-01-02T03:04:05.000Z',
    finished: '2026-01-02T03:04:05.000Z',
    createdBy: 'createdBy',
  };
  return { ...values, ...overrides } as Sample<Entity.ProductUpload, O>;
}

/** Promotion: every field of schemas/promotion.schema.json filled, `overrides` on top */
export function samplePromotion<O extends { [K in keyof Entity.Promotion]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Promotion, O> {
  const values: Required<Entity.Promotion> = {
    storeCode: 'storeCode',
    promotionId: 'promotionId',
    type: 'SALE',
    prCode: 'prCode',
    promotionPrice: 0,
    startDate: '2026-01-02T03:04:05.000Z',
    endDate: '2026-01-02T03:04:05.000Z',
    text: 'text',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Promotion, O>;
}

/** Role: every field of schemas/role.schema.json filled, `overrides` on top */
export function sampleRole<O extends { [K in keyof Entity.Role]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Role, O> {
  const values: Required<Entity.Role> = {
    role_id: 0,
    name: 'name',
    privilege: [],
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Role, O>;
}

/** Rollout: every field of schemas/rollout.schema.json filled, `overrides` on top */
export function sampleRollout<O extends { [K in keyof Entity.Rollout]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Rollout, O> {
  const values: Required<Entity.Rollout> = {
    id: 0,
    packageId: 0,
    component: 'grm',
    version: 'version',
    previousConfig: {  },
    state: 'RUNNING',
    stage: 0,
    stages: 1,
    pausedReason: 'operator',
    acceptedStage: 0,
    failureThreshold: 0,
    createdBy: 'createdBy',
    startedAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    finishedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Rollout, O>;
}

/** RolloutGateway: every field of schemas/rolloutGateway.schema.json filled, `overrides` on top */
export function sampleRolloutGateway<O extends { [K in keyof Entity.RolloutGateway]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.RolloutGateway, O> {
  const values: Required<Entity.RolloutGateway> = {
    rolloutId: 0,
    gwMac: 'gwMac',
    storeCode: 'storeCode',
    stage: 0,
    state: 'PENDING',
    previousVersion: 'previousVersion',
    dueAt: '2026-01-02T03:04:05.000Z',
    error: 'error',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.RolloutGateway, O>;
}

/** RolloutStore: every field of schemas/rolloutStore.schema.json filled, `overrides` on top */
export function sampleRolloutStore<O extends { [K in keyof Entity.RolloutStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.RolloutStore, O> {
  const values: Required<Entity.RolloutStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    total: 0,
    done: 0,
    failed: 0,
    pending: 0,
    progress: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.RolloutStore, O>;
}

/** SecondCode: every field of schemas/secondCode.schema.json filled, `overrides` on top */
export function sampleSecondCode<O extends { [K in keyof Entity.SecondCode]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.SecondCode, O> {
  const values: Required<Entity.SecondCode> = {
    storeCode: 'storeCode',
    prCode: 'prCode',
    secondCode: 'secondCode',
    salesTypeCode: 'salesTypeCode',
    insertDate: '2026-01-02T03:04:05.000Z',
    ceaseDate: '2026-01-02T03:04:05.000Z',
    deleteDate: '2026-01-02T03:04:05.000Z',
    acquisitionDate: '2026-01-02T03:04:05.000Z',
    modifyDate: '2026-01-02T03:04:05.000Z',
    programName: 'programName',
    operatorName: 'operatorName',
    dbTriggerFlag: 'dbTrigge',
  };
  return { ...values, ...overrides } as Sample<Entity.SecondCode, O>;
}

/** Sensor: every field of schemas/sensor.schema.json filled, `overrides` on top */
export function sampleSensor<O extends { [K in keyof Entity.Sensor]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Sensor, O> {
  const values: Required<Entity.Sensor> = {
    sensorMac: 'sensorMac',
    storeCode: 'storeCode',
    gwMac: 'gwMac',
    operation: 'TEMPERATURE',
    version: 'version',
    battery: 0,
    rssi: 0,
    status: 'OK',
    minValue: 0,
    maxValue: 0,
    sensingValue: 0,
    sensingTime: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Sensor, O>;
}

/** SensorAlarm: every field of schemas/sensorAlarm.schema.json filled, `overrides` on top */
export function sampleSensorAlarm<O extends { [K in keyof Entity.SensorAlarm]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.SensorAlarm, O> {
  const values: Required<Entity.SensorAlarm> = {
    id: 0,
    alarmTime: '2026-01-02T03:04:05.000Z',
    alarmType: 'alarmType',
    type: 'type',
    class: 1,
    location: 'location',
  };
  return { ...values, ...overrides } as Sample<Entity.SensorAlarm, O>;
}

/** SensorSample: every field of schemas/sensorSample.schema.json filled, `overrides` on top */
export function sampleSensorSample<O extends { [K in keyof Entity.SensorSample]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.SensorSample, O> {
  const values: Required<Entity.SensorSample> = {
    sensorMac: 'sensorMac',
    sensingTime: '2026-01-02T03:04:05.000Z',
    sensingValue: 0,
  };
  return { ...values, ...overrides } as Sample<Entity.SensorSample, O>;
}

/** SensorStore: every field of schemas/sensorStore.schema.json filled, `overrides` on top */
export function sampleSensorStore<O extends { [K in keyof Entity.SensorStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.SensorStore, O> {
  const values: Required<Entity.SensorStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    position: { latitude: 0, longitude: 0 },
    totalSensorCount: 0,
    lowBatteryCount: 0,
    successRate: 0,
    status: 'NORMAL',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.SensorStore, O>;
}

/** Server: every field of schemas/server.schema.json filled, `overrides` on top */
export function sampleServer<O extends { [K in keyof Entity.Server]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Server, O> {
  const values: Required<Entity.Server> = {
    id: 'id',
    name: 'name',
    type: 'proxy',
    status: 'NORMAL',
    state: 'STARTUP',
    ip: 'ip',
    reportTime: '2026-01-02T03:04:05.000Z',
    diskUsage: { used: 0, total: 0 },
    ramUsage: { used: 0, total: 0 },
    serviceStatusList: [],
    networkInformation: {  },
    replicaRole: 'member',
  };
  return { ...values, ...overrides } as Sample<Entity.Server, O>;
}

/** ServerAlarm: every field of schemas/serverAlarm.schema.json filled, `overrides` on top */
export function sampleServerAlarm<O extends { [K in keyof Entity.ServerAlarm]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ServerAlarm, O> {
  const values: Required<Entity.ServerAlarm> = {
    id: 0,
    location: 'location',
    type: 'type',
    class: 1,
    alarmType: 'alarmType',
    alarmTime: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.ServerAlarm, O>;
}

/** ServerConfig: every field of schemas/serverConfig.schema.json filled, `overrides` on top */
export function sampleServerConfig<O extends { [K in keyof Entity.ServerConfig]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.ServerConfig, O> {
  const values: Required<Entity.ServerConfig> = {
    retailServerIp: 'retailServerIp',
    retailServerPort: 0,
    timeServerIp: 'timeServerIp',
    timeServerPort: 123,
    historyRetentionDays: 30,
    updateHistoryRetentionDays: 30,
    tagDisplayRefreshDays: 7,
    gatewayStatusCheckInterval: 10,
    panId: '0001',
    mobile: 'mobile',
    email: 'email',
    mainFromMac: 'mainFromMac',
    mainFromPage: 0,
    generateTaskForLayoutUpdate: false,
    forwardLayoutToGateway: false,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.ServerConfig, O>;
}

/** SmtpConfig: every field of schemas/smtpConfig.schema.json filled, `overrides` on top */
export function sampleSmtpConfig<O extends { [K in keyof Entity.SmtpConfig]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.SmtpConfig, O> {
  const values: Required<Entity.SmtpConfig> = {
    enable: false,
    server: 'server',
    port: 1,
    account: 'account',
    password: 'password',
    tls: false,
    ssl: false,
  };
  return { ...values, ...overrides } as Sample<Entity.SmtpConfig, O>;
}

/** Store: every field of schemas/store.schema.json filled, `overrides` on top */
export function sampleStore<O extends { [K in keyof Entity.Store]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Store, O> {
  const values: Required<Entity.Store> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    address: 'address',
    country: 'co',
    position: { latitude: 0, longitude: 0 },
    status: 'NORMAL',
    gwCount: 0,
    normal: 0,
    offline: 0,
    alarm: 0,
    totalDuration: 120,
    eventDuration: 1,
    cpDuration: 39,
    oneChannelEnable: false,
    channelMaskEnable: false,
    outbandEnable: false,
    notAutoRtnPage: false,
    showMac: false,
    hideLed: false,
    eventLedCtrl: false,
    baseTimeout: 60,
    timeoutTag: 0.1,
    nfRandomPercent: 5,
    nfRetryCnt: 8,
    nfBasicSleep: 18,
    nfDeepSleepDuration: 30,
    enableTagStatusCheck: false,
    tagStatusCheckDay: 'SUN',
    timeServerIp: 'timeServerIp',
    timeServerPort: 123,
    panId: 'panId',
    deliveryTargetPercent: 1,
    deliveryTargetMinutes: 0.1,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Store, O>;
}

/** Tag: every field of schemas/tag.schema.json filled, `overrides` on top */
export function sampleTag<O extends { [K in keyof Entity.Tag]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Tag, O> {
  const values: Required<Entity.Tag> = {
    tagId: 'tagId',
    tagMac: 'tagMac',
    storeCode: 'storeCode',
    prCode: 'prCode',
    tagType: 'tagType',
    gwMac: 'gwMac',
    gwIp: 'gwIp',
    operation: 0,
    operationName: 'operationName',
    status: 'OK',
    version: 'version',
    rssi: 0,
    battery: 0,
    temperature: 0,
    battStatus: 'GOOD',
    updatedAt: '2026-01-02T03:04:05.000Z',
    respondedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Tag, O>;
}

/** TagSample: every field of schemas/tagSample.schema.json filled, `overrides` on top */
export function sampleTagSample<O extends { [K in keyof Entity.TagSample]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.TagSample, O> {
  const values: Required<Entity.TagSample> = {
    battery: 0,
    temperature: 0,
    cnt: 0,
    last_time: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.TagSample, O>;
}

/** TagStore: every field of schemas/tagStore.schema.json filled, `overrides` on top */
export function sampleTagStore<O extends { [K in keyof Entity.TagStore]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.TagStore, O> {
  const values: Required<Entity.TagStore> = {
    storeCode: 'storeCode',
    storeName: 'storeName',
    position: { latitude: 0, longitude: 0 },
    status: 'NORMAL',
    tagStatus: 'NORMAL',
    total: 0,
    success: 0,
    inprogress: 0,
    error: 0,
    lowBattery: 0,
    todayUpdated: 0,
    countByType: {  },
    countNgByType: {  },
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.TagStore, O>;
}

/** TwoFactor: every field of schemas/twoFactor.schema.json filled, `overrides` on top */
export function sampleTwoFactor<O extends { [K in keyof Entity.TwoFactor]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.TwoFactor, O> {
  const values: Required<Entity.TwoFactor> = {
    email: 'email',
    enabledAt: '2026-01-02T03:04:05.000Z',
    secretCipher: 'secretCipher',
    pendingCipher: 'pendingCipher',
    lastStep: 0,
    recoveryHashes: [],
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.TwoFactor, O>;
}

/** UpdateTask: every field of schemas/updateTask.schema.json filled, `overrides` on top */
export function sampleUpdateTask<O extends { [K in keyof Entity.UpdateTask]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.UpdateTask, O> {
  const values: Required<Entity.UpdateTask> = {
    taskId: 0,
    internalTaskId: 0,
    storeCode: 'storeCode',
    storeName: 'storeName',
    taskType: 'ASSIGN',
    layoutId: 'layoutId',
    priorTaskId: 0,
    updateId: 'updateId',
    createdBy: 'createdBy',
    productCount: 0,
    totalTags: 0,
    updatedTags: 0,
    failedTags: 0,
    progress: 0,
    startTime: '2026-01-02T03:04:05.000Z',
    endTime: '2026-01-02T03:04:05.000Z',
    timedOut: false,
    refreshed: false,
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.UpdateTask, O>;
}

/** UpdateTaskTag: every field of schemas/updateTaskTag.schema.json filled, `overrides` on top */
export function sampleUpdateTaskTag<O extends { [K in keyof Entity.UpdateTaskTag]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.UpdateTaskTag, O> {
  const values: Required<Entity.UpdateTaskTag> = {
    taskId: 0,
    tagId: 'tagId',
    storeCode: 'storeCode',
    tagMac: 'tagMac',
    gwMac: 'gwMac',
    tagType: 'tagType',
    taskType: 'taskType',
    prCode: 'prCode',
    layoutId: 'layoutId',
    layout: 'layout',
    nfc: 'nfc',
    pageNo: 0,
    led: {  },
    prInfo: [],
    status: 'OK',
    result: 'OK',
    dueAt: '2026-01-02T03:04:05.000Z',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.UpdateTaskTag, O>;
}

/** UpgradePackage: every field of schemas/upgradePackage.schema.json filled, `overrides` on top */
export function sampleUpgradePackage<O extends { [K in keyof Entity.UpgradePackage]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.UpgradePackage, O> {
  const values: Required<Entity.UpgradePackage> = {
    id: 0,
    component: 'grm',
    version: 'version',
    sha256: 'sha256',
    fileName: 'fileName',
    size: 0,
    createdBy: 'createdBy',
    createdAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.UpgradePackage, O>;
}

/** UserScript: every field of schemas/userScript.schema.json filled, `overrides` on top */
export function sampleUserScript<O extends { [K in keyof Entity.UserScript]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.UserScript, O> {
  const values: Required<Entity.UserScript> = {
    kind: 'thirdPartyAuth',
    target: 'target',
    code: 'code',
    useType: 'none',
    updatedAt: '2026-01-02T03:04:05.000Z',
    updatedBy: 'updatedBy',
  };
  return { ...values, ...overrides } as Sample<Entity.UserScript, O>;
}

/** Webhook: every field of schemas/webhook.schema.json filled, `overrides` on top */
export function sampleWebhook<O extends { [K in keyof Entity.Webhook]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.Webhook, O> {
  const values: Required<Entity.Webhook> = {
    id: 0,
    name: 'name',
    url: 'urlxxxxx',
    events: ['alarm.raised'],
    alarmTypes: [],
    alarmClasses: [],
    stores: [],
    scope: [],
    status: 'active',
    pausedReason: 'owner',
    secret: 'secret',
    previousSecret: 'previousSecret',
    previousSecretUntil: '2026-01-02T03:04:05.000Z',
    failingSince: '2026-01-02T03:04:05.000Z',
    createdBy: 'createdBy',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.Webhook, O>;
}

/** WebhookDelivery: every field of schemas/webhookDelivery.schema.json filled, `overrides` on top */
export function sampleWebhookDelivery<O extends { [K in keyof Entity.WebhookDelivery]?: unknown } = {}>(
  overrides?: O,
): Sample<Entity.WebhookDelivery, O> {
  const values: Required<Entity.WebhookDelivery> = {
    id: 0,
    subscriptionId: 0,
    eventId: 'eventId',
    type: 'alarm.raised',
    store: 'store',
    occurredAt: '2026-01-02T03:04:05.000Z',
    payload: {  },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: '2026-01-02T03:04:05.000Z',
    firstAttemptAt: '2026-01-02T03:04:05.000Z',
    lastAttemptAt: '2026-01-02T03:04:05.000Z',
    answerCode: 0,
    durationMs: 0,
    error: 'error',
    createdAt: '2026-01-02T03:04:05.000Z',
    sentAt: '2026-01-02T03:04:05.000Z',
    claimedBy: 'claimedBy',
    claimedAt: '2026-01-02T03:04:05.000Z',
  };
  return { ...values, ...overrides } as Sample<Entity.WebhookDelivery, O>;
}
