// Every API route, under the API prefix, behind the guard (which refuses a route without a guard). A route's
// module sits in the folder its URL names (docs/api.md "Conventions"; tests/server/routeLayout.spec.ts):
// /status/store/:code/tag/search in status/store/tag.ts, /version in version.ts. Listed by file path.
import { compressionPlugin } from '../plugins/compression.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountEmailsPlugin } from '../auth/accountEmails.ts';
import { guardPlugin } from '../auth/guard.ts';
import { configVersionPlugin } from '../auth/configVersion.ts';
import { pressurePlugin } from '../plugins/pressure.ts';
import alarmNotificationRoutes from './alarm/notification.ts';
import alarmSettingRoutes from './alarm/setting.ts';
import appFileRoutes from './app/file.ts';
import accountRoutes from './auth/account.ts';
import accountActionRoutes from './auth/accountActions.ts';
import apiTokenRoutes from './auth/apiToken.ts';
import auditRoutes from './audit/index.ts';
import identityProviderRoutes from './auth/identityProviders.ts';
import ssoRoutes from './auth/sso.ts';
import forgetPasswordRoutes from './auth/forget.ts';
import historyRoutes from './auth/history.ts';
import loginRoutes from './auth/login.ts';
import roleRoutes from './auth/role.ts';
import signupRoutes from './auth/signup.ts';
import twoFactorRoutes from './auth/twoFactor.ts';
import batteryRoutes from './battery/index.ts';
import linkCheckRoutes from './check/link.ts';
import aliasRoutes from './config/alias.ts';
import amacRoutes from './config/amac.ts';
import gatewayChannelRoutes from './config/gwChannel.ts';
import gatewayConfigRoutes from './config/gwConfig.ts';
import gatewayOeplRoutes from './config/gwOepl.ts';
import serverConfigRoutes from './config/server.ts';
import smtpRoutes from './config/smtp.ts';
import storeConfigRoutes from './config/store.ts';
import storeMigrationRoutes from './config/storeMigration.ts';
import systemConfigRoutes from './config/system.ts';
import dashboardRoutes from './dashboards/index.ts';
import deliveryRoutes from './delivery/index.ts';
import downloadRoutes from './file/download.ts';
import predefinedRoutes from './gw/predefined.ts';
import gatewayRebootRoutes from './gw/reboot.ts';
import healthRoutes from './health.ts';
import gatewayAlarmHistoryRoutes from './history/alarmGw.ts';
import serverAlarmHistoryRoutes from './history/alarmServer.ts';
import systemAlarmRoutes from './history/alarmSystem.ts';
import sensorHistoryRoutes from './history/sensor.ts';
import tagHistoryRoutes from './history/tagHistory.ts';
import taskHistoryRoutes from './history/task.ts';
import productUpdateRoutes from './history/update.ts';
import layoutNameRoutes from './layout/name.ts';
import mailOutboxRoutes from './mail/outbox.ts';
import webhookRoutes from './webhooks/index.ts';
import paperLayoutNameRoutes from './paper/layoutNames.ts';
import paperStatusRoutes from './paper/status.ts';
import paperUploadRoutes from './paper/upload.ts';
import plusDeviceRoutes from './plus/device.ts';
import plusDeviceBulkRoutes from './plus/deviceBulk.ts';
import plusDeviceShowRoutes from './plus/deviceShow.ts';
import plusMediaRoutes from './plus/media.ts';
import plusSettingRoutes from './plus/setting.ts';
import plusSoftwareRoutes from './plus/software.ts';
import plusTemplateRoutes from './plus/template.ts';
import tagPreviewRoutes from './preview/tag.ts';
import productFamilyRoutes from './product/family/index.ts';
import familyWriteRoutes from './product/family/write.ts';
import productUploadHistoryRoutes from './product/file/history.ts';
import productFileUploadRoutes from './product/file/upload.ts';
import productImageRoutes from './product/image.ts';
import productLookupRoutes from './product/lookup.ts';
import productPreviewRoutes from './product/previewEncoded.ts';
import promotionRoutes from './product/promotion.ts';
import secondCodeRoutes from './product/secondCode.ts';
import productWriteRoutes from './product/write.ts';
import revertTaskRoutes from './revert/task.ts';
import dashboardStatsRoutes from './stats/dashboard.ts';
import exceptionStatsRoutes from './stats/exceptions.ts';
import statsQueryRoutes from './stats/query.ts';
import paperStoreStatusRoutes from './status/paper.ts';
import productStoreStatusRoutes from './status/product.ts';
import sensorStatusRoutes from './status/sensor.ts';
import serverStatusRoutes from './status/server.ts';
import storeStatusRoutes from './status/store/index.ts';
import storeGatewayStatusRoutes from './status/store/gw.ts';
import storePaginationRoutes from './status/store/pagination.ts';
import storePlusStatusRoutes from './status/store/plus.ts';
import storeProductStatusRoutes from './status/store/product.ts';
import storeSensorStatusRoutes from './status/store/sensor.ts';
import storeTagStatusRoutes from './status/store/tag.ts';
import storeTagListRoutes from './store/list.ts';
import storeOptionRoutes from './store/options.ts';
import gatewaySystemStatusRoutes from './system/gwStatus.ts';
import backupRoutes from './system/backup.ts';
import scriptRoutes from './system/scripts.ts';
import serverSystemStatusRoutes from './system/serverStatus.ts';
import tagActionRoutes from './tag/actions.ts';
import assignRoutes from './tag/assign.ts';
import collectingRoutes from './tag/collecting.ts';
import ledRoutes from './tag/led.ts';
import pageRoutes from './tag/page.ts';
import statusCheckRoutes from './tag/statusCheck.ts';
import tagTypeRoutes from './tag/typeInfo.ts';
import taskActionRoutes from './task/taskActions.ts';
import smtpTestRoutes from './test/smtp.ts';
import upgradeRoutes from './upgrade/index.ts';
import storeMigrationUploadRoutes from './upload/database.ts';
import versionRoutes from './version.ts';
import collectingWsRoutes from './ws.ts';

