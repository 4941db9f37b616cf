// The code step of a login (POST /auth/login/otp): the password step's challenge with a code of the authenticator
// app or a recovery code opens the session. A wrong code counts as a failed login (the password's lockout); the
// challenge survives it (the person types again) until it expires or the account locks.
import type { FastifyInstance } from 'fastify';
import type { TwoFactorLogin } from '../../domain/generated/calls.ts';
import { HttpError } from '../http/errors.ts';
import { countFailure, locked, openSession, recordAttempt } from './login.ts';
import type { SessionUserInfo } from './session.ts';
import { spendCode, spendRecoveryCode, TWO_FACTOR_MESSAGES } from './twoFactor.ts';

const refused = (said = TWO_FACTOR_MESSAGES.codeInvalid) => new HttpError(401, said);

export async function loginWithCode(
  app: FastifyInstance,
  body: TwoFactorLogin,
  ip: string,
): Promise<SessionUserInfo> {
  if (body.code === undefined && body.recoveryCode === undefined)
    throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
  const pending = await app.repos.twoFactor.findChallenge(body.challenge);
  if (!pending) throw refused(TWO_FACTOR_MESSAGES.challengeExpired);
  const { email } = pending;
  const account = await app.repos.accounts.find(email, true);
  if (!account) throw refused(TWO_FACTOR_MESSAGES.challengeExpired);
  if (account.locked) {
    await app.repos.twoFactor.endChallenge(body.challenge);
    await recordAttempt(app, { email, ip, success: false, locked: true });
    throw locked();
  }
  const recovery = body.recoveryCode !== undefined;
  const ok = recovery
    ? await spendRecoveryCode(app, email, body.recoveryCode ?? '')
    : await spendCode(app, email, body.code ?? '');
  if (!ok) {
    const refusal = refused(recovery ? TWO_FACTOR_MESSAGES.recoveryInvalid : TWO_FACTOR_MESSAGES.codeInvalid);
    try {
      return await countFailure(app, email, ip, refusal);
    } catch (error) {
      if (error !== refusal) await app.repos.twoFactor.endChallenge(body.challenge);
      throw error;
    }
  }
  // single use: of two requests with the same challenge, one opens a session
  if (!(await app.repos.twoFactor.endChallenge(body.challenge)))
    throw refused(TWO_FACTOR_MESSAGES.challengeExpired);
  return openSession(app, account, ip, pending, false);
}
