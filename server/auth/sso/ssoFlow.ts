// Single sign-on by OpenID Connect (issue 36), the authorization code flow with PKCE:
//   start: a flow row (state, nonce, PKCE verifier, the browser's cookie hash; 10 minutes) and the provider's
//     authorization URL;
//   finish (the redirect URI): the flow taken once by its state and checked against the browser's cookie, then
//     openid-client validates the answer (state, iss, PKCE, the ID token's signature, issuer, audience, expiry and
//     nonce); the claims are mapped (claimMapping.ts), the account created or refreshed (role and stores at each
//     sign-in), and a one-time code made for the console;
//   exchange: the code, once and within a minute, becomes an ordinary session (via 'sso').
// Failures are SsoFailure with the message key the login page shows.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { OutgoingError } from '../../net/outgoingHttp.ts';
import { hashToken, newToken } from '../../repositories/token.ts';
import { LOGIN } from '../../repositories/loginHistory.ts';
import { recordSecurityEvent } from '../securityEvents.ts';
import { loadSession, sessionUserInfo, type SessionUserInfo } from '../session.ts';
import { emailOf, mapClaims, type ClaimRule } from './claimMapping.ts';
import { providerConfiguration } from './oidcClient.ts';

/** the message keys of a failed single sign-on (locales: app.sso.errors.*) */
export type SsoFailureKind =
  | 'stateInvalid'
  | 'tokenInvalid'
  | 'providerDown'
  | 'providerRefused'
  | 'providerUnknown'
  | 'noEmail'
  | 'unknownUser'
  | 'noMatchingRule'
  | 'accountLocked'
  | 'codeInvalid';

export class SsoFailure extends Error {
  constructor(
    readonly kind: SsoFailureKind,
    cause?: unknown,
  ) {
    super(`single sign-on failed: ${kind}`, { cause });
    this.name = 'SsoFailure';
  }

  get messageKey(): string {
    return `app.sso.errors.${this.kind}`;
  }
}

/** a sign-in must come back within this time */
export const FLOW_TTL_SECONDS = 600;
/** the console exchanges its code at once */
export const CODE_TTL_SECONDS = 60;

/** the redirect URI to register at every provider */
export function redirectUri(publicUrl: string): string {
  return `${publicUrl}/api/auth/sso/callback`;
}

/** a browser-binding value's stored form */
const browserHash = (value: string): string =>
  createHash('sha256').update(`sso-browser:${value}`).digest('hex');

/** the provider could not be reached or answered as no server should: down, not the person's fault */
function providerDown(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof OutgoingError) return true;
    if (e instanceof client.ResponseBodyError && e.status >= 500) return true;
    const status = (e as { response?: { status?: number } }).response?.status;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
}

async function configurationOf(app: FastifyInstance, providerId: number) {
  const provider = await app.repos.identityProviders.withSecret(providerId);
  if (!provider || !provider.enabled) throw new SsoFailure('providerUnknown');
  try {
    return { provider, config: await providerConfiguration(provider, app.appConfig.secretKey) };
  } catch (error) {
    throw new SsoFailure(providerDown(error) ? 'providerDown' : 'providerUnknown', error);
  }
}

/** begins a sign-in: the authorization URL to send the browser to, bound to `browser` (its cookie's value) */
export async function startSignIn(app: FastifyInstance, providerId: number, browser: string): Promise<URL> {
  const { provider, config } = await configurationOf(app, providerId);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await app.repos.ssoFlows.purgeExpired();
  await app.repos.ssoFlows.start(
    { state, providerId, codeVerifier, nonce, browserHash: browserHash(browser) },
    FLOW_TTL_SECONDS,
  );
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(app.appConfig.publicUrl),
    scope: provider.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** the account signed in, created or refreshed from the claims; throws SsoFailure */
async function accountFromClaims(
  app: FastifyInstance,
  provider: { id: number; emailClaim: string; rules: unknown; createUnknown: boolean },
  claims: Record<string, unknown>,
): Promise<string> {
  const { repos } = app;
  const email = emailOf(claims, provider.emailClaim);
  if (!email) throw new SsoFailure('noEmail');
  const access = mapClaims(claims, (provider.rules ?? []) as ClaimRule[]);
  if (!access) throw new SsoFailure('noMatchingRule');
  const account = await repos.accounts.find(email);
  if (account?.locked) throw new SsoFailure('accountLocked');
  const name =
    typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim().slice(0, 100) : email;
  if (account) {
    await repos.accounts.update({ email }, { ...access });
    return email;
  }
  if (!provider.createUnknown) throw new SsoFailure('unknownUser');
  // no password: it signs in by its provider only (a password set later by an administrator is refused while
  // ssoOnly holds)
  await repos.accounts.insert({ email, name, mobile: '', ...access, ssoOnly: true });
  app.log.info(
    { email, providerId: provider.id, role_id: access.role_id },
    'account created by single sign-on',
  );
  return email;
}

/** completes a sign-in from the provider's answer (`callbackUrl`, the redirect URI with its query): a one-time code */
export async function finishSignIn(
  app: FastifyInstance,
  callbackUrl: URL,
  browser: string | undefined,
): Promise<{ code: string; email: string; providerId: number }> {
  const state = callbackUrl.searchParams.get('state');
  const flow = state ? await app.repos.ssoFlows.take(state) : undefined;
  if (!flow || !browser || browserHash(browser) !== flow.browserHash) throw new SsoFailure('stateInvalid');
  if (callbackUrl.searchParams.has('error')) throw new SsoFailure('providerRefused');
  const { provider, config } = await configurationOf(app, flow.providerId);
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
  } catch (error) {
    throw new SsoFailure(providerDown(error) ? 'providerDown' : 'tokenInvalid', error);
  }
  const email = await accountFromClaims(app, provider, claims);
  const code = newToken();
  await app.repos.ssoFlows.addCode(hashToken(code), email, CODE_TTL_SECONDS);
  return { code, email, providerId: provider.id };
}

/** the session of a one-time code: an ordinary session, opened by single sign-on */
export async function exchangeCode(app: FastifyInstance, code: string, ip: string): Promise<SessionUserInfo> {
  const { repos, appConfig } = app;
  const email = await repos.ssoFlows.takeCode(hashToken(code));
  if (!email) throw new SsoFailure('codeInvalid');
  const { token } = await repos.sessions.create(email, appConfig.sessionTtlHours, ip, false, 'sso');
  const session = await loadSession(repos, token, email);
  if (!session) throw new SsoFailure('accountLocked');
  await repos.loginHistory.record({ ip, type: LOGIN, email, success: true, locked: false });
  recordSecurityEvent(app.log, { type: 'sso.session', email, ip });
  return sessionUserInfo(repos, appConfig, session);
}
