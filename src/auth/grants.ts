// The grant rule of domain/grantRules.ts for the console: the roles, stores and privileges the signed-in
// account may give, and the accounts and roles it may change. The server refuses the rest (403); the screens
// hide or disable it.
import {
  canGiveRole,
  canGiveWholeStore,
  changeRefusal,
  holdsPrivileges,
  type Grantor,
  type Privileges,
} from '../../domain/grantRules';
import { readSession } from '../providers/session';
import { seesAllStores, type Permissions } from './privileges';
import { useRoleChoices } from './roleChoices';
import { useAppPermissions } from './usePermissionsOf';

export function grantorOf(permissions: Permissions | undefined | null): Grantor | undefined {
  if (!permissions) return undefined;
  return {
    role_id: permissions.role_id,
    privilege: permissions.privilege,
    stores: seesAllStores(permissions) ? undefined : permissions.store,
  };
}

/** the signed-in account as a grantor (undefined while its permissions load) */
export function useGrantor(): Grantor | undefined {
  return grantorOf(useAppPermissions().permissions);
}

export interface AccountAccess {
  email?: string;
  role_id?: unknown;
  store?: unknown;
  enableWholeStore?: unknown;
}

export interface Grants {
  /** the signed-in account's own email */
  ownEmail: string | undefined;
  canGiveRole(role: { role_id: number; privilege: Privileges | null | undefined }): boolean;
  canGiveWholeStore: boolean;
  /** may edit, reset, unlock, delete this account (false while the roles load) */
  canChange(account: AccountAccess): boolean;
  /** may change a role holding these privileges */
  canChangeRole(privileges: Privileges | null | undefined): boolean;
}

export function useGrants(): Grants {
  const grantor = useGrantor();
  const { data: roles } = useRoleChoices();
  const ownEmail = readSession()?.email;
  return {
    ownEmail,
    canGiveRole: (role) => !!grantor && canGiveRole(grantor, role),
    canGiveWholeStore: !!grantor && canGiveWholeStore(grantor),
    canChange(account) {
      if (!grantor || !roles) return false;
      if (ownEmail !== undefined && account.email === ownEmail) return true;
      const role_id = Number(account.role_id);
      const privilege = roles.find((r) => r.id === role_id)?.privilege;
      return (
        changeRefusal(grantor, {
          role_id,
          privilege,
          store: Array.isArray(account.store) ? account.store.map(String) : [],
          enableWholeStore: account.enableWholeStore === true,
        }) === undefined
      );
    },
    canChangeRole: (privileges) => !!grantor && holdsPrivileges(grantor, privileges),
  };
}
