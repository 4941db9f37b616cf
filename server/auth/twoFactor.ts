// Two-factor sign-in (issue 36): the policy (who must use it), the enrolment (a secret shown once, confirmed by a
// first code, ten recovery codes shown once), the checks of a code or a recovery code, and the login's challenge.
// The secret is kept encrypted (server/auth/twoFactorKey.ts) and never answered after the enrolment.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { currentAuditContext } from '../db/auditContext.ts';
import { recordSecurityEvent as recordAuditEvent } from '../repositories/auditLog.ts';
import type { TwoFactorChallenge, TwoFactorPolicy } from '../../domain/generated/calls.ts';
import { HttpError, conflict } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import type { LoginState } from '../repositories/twoFactor.ts';
import type { AccountRecord } from '../repositories/types.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { acceptedStep, enrolmentOf, newTotpSecret, type Enrolment } from './totp.ts';
import { decryptSecret, encryptSecret } from './twoFactorKey.ts';

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: message('app.serverMessages.twoFactorCodeInvalid'),
  recoveryInvalid: message('app.serverMessages.twoFactorRecoveryInvalid'),
  challengeExpired: message('app.serverMessages.twoFactorChallengeExpired'),
  alreadyOn: message('app.serverMessages.twoFactorAlreadyOn'),
  notOn: message('app.serverMessages.twoFactorNotOn'),
  notStarted: message('app.serverMessages.twoFactorNotStarted'),
  required: message('app.serverMessages.twoFactorRequired'),
  unavailable: message('app.serverMessages.twoFactorUnavailable'),
  passwordInvalid: message('app.serverMessages.twoFactorPasswordInvalid'),
  roleZeroOnly: message('app.serverMessages.twoFactorRoleZeroOnly'),
};

/** the system_config key of the policy */
const POLICY_KEY = 'twoFactorPolicy';
const NO_POLICY: TwoFactorPolicy = { mode: 'none', roles: [] };
/** how long the code step of a login may take */
export const CHALLENGE_SECONDS = 300;
const RECOVERY_CODES = 10;
/** recovery code letters: no 0/o, 1/l/i to misread */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export async function twoFactorPolicy(app: FastifyInstance): Promise<TwoFactorPolicy> {
  return (await app.repos.systemConfig.get<TwoFactorPolicy>(POLICY_KEY)) ?? NO_POLICY;
}

export async function setTwoFactorPolicy(
  app: FastifyInstance,
  policy: TwoFactorPolicy,
): Promise<TwoFactorPolicy> {
  if (policy.mode !== 'none') keyOf(app);
  const saved = { mode: policy.mode, roles: [...new Set(policy.roles)].sort((a, b) => a - b) };
  await app.repos.systemConfig.set(POLICY_KEY, saved);
  return saved;
}

function requires(policy: TwoFactorPolicy, roleId: number): boolean {
  return policy.mode === 'all' || (policy.mode === 'roles' && policy.roles.includes(roleId));
}

/** the policy requires two-factor of this account */
export async function isRequired(app: FastifyInstance, roleId: number): Promise<boolean> {
  return requires(await twoFactorPolicy(app), roleId);
}

/** the policy requires two-factor of this account and it has not enrolled: its session waits for the enrolment */
export async function mustEnrol(app: FastifyInstance, account: Pick<AccountRecord, 'email' | 'role_id'>) {
  if (!(await isRequired(app, account.role_id))) return false;
  const factor = await app.repos.twoFactor.find(account.email);
  return !factor?.enabledAt;
}

/** the password step of a login, for an account with two-factor on: a challenge instead of a session */
export async function twoFactorChallenge(
  app: FastifyInstance,
  email: string,
  ip: string,
  state: LoginState,
): Promise<TwoFactorChallenge | undefined> {
  const factor = await app.repos.twoFactor.find(email);
  if (!factor?.enabledAt) return undefined;
  const { challenge, expiresAt } = await app.repos.twoFactor.createChallenge(
    email,
    ip,
    CHALLENGE_SECONDS,
    state,
  );
  return { twoFactor: true, challenge, expiresAt: expiresAt.toISOString() };
}

