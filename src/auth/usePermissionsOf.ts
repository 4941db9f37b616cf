import { usePermissions } from 'ra-core';
import type { Permissions } from './privileges';

/** react-admin's usePermissions, typed with our Permissions shape. Its query is answered from the session the
 * console holds (providers/sessionQueries.ts), so it is not pending on the first page after a start or a login. */
export function useAppPermissions(): { permissions: Permissions | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  return { permissions, isPending };
}
