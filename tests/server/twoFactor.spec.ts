// Issue 36, two-factor sign-in (TOTP): the enrolment (a wrong first code refused, the right one confirms), the
// login's code step (±1 step accepted, ±2 refused, a code used once, a recovery code used once), failures counted
// with the password's lockout, the secret never answered after the enrolment, turning it off, new recovery codes.
import { describe, expect, it } from 'vitest';
import { backends, login, postJson, signedInApp } from './helpers.ts';
import {
  clock,
  codeAt,
  codeStep,
  enrol,
  newAccount,
  nextStep,
  passwordStep,
  sessionHeaders,
  signInWithCode,
  STEP_MS,
} from './twoFactorHelpers.ts';

describe.each(backends)('two-factor sign-in on $name', (backend) => {
  const s = signedInApp(backend, { clock: () => clock.now });
  const app = () => s.t.app;

  it('enrolment: the secret once (QR and otpauth address), a wrong first code refused, the right one confirms', async () => {
    const who = await newAccount(app(), s.admin);
    const headers = await login(app(), who);
    const start = await postJson<{ secret: string; otpauthUrl: string; qrSvg: string }>(
      app(),
      headers,
      '/auth/twofactor/enrol',
    );
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.otpauthUrl).toContain(`secret=${start.body.secret}`);
    expect(start.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(start.body.qrSvg).toMatch(/^<svg/);
    const wrong = codeAt(start.body.secret, clock.now + 3 * STEP_MS);
    const refused = await postJson<{ messageKey: string }>(app(), headers, '/auth/twofactor/enrol/confirm', {
      code: wrong,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.messageKey).toBe('app.serverMessages.twoFactorCodeInvalid');
    const statusOff = await app().inject({ method: 'GET', url: '/api/auth/twofactor', headers });
    expect(statusOff.json()).toMatchObject({ enabled: false, recoveryLeft: 0 });
    const confirm = await postJson<{ recoveryCodes: string[] }>(
      app(),
      headers,
      '/auth/twofactor/enrol/confirm',
      {
        code: codeAt(start.body.secret, clock.now),
      },
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(10);
    const status = await app().inject({ method: 'GET', url: '/api/auth/twofactor', headers });
    expect(status.json()).toMatchObject({
      enabled: true,
      recoveryLeft: 10,
      required: false,
      available: true,
    });
    // a second enrolment would replace the secret: refused while two-factor is on
    expect((await postJson(app(), headers, '/auth/twofactor/enrol')).status).toBe(409);
  });

  it('the login needs the code: the password step answers a challenge, no session; the code step opens one', async () => {
    const who = await newAccount(app(), s.admin);
    const { secret } = await enrol(app(), await login(app(), who));
    nextStep();
    const first = await passwordStep(app(), who);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactor: true, challenge: expect.any(String) });
    expect(first.body.accessToken).toBeUndefined();
    // the challenge is no session
    const asSession = await app().inject({
      method: 'GET',
      url: '/api/auth/login',
      headers: sessionHeaders(who.email, first.body.challenge!),
    });
    expect(asSession.statusCode).toBe(401);
    const second = await codeStep(app(), {
      challenge: first.body.challenge!,
      code: codeAt(secret, clock.now),
    });
    expect(second.status).toBe(200);
    const headers = sessionHeaders(who.email, second.body.accessToken!);
    expect((await app().inject({ method: 'GET', url: '/api/auth/login', headers })).statusCode).toBe(200);
    // the challenge served once
    nextStep();
    const again = await codeStep(app(), {
      challenge: first.body.challenge!,
      code: codeAt(secret, clock.now),
    });
    expect(again.status).toBe(401);
    expect(again.body.messageKey).toBe('app.serverMessages.twoFactorChallengeExpired');
  });

  it('a code one step early or late is accepted, two steps off refused', async () => {
    const who = await newAccount(app(), s.admin);
    const { secret } = await enrol(app(), await login(app(), who));
    const attempt = async (offset: number) => {
      const first = await passwordStep(app(), who);
      return codeStep(app(), { challenge: first.body.challenge!, code: codeAt(secret, clock.now + offset) });
    };
    clock.now += 10 * STEP_MS;
    expect((await attempt(-2 * STEP_MS)).status).toBe(401);
    expect((await attempt(2 * STEP_MS)).status).toBe(401);
    expect((await attempt(-STEP_MS)).status).toBe(200);
    expect((await attempt(0)).status).toBe(200);
    expect((await attempt(STEP_MS)).status).toBe(200);
  });

  it('a code counts once: the same code again, or one of an earlier step, is refused', async () => {
    const who = await newAccount(app(), s.admin);
    const { secret } = await enrol(app(), await login(app(), who));
    nextStep();
    await signInWithCode(app(), who, secret);
    const first = await passwordStep(app(), who);
    const replay = await codeStep(app(), {
      challenge: first.body.challenge!,
      code: codeAt(secret, clock.now),
    });
    expect(replay.status).toBe(401);
    expect(replay.body.messageKey).toBe('app.serverMessages.twoFactorCodeInvalid');
    const earlier = await codeStep(app(), {
      challenge: first.body.challenge!,
      code: codeAt(secret, clock.now - STEP_MS),
    });
    expect(earlier.status).toBe(401);
    // the refused codes did not spend the challenge: the next code goes through
    nextStep();
    const next = await codeStep(app(), { challenge: first.body.challenge!, code: codeAt(secret, clock.now) });
    expect(next.status).toBe(200);
  });

  it('a recovery code signs in once (any case, with or without its dash) and is gone', async () => {
    const who = await newAccount(app(), s.admin);
    const { recoveryCodes } = await enrol(app(), await login(app(), who));
    const first = await passwordStep(app(), who);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', '');
    const ok = await codeStep(app(), { challenge: first.body.challenge!, recoveryCode: typed });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const headers = sessionHeaders(who.email, ok.body.accessToken!);
    const status = await app().inject({ method: 'GET', url: '/api/auth/twofactor', headers });
    expect(status.json()).toMatchObject({ recoveryLeft: 9 });
    const again = await passwordStep(app(), who);
    const reused = await codeStep(app(), {
      challenge: again.body.challenge!,
      recoveryCode: recoveryCodes[3]!,
    });
    expect(reused.status).toBe(401);
    expect(reused.body.messageKey).toBe('app.serverMessages.twoFactorRecoveryInvalid');
  });

  it("wrong codes count with the password's failures: the account locks and its challenge dies", async () => {
    const who = await newAccount(app(), s.admin);
    const { secret } = await enrol(app(), await login(app(), who));
    // two wrong passwords, then wrong codes: one counter (LOCK_AFTER_FAILURES 5); a right password resets nothing
    for (let i = 0; i < 2; i++)
      expect((await passwordStep(app(), { ...who, password: 'Wrong#2026x' })).status).toBe(401);
    const first = await passwordStep(app(), who);
    const wrong = codeAt(secret, clock.now + 5 * STEP_MS);
    expect((await codeStep(app(), { challenge: first.body.challenge!, code: wrong })).status).toBe(401);
    expect((await codeStep(app(), { challenge: first.body.challenge!, code: wrong })).status).toBe(401);
    const lock = await codeStep(app(), { challenge: first.body.challenge!, code: wrong });
    expect(lock.status).toBe(423);
    expect(lock.body.messageKey).toBe('app.serverMessages.accountLocked');
    nextStep();
    const right = await codeStep(app(), {
      challenge: first.body.challenge!,
      code: codeAt(secret, clock.now),
    });
    expect(right.status).toBe(401);
    expect((await passwordStep(app(), who)).status).toBe(423);
    const history = await s.t.db.query<{ success: boolean }>(
      `SELECT success FROM login_history WHERE email = $1 AND success`,
      [who.email],
    );
    // the enrolment's password login only: no code step ever succeeded
    expect(history).toHaveLength(1);
  });

  it('no call answers the secret after the enrolment; the table holds it encrypted', async () => {
    const who = await newAccount(app(), s.admin);
    const { secret } = await enrol(app(), await login(app(), who));
    nextStep();
    const headers = await signInWithCode(app(), who, secret);
    const answers = [
      await app().inject({ method: 'GET', url: '/api/auth/twofactor', headers }),
      await app().inject({ method: 'GET', url: '/api/auth/login', headers }),
      await app().inject({
        method: 'GET',
        url: `/api/auth/account/${encodeURIComponent(who.email)}`,
        headers,
      }),
      await app().inject({
        method: 'POST',
        url: '/api/auth/account/search',
        headers: s.admin,
        payload: { filter_email: who.email },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/secretCipher|recoveryHashes/);
    }
    const stored = await s.t.db.query<Record<string, unknown>>('SELECT * FROM two_factor WHERE email = $1', [
      who.email,
    ]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('turning it off takes the password and a code; new recovery codes take a code and retire the old ones', async () => {
    const who = await newAccount(app(), s.admin);
    const headers = await login(app(), who);
    const { secret, recoveryCodes } = await enrol(app(), headers);
    nextStep();
    const regenerated = await postJson<{ recoveryCodes: string[] }>(
      app(),
      headers,
      '/auth/twofactor/recovery',
      {
        code: codeAt(secret, clock.now),
      },
    );
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.recoveryCodes).toHaveLength(10);
    const first = await passwordStep(app(), who);
    expect(
      (await codeStep(app(), { challenge: first.body.challenge!, recoveryCode: recoveryCodes[0]! })).status,
    ).toBe(401);
    nextStep();
    const badPassword = await postJson<{ messageKey: string }>(app(), headers, '/auth/twofactor/disable', {
      password: 'Wrong#2026x',
      code: codeAt(secret, clock.now),
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.messageKey).toBe('app.serverMessages.twoFactorPasswordInvalid');
    const off = await postJson(app(), headers, '/auth/twofactor/disable', {
      password: who.password,
      code: codeAt(secret, clock.now),
    });
    expect(off.status).toBe(200);
    const plain = await passwordStep(app(), who);
    expect(plain.body.accessToken).toEqual(expect.any(String));
  });
});
