// What an account may give (issue 21), one rule for console and server: an account gives another account, or
// itself, only a role whose privileges it holds itself, only stores it has, enableWholeStore only when it has it,
// role 0 only when it is role 0; it changes only accounts and roles that hold no more than it does, and never its
// own role, stores or whole-store flag; a role it changes reaches only accounts it may change. The server refuses with GRANT_MESSAGES (server/auth/grantRules.ts, 403);
// the console hides or disables what the account cannot give.

export interface PrivilegeFlags {
  read?: boolean;
  write?: boolean;
}

/** a role's privilege list (`[{ key, read, write }]`) or a session's dictionary (`{ key: { read, write } }`) */
export type Privileges = ReadonlyArray<PrivilegeFlags & { key: string }> | Record<string, PrivilegeFlags>;

export interface Grantor {
  role_id: number;
  /** the session's privilege dictionary */
  privilege: Record<string, PrivilegeFlags | undefined>;
  /** the stores it has; undefined: every store (role 0, enableWholeStore) */
  stores?: readonly string[];
}

/** what an account holds: its role (id and privileges), stores and whole-store flag */
export interface Holding {
  role_id: number;
  privilege: Privileges | null | undefined;
  store?: readonly string[] | null;
  enableWholeStore?: boolean | null;
}

export const SUPER_ROLE = 0;

/** keys of locales/*.json (the server answers them with their English text, server/http/messages.ts) */
export const GRANT_MESSAGES = {
  roleZero: 'app.serverMessages.grantRoleZero',
  role: 'app.serverMessages.grantRole',
  store: 'app.serverMessages.grantStore',
  wholeStore: 'app.serverMessages.grantWholeStore',
  ownAccess: 'app.serverMessages.grantOwnAccess',
  superAccount: 'app.serverMessages.grantSuperAccount',
  account: 'app.serverMessages.grantAccount',
  rolePrivileges: 'app.serverMessages.grantRolePrivileges',
  roleHolds: 'app.serverMessages.grantRoleHolds',
  roleHolders: 'app.serverMessages.grantRoleHolders',
} as const;

export type GrantMessage = (typeof GRANT_MESSAGES)[keyof typeof GRANT_MESSAGES];

function entries(privileges: Privileges | null | undefined): Array<[string, PrivilegeFlags]> {
  if (!privileges) return [];
  if (Array.isArray(privileges))
    return (privileges as ReadonlyArray<PrivilegeFlags & { key: string }>).map((p) => [p.key, p]);
  return Object.entries(privileges as Record<string, PrivilegeFlags>);
}

/** the grantor has this access to the area (role 0 has every one; write implies read) */
export function holdsAccess(grantor: Grantor, key: string, access: 'read' | 'write'): boolean {
  if (grantor.role_id === SUPER_ROLE) return true;
  const flags = grantor.privilege[key];
  return access === 'read' ? Boolean(flags?.read || flags?.write) : Boolean(flags?.write);
}

/** every privilege of the list is one the grantor holds */
export function holdsPrivileges(grantor: Grantor, privileges: Privileges | null | undefined): boolean {
  return entries(privileges).every(
    ([key, flags]) =>
      (!flags.write || holdsAccess(grantor, key, 'write')) &&
      (!(flags.read || flags.write) || holdsAccess(grantor, key, 'read')),
  );
}

export function canGiveRole(
  grantor: Grantor,
  role: { role_id: number; privilege: Privileges | null | undefined },
): boolean {
  if (role.role_id === SUPER_ROLE) return grantor.role_id === SUPER_ROLE;
  return holdsPrivileges(grantor, role.privilege);
}

export function canGiveStore(grantor: Grantor, storeCode: string): boolean {
  return grantor.stores === undefined || grantor.stores.includes(storeCode);
}

export function canGiveWholeStore(grantor: Grantor): boolean {
  return grantor.stores === undefined;
}

/** why the grantor cannot give this holding, or undefined when it can */
export function grantRefusal(grantor: Grantor, holding: Holding): GrantMessage | undefined {
  if (holding.role_id === SUPER_ROLE && grantor.role_id !== SUPER_ROLE) return GRANT_MESSAGES.roleZero;
  if (!canGiveRole(grantor, holding)) return GRANT_MESSAGES.role;
  if ((holding.store ?? []).some((code) => !canGiveStore(grantor, code))) return GRANT_MESSAGES.store;
  if (holding.enableWholeStore === true && !canGiveWholeStore(grantor)) return GRANT_MESSAGES.wholeStore;
  return undefined;
}

/** why the grantor cannot change (edit, reset, unlock, delete) an account holding this, or undefined */
export function changeRefusal(grantor: Grantor, holding: Holding): GrantMessage | undefined {
  if (holding.role_id === SUPER_ROLE && grantor.role_id !== SUPER_ROLE) return GRANT_MESSAGES.superAccount;
  return grantRefusal(grantor, holding) ? GRANT_MESSAGES.account : undefined;
}

function sameStores(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((code) => right.has(code));
}

/** an account's own role, stores and whole-store flag stay as they are */
export function ownAccessChanged(
  current: Pick<Holding, 'role_id' | 'store' | 'enableWholeStore'>,
  next: Pick<Holding, 'role_id' | 'store' | 'enableWholeStore'>,
): boolean {
  return (
    current.role_id !== next.role_id ||
    !sameStores(current.store, next.store) ||
    (current.enableWholeStore === true) !== (next.enableWholeStore === true)
  );
}

/** why the grantor cannot save a role (its new privileges; `existing`: the stored ones of an update) */
export function roleRefusal(
  grantor: Grantor,
  privileges: Privileges | null | undefined,
  existing?: Privileges | null,
): GrantMessage | undefined {
  if (existing !== undefined && !holdsPrivileges(grantor, existing)) return GRANT_MESSAGES.roleHolds;
  if (!holdsPrivileges(grantor, privileges)) return GRANT_MESSAGES.rolePrivileges;
  return undefined;
}
