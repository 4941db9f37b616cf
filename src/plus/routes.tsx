// The routes of the signage devices, media and templates (doc 3 §2 'Signage add-on'), guarded by plus read.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';
import type { MediaType } from '../../domain/signageTemplate';

const Overview = guarded(
  'plus',
  lazy(() => import('./PlusOverviewPage')),
);
const MediaList = guarded(
  'plus',
  lazy(() => import('./PlusMediaListPage')),
);
const TemplateEditor = guarded(
  'plus',
  lazy(() => import('./TemplateEditorPage')),
);
const DeviceList = guarded(
  'plus',
  lazy(() => import('./PlusDeviceListPage')),
);
const DeviceShow = guarded(
  'plus',
  lazy(() => import('./DeviceShowPage')),
);
const TemplateList = guarded(
  'plus',
  lazy(() => import('./PlusTemplateListPage')),
);

const MEDIA: MediaType[] = ['image', 'video', 'widget'];

export function plusMediaRoutes(): ReactElement[] {
  return [
    <Route key="plus-device" path="/plus/device" element={<Overview kind="device" />} />,
    <Route key="plus-device-list" path="/plus/device/list/:storeCode" element={<DeviceList />} />,
    ...MEDIA.flatMap((type) => [
      <Route key={`plus-${type}`} path={`/plus/${type}`} element={<Overview kind={type} />} />,
      <Route
        key={`plus-${type}-list`}
        path={`/plus/${type}/list/:storeCode`}
        element={<MediaList type={type} />}
      />,
    ]),
    <Route key="plus-template" path="/plus/template" element={<Overview kind="template" />} />,
    <Route
      key="plus-template-show"
      path="/plus/template/show/:storeCode/:templateId/:mode/:size"
      element={<TemplateEditor />}
    />,
    <Route key="plus-template-list" path="/plus/template/list/:storeCode" element={<TemplateList />} />,
    <Route key="plus-device-show" path="/plus/device/show/:storeCode/:mac" element={<DeviceShow />} />,
  ];
}
