// What react-admin asks the authProvider for on every page (usePermissions, useGetIdentity), answered from the
// login's own answer. The login clears the query cache; without these, the first page after login rendered its
// whole route tree again once react-admin's permission query had answered (issue 9: login to the first chart).
import type { QueryClient } from '@tanstack/react-query';
import { identityOf, permissionsOf } from './authProvider';
import type { SessionUser } from './session';

export function seedSessionQueries(queryClient: QueryClient, session: SessionUser): void {
  // react-admin's keys (ra-core usePermissions, useGetIdentity)
  queryClient.setQueryData(['auth', 'getPermissions', {}], permissionsOf(session));
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(session));
}
