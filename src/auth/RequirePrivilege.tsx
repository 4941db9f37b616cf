// The one refusal of a page (DESIGN.md §4): a user without read privilege on its area, or a route's :storeCode
// outside the account's store list, gets the no-access page and the page never loads (the server answers the
// same calls 403).
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { NoAccess } from './NoAccess';
import { can, canAccessStore, type Access } from './privileges';
import { useAppPermissions } from './usePermissionsOf';

/** Renders its children only when the user has `access` on `area` and, on a route with a :storeCode, may see
 * that store; otherwise the no-access page. */
export function RequirePrivilege({
  area,
  access = 'read',
  children,
}: {
  area: string;
  access?: Access;
  children: ReactNode;
}) {
  const { permissions, isPending } = useAppPermissions();
  const { storeCode } = useParams();
  if (isPending) return <PageLoading />;
  const allowed =
    can(permissions, area, access) && (storeCode === undefined || canAccessStore(permissions, storeCode));
  return allowed ? <>{children}</> : <NoAccess />;
}

/** A page component guarded by read privilege on its area (for `<Resource list>` and routes). */
export function guarded<P extends object>(area: string, Page: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (
    <RequirePrivilege area={area}>
      <Page {...props} />
    </RequirePrivilege>
  );
  Guarded.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Guarded;
}
