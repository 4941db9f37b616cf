// Two-factor sign-in (issue 36; calls twoFactor.* of schemas/twoFactor.schema.json): the caller's own enrolment
// and its management (people only: an API token never holds a second factor), the login's code step, role 0's
// reset of another account and the policy. Every answer that carries a secret or recovery codes is no-store.
import type { FastifyInstance } from 'fastify';
import { assertMayChange } from '../../auth/grantRules.ts';
import { verifyPassword } from '../../auth/password.ts';
import { sessionOf } from '../../auth/principal.ts';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { authThrottle } from '../../auth/throttle.ts';
import {
  assertOwnCode,
  confirmEnrolment,
  isRequired,
  recordSecurityEvent,
  regenerateRecoveryCodes,
  setTwoFactorPolicy,
  startEnrolment,
  TWO_FACTOR_MESSAGES,
  twoFactorPolicy,
} from '../../auth/twoFactor.ts';
import { loginWithCode } from '../../auth/twoFactorLogin.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/noStore.ts';

/** the own two-factor calls: any session, also while its enrolment is required */
const own = { session: true, sessionOnly: true } as const;
const ownDuringEnrol = { ...own, allowTwoFactorEnrol: true } as const;

export default async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const factors = app.repos.twoFactor;

  defineCall(app, 'twoFactor.status', { guard: ownDuringEnrol }, async (request) => {
    const session = sessionOf(request);
    const factor = await factors.find(session.email);
    const enabled = Boolean(factor?.enabledAt);
    return {
      enabled,
      enabledAt: enabled ? factor!.enabledAt!.toISOString() : null,
      recoveryLeft: enabled ? (factor!.recoveryHashes?.length ?? 0) : 0,
      required: await isRequired(app, session.account.role_id),
      available: app.twoFactorKey !== undefined,
    };
  });

  defineCall(
    app,
    'twoFactor.enrolStart',
    { guard: ownDuringEnrol, route: { onRequest: noStore } },
    async (request) => startEnrolment(app, sessionOf(request).email),
  );

  defineCall(
    app,
    'twoFactor.enrolConfirm',
    { guard: ownDuringEnrol, route: { onRequest: noStore } },
    async (request) => {
      const { email } = sessionOf(request);
      const recoveryCodes = await confirmEnrolment(app, email, request.body.code);
      await recordSecurityEvent(app, { type: 'twoFactorEnabled', actor: email, target: email });
      return { recoveryCodes };
    },
  );

  defineCall(app, 'twoFactor.disable', { guard: own }, async (request) => {
    const session = sessionOf(request);
    if (await isRequired(app, session.account.role_id)) throw conflict(TWO_FACTOR_MESSAGES.required);
    const account = await app.repos.accounts.find(session.email, true);
    if (!(await verifyPassword(request.body.password, account?.passwordHash)))
      throw badRequest(TWO_FACTOR_MESSAGES.passwordInvalid);
    await assertOwnCode(app, session.email, request.body.code);
    await factors.remove(session.email);
    await recordSecurityEvent(app, {
      type: 'twoFactorDisabled',
      actor: session.email,
      target: session.email,
    });
    return {};
  });

  defineCall(
    app,
    'twoFactor.recoveryRegenerate',
    { guard: own, route: { onRequest: noStore } },
    async (request) => {
      const { email } = sessionOf(request);
      await assertOwnCode(app, email, request.body.code);
      return { recoveryCodes: await regenerateRecoveryCodes(app, email) };
    },
  );

  // the code step counts its failures like the password step (per address; the account's own counter locks it)
  defineCall(
    app,
    'twoFactor.loginCode',
    { guard: { public: true }, route: { ...authThrottle(app, 'loginCode', 'failures'), onRequest: noStore } },
    async (request) => loginWithCode(app, request.body, request.ip),
  );

  defineCall(
    app,
    'twoFactor.reset',
    { guard: { privilege: 'member', access: 'write', sessionOnly: true } },
    async (request) => {
      const session = sessionOf(request);
      if (session.account.role_id !== SUPER_ROLE_ID) throw forbidden(TWO_FACTOR_MESSAGES.roleZeroOnly);
      const account = await app.repos.accounts.find(request.body.email);
      if (!account) throw notFound();
      await assertMayChange(app.repos, session, account);
      await factors.remove(account.email);
      // AUDIT LOG: the reset of another account's two-factor is a security event the audit log must record
      await recordSecurityEvent(app, { type: 'twoFactorReset', actor: session.email, target: account.email });
      return {};
    },
  );

  defineCall(app, 'twoFactor.policy', { guard: { privilege: 'member', access: 'read' } }, async () =>
    twoFactorPolicy(app),
  );

  defineCall(
    app,
    'twoFactor.setPolicy',
    { guard: { privilege: 'member', access: 'write', sessionOnly: true } },
    async (request) => {
      if (sessionOf(request).account.role_id !== SUPER_ROLE_ID)
        throw forbidden(TWO_FACTOR_MESSAGES.roleZeroOnly);
      return setTwoFactorPolicy(app, request.body);
    },
  );
}
