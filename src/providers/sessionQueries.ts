// What react-admin asks the authProvider for on every page (usePermissions, useGetIdentity), answered from the
// session the console holds: the stored one when the console starts, the login's answer after a login (which
// clears the query cache). Without these, react-admin's permission query was pending on the first page, and the
// whole route tree rendered again once it answered (issue 9: login to the first chart).
import { QueryClient } from '@tanstack/react-query';
import { identityOf, permissionsOf } from './authProvider';
import { readSession, type SessionUser } from './session';

export function seedSessionQueries(queryClient: QueryClient, session: SessionUser): void {
  // react-admin's keys (ra-core usePermissions, useGetIdentity)
  queryClient.setQueryData(['auth', 'getPermissions', {}], permissionsOf(session));
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(session));
}

/** The console's query client, answering the auth queries from the stored session when there is one. */
export function createAppQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  const stored = readSession();
  if (stored) seedSessionQueries(queryClient, stored);
  return queryClient;
}
