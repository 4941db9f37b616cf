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
import type { SvgIconComponent } from '@mui/icons-material';
import { resources } from './generated/resources';

export interface Area {
  name: string;
  path: string;
  /** i18n key of the sidebar label */
  label: string;
  privilege: string;
  icon: SvgIconComponent;
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
    name: 'tasks',
    path: '/task',
    label: 'app.menu.tasks',
    privilege: 'task',
    icon: TaskIcon,
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
];
