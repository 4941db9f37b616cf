import SecurityIcon from '@mui/icons-material/Security';
import { lazy } from 'react';
import { guarded } from '../auth/RequirePrivilege';
import { resources } from '../../domain/generated/resources';

const meta = resources.roles;

export default {
  name: meta.name,
  list: guarded(
    meta.privilege,
    lazy(() => import('./RoleList')),
  ),
  icon: SecurityIcon,
  recordRepresentation: 'name',
};
