// The console's areas (issue 34 §6): each declares its routes and sidebar entries in its own index.ts; App.tsx
// registers the routes and resources of this list, the sidebar shows its entries by their order.
import { alarmsArea } from './alarms';
import { apiTokensArea } from './apiTokens';
import { auditArea } from './audit';
import { batteryArea } from './battery';
import { customDashboardsArea } from './customDashboards';
import { dashboardArea } from './dashboard';
import { deliveryArea } from './delivery';
import { exceptionsArea } from './exceptions';
import { familiesArea } from './families';
import { membersArea } from './members';
import { paperArea } from './paper';
import { plusArea } from './plus';
import { printArea } from './print';
import { productFilesArea } from './productFiles';
import { productsArea } from './products';
import { rolesArea } from './roles';
import { scriptsArea } from './scripts';
import { sensorsArea } from './sensors';
import { serversArea } from './servers';
import type { ConsoleArea, MenuEntry } from './shared/consoleArea';
import { settingsArea } from './settings';
import { softwareArea } from './software';
import { storesArea } from './stores';
import { tagsArea } from './tags';
import { tasksArea } from './tasks';
import { webhooksArea } from './webhooks';
import { identityProvidersArea } from './identityProviders';

export const AREAS: ConsoleArea[] = [
  dashboardArea,
  customDashboardsArea,
  exceptionsArea,
  serversArea,
  storesArea,
  tagsArea,
  sensorsArea,
  productsArea,
  familiesArea,
  productFilesArea,
  printArea,
  paperArea,
  tasksArea,
  deliveryArea,
  batteryArea,
  alarmsArea,
  membersArea,
  apiTokensArea,
  auditArea,
  rolesArea,
  softwareArea,
  settingsArea,
  webhooksArea,
  identityProvidersArea,
  scriptsArea,
  plusArea,
];

/** the sidebar's entries, in their order */
export const MENU: MenuEntry[] = AREAS.flatMap((area) => area.menu).sort((a, b) => a.order - b.order);
