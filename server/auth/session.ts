// The session of a request, and the session user info answered by login and the session check (doc 1 §3).
import type { Config } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';
import type { AccountRecord } from '../repositories/types.ts';
import type { SessionPrincipal } from './principal.ts';
import { localConfigWrites } from '../repositories/systemConfig.ts';
import type { SessionUserInfo } from '../../domain/generated/calls.ts';
import { privilegeDictionary, SUPER_ROLE_ID } from './privileges.ts';

/** the session user info (schemas/account.schema.json $defs sessionUserInfo) */
export type { SessionUserInfo };

export function seesAllStores(account: Pick<AccountRecord, 'role_id' | 'enableWholeStore'>): boolean {
  return account.role_id === SUPER_ROLE_ID || account.enableWholeStore === true;
}

export async function loadSession(
  repos: Repositories,
  token: string,
  email: string,
): Promise<SessionPrincipal | undefined> {
  const localWrites = localConfigWrites();
  const record = await repos.sessions.find(token, email);
  if (!record) return undefined;
  // a single sign-on session used no password: the password's policy (a forced change, a weak one) is not its
  const account =
    record.via === 'sso' ? { ...record.account, forceChange: false, weakPwd: false } : record.account;
  return {
    via: record.via,
    token,
    email: account.email,
    account,
    privilege: privilegeDictionary(account.role_id, record.rolePrivilege),
    stores: seesAllStores(account) ? undefined : (account.store ?? []),
    viaSelf: false,
    configVersion: { version: record.configVersion, localWrites },
    twoFactorPending: record.twoFactorPending,
  };
}

const DAY_MS = 86_400_000;

export function passwordAge(account: Pick<AccountRecord, 'lastPwdChanged'>, now = Date.now()): number {
  return account.lastPwdChanged ? (now - new Date(account.lastPwdChanged).getTime()) / DAY_MS : 0;
}

/** The password is older than the maximum age: a change is forced. */
export function passwordExpired(
  account: Pick<AccountRecord, 'lastPwdChanged'>,
  config: Pick<Config, 'passwordMaxAgeDays'>,
): boolean {
  return passwordAge(account) > config.passwordMaxAgeDays;
}

export async function sessionUserInfo(
  repos: Repositories,
  config: Pick<Config, 'passwordMaxAgeDays'>,
  session: Pick<SessionPrincipal, 'token' | 'account' | 'privilege' | 'twoFactorPending'>,
): Promise<SessionUserInfo> {
  const { account } = session;
  const store = seesAllStores(account) ? await repos.stores.codes() : (account.store ?? []);
  return {
    email: account.email,
    name: account.name,
    accessToken: session.token,
    authenticated: true,
    role_id: account.role_id,
    store,
    enableWholeStore: account.enableWholeStore === true,
    privilege: session.privilege,
    systemConfig: await repos.systemConfig.sessionConfig(),
    systemConfigVersion: await repos.systemConfig.sessionConfigVersion(),
    weakPwd: account.weakPwd === true,
    expireSoon: passwordAge(account) > config.passwordMaxAgeDays - 14,
    forceChange: account.forceChange === true,
    adfs: account.adfs === true,
    twoFactorEnrol: session.twoFactorPending,
  };
}
