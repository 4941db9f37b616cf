// The one principal of a request (DESIGN.md §3a): a console session or an API token, resolved at the edge by the
// guard (server/auth/guard.ts). Guards, store scope, the grant rule, throttling and attribution read it, never the
// headers.
import type { FastifyRequest } from 'fastify';
import { forbidden, MESSAGES } from '../http/errors.ts';
import type { AccountInternal, AccountRecord } from '../repositories/types.ts';
import type { PrivilegeDictionary } from './privileges.ts';

/** how the principal signed in: an account's password or single sign-on (a console session), or an API token */
export type SignedInVia = 'password' | 'sso' | 'token';

interface PrincipalBase {
  /**
   * who does it, as the product records it (creators, update histories, alarm sources): the account's email, or
   * the token's actor name (tokenActor)
   */
  email: string;
  privilege: PrivilegeDictionary;
  /** the stores it may see; undefined = every store (role 0, enableWholeStore) */
  stores?: string[];
  /** the route's privilege was not met; it was allowed because it targets the caller's own account */
  viaSelf: boolean;
}

/** a console session: the account signed in with its password, or through single sign-on (issue 36) */
export interface SessionPrincipal extends PrincipalBase {
  via: 'password' | 'sso';
  /** the session's access token */
  token: string;
  /** the caller's account, without its x-internal columns */
  account: Omit<AccountRecord, AccountInternal>;
  /** the systemConfig version read with the session, and this instance's config writes by then */
  configVersion: { version: string; localWrites: number };
  /** the two-factor policy requires the account to enrol first: only the enrolment and a few calls are allowed */
  twoFactorPending: boolean;
}

/** an integration's API token (schemas/apiToken.schema.json): its own role, stores and whole-store flag */
export interface TokenPrincipal extends PrincipalBase {
  via: 'token';
  tokenId: number;
  tokenName: string;
  /** the token's grant, in the account's terms (forceChange never holds) */
  account: Pick<AccountRecord, 'role_id' | 'store' | 'enableWholeStore' | 'forceChange'>;
}

export type Principal = SessionPrincipal | TokenPrincipal;

/** the name a token's actions are recorded under: `token:<id>:<name>` (never an email, so never a login) */
export function tokenActor(id: number, name: string): string {
  return `token:${id}:${name}`;
}

/** the principal is a console session (not an API token) */
export function isSession(principal: Principal | undefined): principal is SessionPrincipal {
  return principal !== undefined && principal.via !== 'token';
}

/** the request's console session; an API token (or no principal) is refused 403 'API tokens cannot make this call' */
export function sessionOf(request: FastifyRequest): SessionPrincipal {
  const principal = request.principal;
  if (!isSession(principal)) throw forbidden(MESSAGES.tokenNotAllowed);
  return principal;
}
