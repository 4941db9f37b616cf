// The signage add-on (doc 3 §2 'Signage add-on'): devices, images, videos, widgets and templates, each an
// overview of the stores, a store's list and the show/editor pages, guarded by plus read.
import ConnectedTvIcon from '@mui/icons-material/ConnectedTv';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy } from 'react';
import type { MediaType } from '../../domain/signageTemplate';
import { withProps, type AreaRoute, type ConsoleArea, type MenuEntry } from '../shared/consoleArea';
import type { OverviewKind } from './PlusOverviewPage';

const PRIVILEGE = 'plus';
const Overview = lazy(() => import('./PlusOverviewPage'));
const MediaList = lazy(() => import('./PlusMediaListPage'));
const MEDIA: MediaType[] = ['image', 'video', 'widget'];

/** the sidebar's signage entries, in order: one overview per kind */
const KINDS: Array<{ kind: OverviewKind; name: string; icon: SvgIconComponent }> = [
  { kind: 'device', name: 'plusDevice', icon: ConnectedTvIcon },
  { kind: 'image', name: 'plusImage', icon: ImageIcon },
  { kind: 'video', name: 'plusVideo', icon: MovieIcon },
  { kind: 'widget', name: 'plusWidget', icon: WidgetsIcon },
  { kind: 'template', name: 'plusTemplate', icon: DashboardCustomizeIcon },
];

const route = (path: string, page: AreaRoute['page']): AreaRoute => ({ path, page, privilege: PRIVILEGE });

export const plusArea: ConsoleArea = {
  routes: [
    ...KINDS.map(({ kind }) => route(`/plus/${kind}`, withProps(Overview, { kind }))),
    route(
      '/plus/device/list/:storeCode',
      lazy(() => import('./PlusDeviceListPage')),
    ),
    route(
      '/plus/device/show/:storeCode/:mac',
      lazy(() => import('./DeviceShowPage')),
    ),
    ...MEDIA.map((type) => route(`/plus/${type}/list/:storeCode`, withProps(MediaList, { type }))),
    route(
      '/plus/template/list/:storeCode',
      lazy(() => import('./PlusTemplateListPage')),
    ),
    route(
      '/plus/template/show/:storeCode/:templateId/:mode/:size',
      lazy(() => import('./TemplateEditorPage')),
    ),
  ],
  menu: KINDS.map(({ kind, name, icon }, index): MenuEntry => ({
    name,
    label: `app.menu.${name}`,
    icon,
    path: `/plus/${kind}`,
    privilege: PRIVILEGE,
    order: 340 + index * 10,
  })),
};
