// The areas of the console that exist, in sidebar order, with the privilege area that guards each.
import DashboardIcon from '@mui/icons-material/Dashboard';
import DnsIcon from '@mui/icons-material/Dns';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import GroupIcon from '@mui/icons-material/Group';
import SecurityIcon from '@mui/icons-material/Security';
import StoreIcon from '@mui/icons-material/Store';
import LabelIcon from '@mui/icons-material/Label';
import InventoryIcon from '@mui/icons-material/Inventory2';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import TaskIcon from '@mui/icons-material/Assignment';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import KeyIcon from '@mui/icons-material/VpnKey';
import ReceiptIcon from '@mui/icons-material/Receipt';
import DataObjectIcon from '@mui/icons-material/DataObject';
import CodeIcon from '@mui/icons-material/Code';
import SettingsIcon from '@mui/icons-material/Settings';
import ShortTextIcon from '@mui/icons-material/ShortText';
import StorefrontIcon from '@mui/icons-material/Storefront';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TvIcon from '@mui/icons-material/Tv';
import ConnectedTvIcon from '@mui/icons-material/ConnectedTv';
import PrintIcon from '@mui/icons-material/Print';
import SensorsIcon from '@mui/icons-material/Sensors';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import MailIcon from '@mui/icons-material/Mail';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import WidgetsIcon from '@mui/icons-material/Widgets';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import type { SvgIconComponent } from '@mui/icons-material';
import { resources } from '../domain/generated/resources';

export interface Area {
  name: string;
  path: string;
  /** i18n key of the sidebar label */
  label: string;
  privilege: string;
  icon: SvgIconComponent;
  /** only role 0 sees it (the mail outbox) */
  superOnly?: boolean;
}

