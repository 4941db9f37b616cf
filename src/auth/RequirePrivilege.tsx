import type { ComponentType, ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { NoAccess } from './NoAccess';
import { can, type Access } from './privileges';
import { useAppPermissions } from './usePermissionsOf';

/** Renders its children only when the user has `access` on `area`; otherwise the no-access page. */
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
  if (isPending) return <PageLoading />;
  return can(permissions, area, access) ? <>{children}</> : <NoAccess />;
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
