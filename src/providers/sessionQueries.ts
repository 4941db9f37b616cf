// What react-admin asks the authProvider for on every page (usePermissions, useGetIdentity), answered from the
// session the console holds: the stored one when the console starts, the login's answer after a login (which
// clears the query cache). Without these, react-admin's permission query was pending on the first page, and the
// whole route tree rendered again once it answered (issue 9: login to the first chart).
import { QueryClient } from '@tanstack/react-query';
import { identityOf, permissionsOf } from './authProvider';
import { retryFailedQuery } from './retryRule';
import { readSession, type SessionUser } from './session';

/**
 * react-admin's own query keys (ra-core usePermissions, useGetIdentity): they answer the authProvider, not a server
 * call, so they have no generated key; the permissions' prefix holds every params usePermissions is given
 */
export const authProviderKeys = {
  permissions: ['auth', 'getPermissions'] as const,
  identity: ['auth', 'getIdentity'] as const,
};

export function seedSessionQueries(queryClient: QueryClient, session: SessionUser): void {
  queryClient.setQueryData([...authProviderKeys.permissions, {}], permissionsOf(session));
  queryClient.setQueryData(authProviderKeys.identity, identityOf(session));
}

/**
 * The console's query client (react-admin's too: App.tsx hands it to <Admin>), answering the auth queries from the
 * stored session when there is one; a failed query is asked again only when it may pass later (retryRule.ts)
 */
export function createAppQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryFailedQuery } } });
  const stored = readSession();
  if (stored) seedSessionQueries(queryClient, stored);
  return queryClient;
}