export const routeModules: FastifyPluginAsync[] = [
  alarmNotificationRoutes,
  alarmSettingRoutes,
  appFileRoutes,
  accountRoutes,
  accountActionRoutes,
  apiTokenRoutes,
  auditRoutes,
  identityProviderRoutes,
  ssoRoutes,
  forgetPasswordRoutes,
  historyRoutes,
  loginRoutes,
  twoFactorRoutes,
  roleRoutes,
  signupRoutes,
  batteryRoutes,
  linkCheckRoutes,
  aliasRoutes,
  amacRoutes,
  gatewayChannelRoutes,
  gatewayConfigRoutes,
  gatewayOeplRoutes,
  serverConfigRoutes,
  smtpRoutes,
  storeConfigRoutes,
  storeMigrationRoutes,
  systemConfigRoutes,
  dashboardRoutes,
  deliveryRoutes,
  downloadRoutes,
  predefinedRoutes,
  gatewayRebootRoutes,
  healthRoutes,
  gatewayAlarmHistoryRoutes,
  serverAlarmHistoryRoutes,
  systemAlarmRoutes,
  sensorHistoryRoutes,
  tagHistoryRoutes,
  taskHistoryRoutes,
  productUpdateRoutes,
  layoutNameRoutes,
  mailOutboxRoutes,
  webhookRoutes,
  paperLayoutNameRoutes,
  paperStatusRoutes,
  paperUploadRoutes,
  plusDeviceRoutes,
  plusDeviceBulkRoutes,
  plusDeviceShowRoutes,
  plusMediaRoutes,
  plusSettingRoutes,
  plusSoftwareRoutes,
  plusTemplateRoutes,
  tagPreviewRoutes,
  productFamilyRoutes,
  familyWriteRoutes,
  productUploadHistoryRoutes,
  productFileUploadRoutes,
  productImageRoutes,
  productLookupRoutes,
  productPreviewRoutes,
  promotionRoutes,
  secondCodeRoutes,
  productWriteRoutes,
  revertTaskRoutes,
  dashboardStatsRoutes,
  exceptionStatsRoutes,
  statsQueryRoutes,
  paperStoreStatusRoutes,
  productStoreStatusRoutes,
  sensorStatusRoutes,
  serverStatusRoutes,
  storeStatusRoutes,
  storeGatewayStatusRoutes,
  storePaginationRoutes,
  storePlusStatusRoutes,
  storeProductStatusRoutes,
  storeSensorStatusRoutes,
  storeTagStatusRoutes,
  storeTagListRoutes,
  storeOptionRoutes,
  gatewaySystemStatusRoutes,
  backupRoutes,
  scriptRoutes,
  serverSystemStatusRoutes,
  tagActionRoutes,
  assignRoutes,
  collectingRoutes,
  ledRoutes,
  pageRoutes,
  statusCheckRoutes,
  tagTypeRoutes,
  taskActionRoutes,
  smtpTestRoutes,
  upgradeRoutes,
  storeMigrationUploadRoutes,
  versionRoutes,
  collectingWsRoutes,
];

export async function apiRoutes(
  app: FastifyInstance,
  options: { extra?: FastifyPluginAsync[] },
): Promise<void> {
  // first: past a load limit a call is refused before any other work (the health calls excepted)
  await app.register(pressurePlugin);
  await guardPlugin(app);
  await configVersionPlugin(app);
  await accountEmailsPlugin(app);
  // after the hooks that read an answer: each route compresses its answer last (plugins/compression.ts)
  await app.register(compressionPlugin);
  for (const routes of [...routeModules, ...(options.extra ?? [])]) await app.register(routes);
}