export const AREAS: Area[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    label: 'app.menu.dashboard',
    privilege: 'dashboard',
    icon: DashboardIcon,
  },
  {
    name: 'customDashboards',
    path: '/dashboards',
    label: 'app.menu.customDashboards',
    privilege: 'custom_dashboard',
    icon: DashboardCustomizeIcon,
  },
  {
    name: 'exceptions',
    path: '/exceptions',
    label: 'app.menu.exceptions',
    privilege: 'tag',
    icon: ReportProblemIcon,
  },
  {
    name: 'servers',
    path: '/server',
    label: 'app.menu.servers',
    privilege: 'server',
    icon: DnsIcon,
  },
  {
    name: 'stores',
    path: '/store',
    label: 'app.menu.stores',
    privilege: 'store',
    icon: StoreIcon,
  },
  {
    name: 'tags',
    path: '/tag',
    label: 'app.menu.tags',
    privilege: 'tag',
    icon: LabelIcon,
  },
  {
    name: 'sensors',
    path: '/sensor',
    label: 'app.menu.sensors',
    privilege: 'sensor',
    icon: SensorsIcon,
  },
  {
    name: 'products',
    path: '/product',
    label: 'app.menu.products',
    privilege: 'product',
    icon: InventoryIcon,
  },
  {
    name: 'familyProducts',
    path: '/family-product',
    label: 'app.menu.familyProducts',
    privilege: 'product',
    icon: WorkspacesIcon,
  },
  {
    name: 'productUploads',
    path: '/product/file/upload/history',
    label: 'app.menu.productUploads',
    privilege: 'product',
    icon: UploadFileIcon,
  },
  {
    name: 'secondCodes',
    path: '/product/secondCode/list',
    label: 'app.menu.secondCodes',
    privilege: 'product',
    icon: QrCodeIcon,
  },
  {
    name: 'print',
    path: '/print',
    label: 'app.menu.print',
    // issue 13: printing needs product read
    privilege: 'product',
    icon: PrintIcon,
  },
  {
    name: 'paper',
    path: '/paper',
    label: 'app.menu.paper',
    privilege: 'paper',
    icon: ReceiptIcon,
  },
  {
    name: 'paperUploads',
    path: '/paper/upload/history',
    label: 'app.menu.paperUploads',
    privilege: 'paper',
    icon: ReceiptLongIcon,
  },
  {
    name: 'tasks',
    path: '/task',
    label: 'app.menu.tasks',
    privilege: 'task',
    icon: TaskIcon,
  },
  {
    name: 'delivery',
    path: '/delivery',
    label: 'app.menu.delivery',
    privilege: 'delivery',
    icon: LocalShippingIcon,
  },
  {
    name: 'battery',
    path: '/battery',
    label: 'app.menu.battery',
    privilege: 'battery',
    icon: BatteryAlertIcon,
  },
  {
    name: 'alarmHistory',
    path: '/alarm/history',
    label: 'app.menu.alarmHistory',
    privilege: 'alarm',
    icon: HistoryIcon,
  },
  {
    name: 'alarmNotification',
    path: '/alarm/notification',
    label: 'app.menu.alarmNotification',
    privilege: 'alarm',
    icon: NotificationsActiveIcon,
  },
  {
    name: 'mailOutbox',
    path: '/alarm/mail-outbox',
    label: 'app.menu.mailOutbox',
    privilege: 'setting',
    icon: MailIcon,
    superOnly: true,
  },
  {
    name: 'members',
    path: '/members',
    label: 'app.menu.members',
    privilege: resources.members.privilege,
    icon: GroupIcon,
  },
  {
    name: 'roles',
    path: '/roles',
    label: 'app.menu.roles',
    privilege: resources.roles.privilege,
    icon: SecurityIcon,
  },
  {
    name: 'software',
    path: '/sw-upgrade',
    label: 'app.menu.software',
    privilege: resources.appFile.privilege,
    icon: SystemUpdateIcon,
  },
  // the settings screens of doc 3 §2 'Settings and system' (src/settings/routes.tsx)
  {
    name: 'serverConfig',
    path: '/setting/server-config',
    label: 'app.menu.serverConfig',
    privilege: 'server_config',
    icon: SettingsIcon,
  },
  {
    name: 'storeConfig',
    path: '/setting/store-config',
    label: 'app.menu.storeConfig',
    privilege: 'store_config',
    icon: StorefrontIcon,
  },
  {
    name: 'amacConfig',
    path: '/setting/amac-config',
    label: 'app.menu.amacConfig',
    privilege: 'setting',
    icon: ShortTextIcon,
  },
  {
    name: 'aliasConfig',
    path: '/setting/alias-config',
    label: 'app.menu.aliasConfig',
    privilege: 'alias',
    icon: LabelImportantIcon,
  },
  {
    name: 'promotion',
    path: '/setting/promotion',
    label: 'app.menu.promotion',
    privilege: 'setting',
    icon: LocalOfferIcon,
  },
  // the script editors of doc 3 §2 'Settings and system' (src/scripts/scriptKinds.ts)
  {
    name: 'thirdPartyAuth',
    path: '/system/third-party-authentication',
    label: 'app.menu.thirdPartyAuth',
    privilege: 'setting',
    icon: KeyIcon,
  },
  {
    name: 'paperParser',
    path: '/system/paper-parser',
    label: 'app.menu.paperParser',
    privilege: 'setting',
    icon: ReceiptIcon,
  },
  {
    name: 'productFileParser',
    path: '/system/product-file-parser',
    label: 'app.menu.productFileParser',
    privilege: 'setting',
    icon: DataObjectIcon,
  },
  {
    name: 'tagDataDecorator',
    path: '/system/tag-data-decorator',
    label: 'app.menu.tagDataDecorator',
    privilege: 'setting',
    icon: CodeIcon,
  },
  {
    name: 'plusDataDecorator',
    path: '/system/plus-data-decorator',
    label: 'app.menu.plusDataDecorator',
    privilege: 'setting',
    icon: TvIcon,
  },
  {
    name: 'plusDevice',
    path: '/plus/device',
    label: 'app.menu.plusDevice',
    privilege: 'plus',
    icon: ConnectedTvIcon,
  },
  { name: 'plusImage', path: '/plus/image', label: 'app.menu.plusImage', privilege: 'plus', icon: ImageIcon },
  { name: 'plusVideo', path: '/plus/video', label: 'app.menu.plusVideo', privilege: 'plus', icon: MovieIcon },
  {
    name: 'plusWidget',
    path: '/plus/widget',
    label: 'app.menu.plusWidget',
    privilege: 'plus',
    icon: WidgetsIcon,
  },
  {
    name: 'plusTemplate',
    path: '/plus/template',
    label: 'app.menu.plusTemplate',
    privilege: 'plus',
    icon: DashboardCustomizeIcon,
  },
];
