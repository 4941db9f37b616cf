// The login flow: lockout after repeated failures, login history of every attempt, a new session; for an account
// with two-factor on, a challenge for the code step (server/auth/twoFactorLogin.ts) instead of the session.
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES, unauthorized } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { normaliseEmail } from '../repositories/accounts.ts';
import { scriptFailure } from '../scripts/scriptRun.ts';
import { ALARM } from '../repositories/alarms.ts';
import { LOGIN } from '../repositories/loginHistory.ts';
import type { LoginState } from '../repositories/twoFactor.ts';
import type { AccountRecord } from '../repositories/types.ts';
import { isWeakPassword, verifyAccountPassword } from './password.ts';
import { SIGN_IN_SCRIPT_ROLE } from '../../domain/scriptRules.ts';
import type { LocaleCode } from '../../domain/locales.ts';
import type { AccountLoginAnswer } from '../../domain/generated/calls.ts';
import { privilegeDictionary, SUPER_ROLE_ID } from './privileges.ts';
import { refuseSsoOnly } from './sso/ssoOnly.ts';
import { passwordExpired, sessionUserInfo, type SessionUserInfo } from './session.ts';
import { mustEnrol, twoFactorChallenge } from './twoFactor.ts';

export const locked = () => new HttpError(423, MESSAGES.locked);

/** the login's answer when the third-party authentication script fails (nothing of what the script saw) */
export const THIRD_PARTY_FAILED = message('app.serverMessages.thirdPartyFailed');

/** records a sign-in attempt in the login history */
export function recordAttempt(
  app: FastifyInstance,
  attempt: { email: string; ip: string; success: boolean; locked: boolean },
): Promise<void> {
  return app.repos.loginHistory.record({ ...attempt, type: LOGIN });
}

/**
 * A wrong password or code: the account's failure count grows (one counter for both steps); at the limit the
 * account locks, its sessions end, an alarm is raised and the answer is 423; else `refusal`.
 */
export async function countFailure(
  app: FastifyInstance,
  email: string,
  ip: string,
  refusal: HttpError,
): Promise<never> {
  const result = await app.repos.accounts.recordFailure(email, app.appConfig.lockAfterFailures);
  await recordAttempt(app, { email, ip, success: false, locked: result.locked });
  if (!result.locked) throw refusal;
  // a session opened before the lock stops working
  await app.repos.sessions.deleteForEmail(email);
  app.log.warn({ email, failCount: result.failCount }, 'account locked after failed logins');
  await app.repos.alarms.raise({
    location: 'SYSTEM',
    type: ALARM.accountLocked,
    class: 2,
    sourceType: 'account',
    sourceId: email,
    data: { failCount: result.failCount },
  });
  throw locked();
}

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string; locale?: LocaleCode },
  ip: string,
): Promise<AccountLoginAnswer> {
  const { repos, appConfig } = app;
  const email = normaliseEmail(credentials.email);
  const history = (success: boolean, isLocked: boolean) =>
    recordAttempt(app, { email, ip, success, locked: isLocked });

  const account = await repos.accounts.find(email, true);
  // a third-party authentication script in use decides instead of the stored password (docs/api.md), for an
  // account that exists and is not locked; role 0 always signs in with its own password (a way in that no script
  // can open or close)
  const thirdParty =
    account && !account.locked && account.role_id !== SIGN_IN_SCRIPT_ROLE
      ? await app.scripts.runUserScript('thirdPartyAuth', 'default', {
          email,
          password: credentials.password,
        })
      : undefined;
  if (thirdParty && !thirdParty.ok) {
    await history(false, false);
    // what the script saw (the typed password among it) is never recorded: the error class and line only
    app.log.warn({ email, ...scriptFailure(thirdParty.error) }, 'third-party authentication script failed');
    throw new HttpError(401, THIRD_PARTY_FAILED);
  }
  const verdict = thirdParty?.output as { accept: boolean; name?: unknown } | undefined;
  // an unknown email is checked against a dummy hash: the answer takes as long as for a known one
  const passwordOk = verdict
    ? verdict.accept
    : await verifyAccountPassword(credentials.password, account?.passwordHash ?? undefined);
  if (!account) {
    await history(false, false);
    throw unauthorized();
  }
  if (account.locked) {
    await history(false, true);
    throw locked();
  }
  if (account.ssoOnly === true && account.role_id !== SUPER_ROLE_ID)
    return refuseSsoOnly(app, email, ip, history);
  if (!passwordOk) return countFailure(app, email, ip, unauthorized());

  const thirdPartyName = typeof verdict?.name === 'string' ? verdict.name.trim().slice(0, 100) : '';
  if (thirdPartyName !== '' && thirdPartyName !== account.name) {
    await repos.accounts.update({ email }, { name: thirdPartyName });
    account.name = thirdPartyName;
  }
  const state: LoginState = {
    // the password policy is the third party's business
    weakPwd: verdict ? false : isWeakPassword(credentials.password),
    // the stored password is not the one in use with a third party: no change to force
    forceChange: !verdict && (account.forceChange || passwordExpired(account, appConfig)),
    locale: credentials.locale,
  };
  // with two-factor on, the password alone opens nothing: its failures stay counted until the code step
  const challenge = await twoFactorChallenge(app, email, ip, state);
  if (challenge) return challenge;
  return openSession(app, account, ip, state, await mustEnrol(app, account));
}

/** the sign-in went through: failures reset, a new session (waiting for the two-factor enrolment when pending) */
export async function openSession(
  app: FastifyInstance,
  account: AccountRecord,
  ip: string,
  state: LoginState,
  twoFactorPending: boolean,
): Promise<SessionUserInfo> {
  const { repos, appConfig } = app;
  const { email } = account;
  const { weakPwd, forceChange } = state;
  await repos.accounts.recordSuccess(email, weakPwd, forceChange, state.locale);
  const role = await repos.roles.get({ role_id: account.role_id });
  const { token } = await repos.sessions.create(email, appConfig.sessionTtlHours, ip, twoFactorPending);
  await recordAttempt(app, { email, ip, success: true, locked: false });
  const { passwordHash: _hash, failCount: _count, locale: _locale, ...publicAccount } = account;
  return sessionUserInfo(repos, appConfig, {
    token,
    account: { ...publicAccount, weakPwd, forceChange },
    privilege: privilegeDictionary(account.role_id, role?.privilege),
    twoFactorPending,
  });
}
