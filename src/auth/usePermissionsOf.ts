import { usePermissions } from 'ra-core';
import { permissionsOf } from '../providers/authProvider';
import { readSession } from '../providers/session';
import type { Permissions } from './privileges';

/** react-admin's usePermissions, typed with our Permissions shape. The permissions are the stored session's
 * (authProvider.getPermissions), so while react-admin's query is pending (every page after login, since the
 * login clears the query cache) they are read from the session directly instead of showing a progress bar
 * for a round of renders; the query's answer, refreshed when the session changes, wins once it is there. */
export function useAppPermissions(): { permissions: Permissions | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (!isPending) return { permissions, isPending };
  const session = readSession();
  return session ? { permissions: permissionsOf(session), isPending: false } : { permissions, isPending };
}
