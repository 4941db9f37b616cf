// What the logged-in user may do: privilege areas (doc 1 §6, doc 3 §6) and store scope.
// Menus, buttons and route rendering ask this module; the server enforces the same rules.
import type { PrivilegeFlags } from '../providers/session';
import type { Access } from '../../domain/privileges';

export type { Access };

export interface Permissions {
  role_id: number;
  privilege: Record<string, PrivilegeFlags>;
  store: string[];
  systemConfig: Record<string, unknown>;
  enableWholeStore: boolean;
}

export function isSuper(permissions: Permissions | undefined | null): boolean {
  return permissions?.role_id === 0;
}

/** role 0 may do everything; other roles follow their privilege dictionary (write implies read). */
export function can(permissions: Permissions | undefined | null, area: string, access: Access): boolean {
  if (!permissions) return false;
  if (isSuper(permissions)) return true;
  const flags = permissions.privilege[area];
  if (!flags) return false;
  return access === 'read' ? flags.read || flags.write : flags.write;
}

/** role 0 and enableWholeStore see every store; other accounts only their store list. */
export function seesAllStores(permissions: Permissions | undefined | null): boolean {
  return !!permissions && (isSuper(permissions) || permissions.enableWholeStore);
}

export function canAccessStore(permissions: Permissions | undefined | null, storeCode: string): boolean {
  if (!permissions) return false;
  return seesAllStores(permissions) || permissions.store.includes(storeCode);
}
