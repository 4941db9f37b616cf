import { usePermissions } from 'ra-core';
import type { Permissions } from './privileges';

/** react-admin's usePermissions, typed with our Permissions shape */
export function useAppPermissions(): { permissions: Permissions | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Permissions>();
  return { permissions, isPending };
}
