import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import { guarded } from '../auth/RequirePrivilege';
import { resources } from '../../domain/generated/resources';

const meta = resources.members;

export default {
  name: meta.name,
  list: guarded(
    meta.privilege,
    lazy(() => import('./MemberList')),
  ),
  icon: GroupIcon,
  recordRepresentation: 'email',
};
