// Two-factor sign-in in server tests (issue 36): codes computed with otpauth from the secret the enrolment showed,
// at an explicit time (the test app's clock, moved by the test instead of waiting); accounts of their own per test.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { postJson, type Headers } from './helpers.ts';

export const STEP_MS = 30_000;

/** the app's clock: a test moves `now` (ms), the server reads it */
export const clock = { now: Date.parse('2026-06-01T00:00:10Z') };

/** the code of `secret` at `at` ms */
export function codeAt(secret: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

let accounts = 0;

/** a new account of `role_id` (every store), signed in nowhere yet */
export async function newAccount(
  app: FastifyInstance,
  admin: Headers,
  role_id = 2,
): Promise<{ email: string; password: string }> {
  accounts += 1;
  const who = { email: `second${accounts}.${Date.now()}@example.com`, password: 'Second#2026x' };
  const created = await postJson(app, admin, '/auth/account', {
    ...who,
    name: `Second factor ${accounts}`,
    mobile: '010',
    role_id,
    store: [],
    enableWholeStore: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return who;
}

export interface LoginAnswer {
  accessToken?: string;
  twoFactor?: true;
  challenge?: string;
  twoFactorEnrol?: boolean;
  messageKey?: string;
}

export const passwordStep = (app: FastifyInstance, who: { email: string; password: string }) =>
  postJson<LoginAnswer>(app, undefined, '/auth/login', who);

export const codeStep = (
  app: FastifyInstance,
  body: { challenge: string; code?: string; recoveryCode?: string },
) => postJson<LoginAnswer>(app, undefined, '/auth/login/otp', body);

export const sessionHeaders = (email: string, accessToken: string): Headers => ({
  'access-token': accessToken,
  'access-email': email,
});

/** both steps with a code at the clock's time: the session's headers */
export async function signInWithCode(
  app: FastifyInstance,
  who: { email: string; password: string },
  secret: string,
  at = clock.now,
): Promise<Headers> {
  const first = await passwordStep(app, who);
  expect(first.status).toBe(200);
  expect(first.body.challenge).toEqual(expect.any(String));
  const second = await codeStep(app, { challenge: first.body.challenge!, code: codeAt(secret, at) });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return sessionHeaders(who.email, second.body.accessToken!);
}

/** enrols the session's account with a code at the clock's time: the secret and the recovery codes */
export async function enrol(
  app: FastifyInstance,
  headers: Headers,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await postJson<{ secret: string }>(app, headers, '/auth/twofactor/enrol');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const confirm = await postJson<{ recoveryCodes: string[] }>(app, headers, '/auth/twofactor/enrol/confirm', {
    code: codeAt(start.body.secret, clock.now),
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret: start.body.secret, recoveryCodes: confirm.body.recoveryCodes };
}

/** moves the clock to the next time step (a new code, as a person waiting for the app's next one) */
export function nextStep(): void {
  clock.now += STEP_MS;
}
