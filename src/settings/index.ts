// The settings area (doc 3 §2 'Settings and system'): each screen guarded by its privilege (doc 3 §6): server
// config, store config, setting (amac, promotion), alias.
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SettingsIcon from '@mui/icons-material/Settings';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType } from 'react';
import type { ConsoleArea } from '../shared/consoleArea';

interface SettingScreen {
  name: string;
  path: string;
  privilege: string;
  icon: SvgIconComponent;
  page: ComponentType;
}

/** one screen, one menu entry each, in sidebar order */
const SCREENS: SettingScreen[] = [
  {
    name: 'serverConfig',
    path: '/setting/server-config',
    privilege: 'server_config',
    icon: SettingsIcon,
    page: lazy(() => import('./ServerConfigPage')),
  },
  {
    name: 'storeConfig',
    path: '/setting/store-config',
    privilege: 'store_config',
    icon: StorefrontIcon,
    page: lazy(() => import('./StoreConfigPage')),
  },
  {
    name: 'amacConfig',
    path: '/setting/amac-config',
    privilege: 'setting',
    icon: ShortTextIcon,
    page: lazy(() => import('./AmacConfigPage')),
  },
  {
    name: 'aliasConfig',
    path: '/setting/alias-config',
    privilege: 'alias',
    icon: LabelImportantIcon,
    page: lazy(() => import('./AliasConfigPage')),
  },
  {
    name: 'promotion',
    path: '/setting/promotion',
    privilege: 'setting',
    icon: LocalOfferIcon,
    page: lazy(() => import('./PromotionPage')),
  },
];

export const settingsArea: ConsoleArea = {
  routes: SCREENS.map(({ path, page, privilege }) => ({ path, page, privilege })),
  menu: SCREENS.map(({ name, path, privilege, icon }, index) => ({
    name,
    label: `app.menu.${name}`,
    icon,
    path,
    privilege,
    order: 240 + index * 10,
  })),
};
