// Every API route, under the API prefix, behind the guard (which refuses a route without a guard).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { guardPlugin } from '../auth/guard.ts';
import { configVersionPlugin } from '../auth/configVersion.ts';
import accountRoutes from './auth/account.ts';
import accountActionRoutes from './auth/accountActions.ts';
import forgetPasswordRoutes from './auth/forget.ts';
import historyRoutes from './auth/history.ts';
import loginRoutes from './auth/login.ts';
import roleRoutes from './auth/role.ts';
import signupRoutes from './auth/signup.ts';
import scriptRoutes from './system/scripts.ts';
import serverStatusRoutes from './status/server.ts';
import serverAlarmHistoryRoutes from './history/alarmServer.ts';
import serverSystemStatusRoutes from './system/serverStatus.ts';
import storeStatusRoutes from './status/store/index.ts';
import storeGatewayStatusRoutes from './status/store/gw.ts';
import storePaginationRoutes from './status/store/pagination.ts';
import storeProductStatusRoutes from './status/store/product.ts';
import storePlusStatusRoutes from './status/store/plus.ts';
import storeSensorStatusRoutes from './status/store/sensor.ts';
import storeTagStatusRoutes from './status/store/tag.ts';
import paperStoreStatusRoutes from './status/paper.ts';
import productStoreStatusRoutes from './status/product.ts';
import sensorStoreStatusRoutes from './status/sensor.ts';
import sensorHistoryRoutes from './history/sensor.ts';
import linkCheckRoutes from './check/link.ts';
import gatewayChannelRoutes from './config/gwChannel.ts';
import gatewayConfigRoutes from './config/gwConfig.ts';
import gatewayOeplRoutes from './config/gwOepl.ts';
import predefinedRoutes from './gw/predefined.ts';
import gatewayRebootRoutes from './gw/reboot.ts';
import gatewayAlarmHistoryRoutes from './history/alarmGw.ts';
import gatewaySystemStatusRoutes from './system/gwStatus.ts';
import collectingRoutes from './tag/collecting.ts';
import statusCheckRoutes from './tag/statusCheck.ts';
import downloadRoutes from './file/download.ts';
import versionRoutes from './version.ts';
import dashboardStatsRoutes from './stats/dashboard.ts';
import statsQueryRoutes from './stats/query.ts';
import dashboardRoutes from './dashboards/index.ts';
import exceptionStatsRoutes from './stats/exceptions.ts';
import storeTagListRoutes from './store/list.ts';
import systemAlarmRoutes from './history/alarmSystem.ts';
import tagHistoryRoutes from './history/tagHistory.ts';
import aliasRoutes from './config/alias.ts';
import storeConfigRoutes from './config/store.ts';
import serverConfigRoutes from './config/server.ts';
import amacRoutes from './config/amac.ts';
import storeMigrationRoutes from './config/storeMigration.ts';
import tagAssignRoutes from './tag/assign.ts';
import tagLedRoutes from './tag/led.ts';
import tagPageRoutes from './tag/page.ts';
import productLookupRoutes from './product/lookup.ts';
import systemConfigRoutes from './config/system.ts';
import tagActionRoutes from './tag/actions.ts';
import tagTypeRoutes from './tag/typeInfo.ts';
import tagPreviewRoutes from './preview/tag.ts';
import productImageRoutes from './product/image.ts';
import productPreviewRoutes from './product/previewEncoded.ts';
import layoutNameRoutes from './product/layoutNames.ts';
import paperLayoutNameRoutes from './print/paperLayoutNames.ts';
import { productAreaRoutes } from './product/index.ts';
import { familyAreaRoutes } from './family/index.ts';
import { taskAreaRoutes } from './task/index.ts';
import { productFileAreaRoutes } from './productFile/index.ts';
import { softwareAreaRoutes } from './software/index.ts';
import { paperAreaRoutes } from './paper/index.ts';
import { alarmAreaRoutes } from './alarm/index.ts';
import { plusMediaAreaRoutes } from './plus/index.ts';
import deliveryRoutes from './delivery/index.ts';
import batteryRoutes from './battery/index.ts';

export const routeModules = [
  loginRoutes,
  signupRoutes,
  forgetPasswordRoutes,
  scriptRoutes,
  historyRoutes,
  accountRoutes,
  accountActionRoutes,
  roleRoutes,
  storeStatusRoutes,
  storeGatewayStatusRoutes,
  storePaginationRoutes,
  storeTagStatusRoutes,
  storeProductStatusRoutes,
  storeSensorStatusRoutes,
  storePlusStatusRoutes,
  productStoreStatusRoutes,
  sensorStoreStatusRoutes,
  paperStoreStatusRoutes,
  sensorHistoryRoutes,
  gatewayConfigRoutes,
  gatewayOeplRoutes,
  gatewayChannelRoutes,
  predefinedRoutes,
  gatewayRebootRoutes,
  linkCheckRoutes,
  gatewaySystemStatusRoutes,
  gatewayAlarmHistoryRoutes,
  serverStatusRoutes,
  serverSystemStatusRoutes,
  serverAlarmHistoryRoutes,
  versionRoutes,
  collectingRoutes,
  statusCheckRoutes,
  downloadRoutes,
  dashboardStatsRoutes,
  statsQueryRoutes,
  dashboardRoutes,
  exceptionStatsRoutes,
  storeTagListRoutes,
  systemAlarmRoutes,
  tagHistoryRoutes,
  aliasRoutes,
  storeConfigRoutes,
  serverConfigRoutes,
  amacRoutes,
  storeMigrationRoutes,
  tagAssignRoutes,
  tagLedRoutes,
  tagPageRoutes,
  productLookupRoutes,
  systemConfigRoutes,
  tagActionRoutes,
  tagTypeRoutes,
  tagPreviewRoutes,
  productImageRoutes,
  productPreviewRoutes,
  layoutNameRoutes,
  paperLayoutNameRoutes,
  ...productAreaRoutes,
  ...familyAreaRoutes,
  ...taskAreaRoutes,
  ...productFileAreaRoutes,
  ...softwareAreaRoutes,
  ...paperAreaRoutes,
  ...alarmAreaRoutes,
  ...plusMediaAreaRoutes,
  deliveryRoutes,
  batteryRoutes,
];

export async function apiRoutes(
  app: FastifyInstance,
  options: { extra?: FastifyPluginAsync[] },
): Promise<void> {
  await guardPlugin(app);
  await configVersionPlugin(app);
  for (const routes of [...routeModules, ...(options.extra ?? [])]) await app.register(routes);
}
