// The grant rule of domain/grantRules.ts enforced for every route that writes accounts or roles (create,
// update, reset, unlock, delete; role create and update): each refusal is a 403 with its message.
import {
  changeRefusal,
  GRANT_MESSAGES,
  grantRefusal,
  ownAccessChanged,
  roleRefusal,
  type Grantor,
  type Holding,
  type Privileges,
} from '../../domain/grantRules.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { validationMessage } from '../http/validate.ts';
import type { Repositories } from '../repositories/index.ts';
import type { AccountRead } from '../repositories/accounts.ts';
import type { Principal } from './principal.ts';

export { GRANT_MESSAGES };

export function grantorOf(session: Pick<Principal, 'account' | 'privilege' | 'stores'>): Grantor {
  return { role_id: session.account.role_id, privilege: session.privilege, stores: session.stores };
}

/** the role, stores and whole-store flag an account is given */
type GrantedAccess = Pick<Holding, 'role_id' | 'store' | 'enableWholeStore'>;

/** the privileges of a role; an unknown role is the form's 'Select Account Role!' */
async function rolePrivileges(repos: Repositories, roleId: number): Promise<Privileges> {
  const role = await repos.roles.get({ role_id: roleId });
  if (!role) throw badRequest(validationMessage('validation.selectAccountRole'));
  return Array.isArray(role.privilege) ? (role.privilege as Privileges) : [];
}

async function holdingOf(repos: Repositories, access: GrantedAccess): Promise<Holding> {
  return { ...access, privilege: await rolePrivileges(repos, access.role_id) };
}

/** the caller may give this role, these stores and this whole-store flag (a new account, or an update) */
export async function assertMayGive(
  repos: Repositories,
  session: Principal,
  access: GrantedAccess,
): Promise<void> {
  const refusal = grantRefusal(grantorOf(session), await holdingOf(repos, access));
  if (refusal) throw forbidden(message(refusal));
}

/** the caller may change (edit, reset, unlock, delete) this account: it holds no more than the caller */
export async function assertMayChange(
  repos: Repositories,
  session: Principal,
  account: AccountRead,
): Promise<void> {
  if (account.email === session.email) return;
  const role = await repos.roles.get({ role_id: account.role_id });
  const privilege = Array.isArray(role?.privilege) ? (role.privilege as Privileges) : [];
  const refusal = changeRefusal(grantorOf(session), { ...account, privilege });
  if (refusal) throw forbidden(message(refusal));
}

/** an update of the caller's own account keeps its role, stores and whole-store flag */
export function assertOwnAccessKept(session: Principal, current: AccountRead, next: GrantedAccess): void {
  if (current.email === session.email && ownAccessChanged(current, next))
    throw forbidden(message(GRANT_MESSAGES.ownAccess));
}

/** a role's new privileges reach only accounts the caller may change: none with stores beyond the caller's */
export async function assertRoleHoldersWithin(
  repos: Repositories,
  session: Principal,
  roleId: number,
  privileges: Privileges,
): Promise<void> {
  const grantor = grantorOf(session);
  if (grantor.stores === undefined) return;
  const holders = await repos.accounts.all({ fixed: { role_id: roleId } });
  if (holders.some((account) => changeRefusal(grantor, { ...account, privilege: privileges })))
    throw forbidden(message(GRANT_MESSAGES.roleHolders));
}

/** the caller holds every privilege of the role it saves, and of the role it changes */
export function assertMayGiveRole(session: Principal, privileges: Privileges, existing?: Privileges): void {
  const refusal = roleRefusal(grantorOf(session), privileges, existing);
  if (refusal) throw forbidden(message(refusal));
}
