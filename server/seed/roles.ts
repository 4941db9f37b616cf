// The demo roles: the super role 0, a store manager, a viewer, and the role without privileges of signups.
import {
  fullPrivileges,
  normalisePrivileges,
  PRIVILEGE_KEYS,
  type PrivilegeEntry,
} from '../auth/privileges.ts';

export const SUPER_ROLE = { role_id: 0, name: 'Super Administrator' };
export const MANAGER_ROLE_ID = 1;
export const VIEWER_ROLE_ID = 2;
/** The default SIGNUP_ROLE_ID: self-registered accounts can do nothing until an administrator grants a role. */
export const NO_PRIVILEGES_ROLE = { role_id: 3, name: 'No privileges' };

export function noPrivilegesRole(): { role_id: number; name: string; privilege: PrivilegeEntry[] } {
  return { ...NO_PRIVILEGES_ROLE, privilege: normalisePrivileges([]) };
}

const MANAGER_AREAS = ['dashboard', 'custom_dashboard', 'store', 'tag', 'product', 'task'];
const VIEWER_EXCLUDED = new Set(['member', 'role', 'setting']);

function withAccess(
  select: (key: string, parent?: string) => { read: boolean; write: boolean },
): PrivilegeEntry[] {
  return normalisePrivileges(PRIVILEGE_KEYS.map(({ key, parent }) => ({ key, ...select(key, parent) })));
}

export function demoRoles(): Array<{ role_id: number; name: string; privilege: PrivilegeEntry[] }> {
  return [
    { ...SUPER_ROLE, privilege: fullPrivileges() },
    {
      role_id: MANAGER_ROLE_ID,
      name: 'Store Manager',
      privilege: withAccess((key) => ({
        read: MANAGER_AREAS.includes(key),
        write: MANAGER_AREAS.includes(key),
      })),
    },
    {
      role_id: VIEWER_ROLE_ID,
      name: 'Viewer',
      // read-only on every area except member, role, setting and setting's children
      privilege: withAccess((key, parent) => ({ read: !VIEWER_EXCLUDED.has(parent ?? key), write: false })),
    },
    noPrivilegesRole(),
  ];
}