function keyOf(app: FastifyInstance): Buffer {
  if (!app.twoFactorKey) throw conflict(TWO_FACTOR_MESSAGES.unavailable);
  return app.twoFactorKey;
}

/** starts (or restarts) the caller's enrolment: a new secret, shown this once */
export async function startEnrolment(app: FastifyInstance, email: string): Promise<Enrolment> {
  const secret = newTotpSecret();
  if (!(await app.repos.twoFactor.startEnrolment(email, encryptSecret(keyOf(app), secret))))
    throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  return enrolmentOf(secret, email);
}

/** ten new recovery codes (`xxxxx-xxxxx`) and their scrypt hashes */
async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const half = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  const codes = Array.from({ length: RECOVERY_CODES }, () => `${half()}-${half()}`);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecovery(code))));
  return { codes, hashes };
}

/** a recovery code as typed: case, spaces and dashes do not matter */
function normaliseRecovery(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** the first code confirms the enrolment: two-factor is on; the recovery codes, answered this once */
export async function confirmEnrolment(app: FastifyInstance, email: string, code: string): Promise<string[]> {
  const factor = await app.repos.twoFactor.find(email);
  if (factor?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = factor?.pendingCipher ? decryptSecret(keyOf(app), factor.pendingCipher) : undefined;
  if (!secret) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
  const step = acceptedStep(secret, code, app.clock(), null);
  if (step === undefined) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
  const { codes, hashes } = await newRecoveryCodes();
  if (!(await app.repos.twoFactor.confirm(email, step, hashes)))
    throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  await app.repos.sessions.clearTwoFactorPending(email);
  return codes;
}

/** a code of the account's app is right, not used before, and now used (false otherwise) */
export async function spendCode(app: FastifyInstance, email: string, code: string): Promise<boolean> {
  const factor = await app.repos.twoFactor.find(email);
  if (!factor?.enabledAt || !factor.secretCipher) return false;
  const secret = decryptSecret(keyOf(app), factor.secretCipher);
  if (!secret) {
    app.log.error(
      { email },
      'two-factor secret unreadable: TWO_FACTOR_KEY differs from the one it was stored with',
    );
    return false;
  }
  const step = acceptedStep(secret, code, app.clock(), factor.lastStep ?? null);
  return step !== undefined && (await app.repos.twoFactor.useStep(email, step));
}

/** a recovery code of the account is right and unused, and now used (false otherwise) */
export async function spendRecoveryCode(app: FastifyInstance, email: string, code: string): Promise<boolean> {
  const factor = await app.repos.twoFactor.find(email);
  const typed = normaliseRecovery(code);
  if (!factor?.enabledAt || typed === '') return false;
  for (const hash of factor.recoveryHashes ?? []) {
    if (await verifyPassword(typed, hash)) return app.repos.twoFactor.useRecoveryCode(email, hash);
  }
  return false;
}

/** the caller's own code checked for a change of its two-factor (400 wrong code, 409 not on) */
export async function assertOwnCode(app: FastifyInstance, email: string, code: string): Promise<void> {
  const factor = await app.repos.twoFactor.find(email);
  if (!factor?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  if (!(await spendCode(app, email, code))) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
}

/** ten new recovery codes for the caller; the old ones die */
export async function regenerateRecoveryCodes(app: FastifyInstance, email: string): Promise<string[]> {
  const { codes, hashes } = await newRecoveryCodes();
  await app.repos.twoFactor.setRecoveryCodes(email, hashes);
  return codes;
}

/** a two-factor event in the audit log (issue 36), with the request's id, call, route and address */
export async function recordSecurityEvent(
  app: FastifyInstance,
  event: { type: 'twoFactorReset' | 'twoFactorDisabled' | 'twoFactorEnabled'; actor: string; target: string },
): Promise<void> {
  const context = currentAuditContext();
  await recordAuditEvent(app.db, {
    action: event.type === 'twoFactorEnabled' ? 'twoFactorEnrolled' : event.type,
    actor: event.actor,
    subject: event.target,
    sourceIp: context?.sourceIp ?? '',
    requestId: context?.requestId,
    call: context?.call,
    route: context?.route,
  });
}
