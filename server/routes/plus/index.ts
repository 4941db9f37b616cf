// The routes of the signage add-on (issue 14): overviews, media, templates, devices, S/W packages, settings.
import type { FastifyPluginAsync } from 'fastify';
import plusDeviceShowRoutes from './deviceShow.ts';
import plusDeviceRoutes from './device.ts';
import plusDeviceBulkRoutes from './deviceBulk.ts';
import plusMediaRoutes from './media.ts';
import plusSettingRoutes from './setting.ts';
import plusSoftwareRoutes from './software.ts';
import plusTemplateRoutes from './template.ts';

export const plusMediaAreaRoutes: FastifyPluginAsync[] = [
  plusMediaRoutes,
  plusTemplateRoutes,
  plusDeviceShowRoutes,
  plusDeviceRoutes,
  plusDeviceBulkRoutes,
  plusSoftwareRoutes,
  plusSettingRoutes,
];
