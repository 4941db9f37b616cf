// The one guard of the API: every route declares `config` (privilege + access, public, or session) and
// this plugin enforces it. A route without a guard is refused at registration.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, MESSAGES, unauthorized } from '../http/errors.ts';
import { ALARM } from '../repositories/alarms.ts';
import { normaliseEmail } from '../repositories/accounts.ts';
import { allows, type Access } from './privileges.ts';
import { resolvePrincipal } from './resolvePrincipal.ts';

export interface RouteGuard {
  /** area (or areas, any of which suffices) of the privilege tree */
  privilege?: string | string[];
  access?: Access;
  /** no session needed */
  public?: boolean;
  /** any valid session */
  session?: boolean;
  /** also allowed when the `email` path parameter or body field is the caller's own email */
  allowSelf?: boolean;
  /** callable while the session's password change is forced */
  allowForceChange?: boolean;
  /** callable while the two-factor policy requires the session's account to enrol (server/auth/twoFactor.ts) */
  allowTwoFactorEnrol?: boolean;
  /**
   * people only: a console session, never an API token (sign-in, accounts, tokens, passwords, system scripts);
   * a token gets 403 'API tokens cannot make this call'
   */
  sessionOnly?: boolean;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: RouteGuard;
}

export function guardOf(config: unknown): RouteGuard {
  return (config ?? {}) as RouteGuard;
}

export function describeGuard(guard: RouteGuard): string | undefined {
  if (guard.public === true) return 'public';
  if (guard.session === true) return 'session';
  const areas = Array.isArray(guard.privilege) ? guard.privilege : guard.privilege ? [guard.privilege] : [];
  if (areas.length > 0 && (guard.access === 'read' || guard.access === 'write'))
    return `${areas.join('|')}.${guard.access}`;
  return undefined;
}

function checkRoute(app: FastifyInstance, route: RouteOptions): void {
  const guard = guardOf(route.config);
  if (!describeGuard(guard)) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no guard: add config { privilege, access }, { public: true } or { session: true }`,
    );
  }
  for (const method of [route.method].flat())
    app.routeRegistry.push({ method: String(method), url: route.url, guard });
}

function areasOf(guard: RouteGuard): string[] {
  return Array.isArray(guard.privilege) ? guard.privilege : guard.privilege ? [guard.privilege] : [];
}

function storeCodesOf(source: unknown, names: string[]): string[] {
  if (typeof source !== 'object' || source === null) return [];
  return names
    .map((name) => (source as Record<string, unknown>)[name])
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

function targetEmail(request: FastifyRequest): string | undefined {
  const fromParams = (request.params as Record<string, unknown> | undefined)?.email;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.email;
  const value =
    typeof fromParams === 'string' ? fromParams : typeof fromBody === 'string' ? fromBody : undefined;
  return value === undefined ? undefined : normaliseEmail(value);
}

/** Registered inside the API prefix: applies to every API route. */
export async function guardPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => checkRoute(app, route));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.is404) return;
    const guard = guardOf(request.routeOptions.config);
    if (guard.public) return;
    const session = await resolvePrincipal(app, request, reply);
    if (!session) throw unauthorized();
    request.principal = session;
    if (guard.sessionOnly && session.via !== 'password') throw forbidden(MESSAGES.tokenNotAllowed);
    if (session.account.forceChange && !guard.allowForceChange)
      throw forbidden(MESSAGES.passwordChangeRequired);
    if (session.via === 'password' && session.twoFactorPending && !guard.allowTwoFactorEnrol)
      throw forbidden(MESSAGES.twoFactorEnrolRequired);
    if (!guard.session) {
      const permitted = areasOf(guard).some((area) =>
        allows(session.privilege, area, guard.access ?? 'write'),
      );
      // allowSelf routes are decided once the body is parsed (the email may be a body field)
      if (!permitted && !guard.allowSelf) throw forbidden();
      session.viaSelf = !permitted;
    }
    checkStores(request, storeCodesOf(request.params, ['storeCode', 'store', 'code']));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    await permissionDeniedAlarm(request, reply, payload);
    return payload;
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const session = request.principal;
    if (!session) return;
    const guard = guardOf(request.routeOptions.config);
    const own = targetEmail(request) === session.email;
    if (session.viaSelf && !own) throw forbidden();
    if (session.account.forceChange && guard.allowSelf && !own)
      throw forbidden(MESSAGES.passwordChangeRequired);
    if (session.via === 'password' && session.twoFactorPending && guard.allowSelf && !own)
      throw forbidden(MESSAGES.twoFactorEnrolRequired);
    checkStores(request, storeCodesOf(request.body, ['storeCode']));
  });
}

/** API PERMISSION DENIED is raised at most once per account and route in this window (alarm_throttle) */
export const PERMISSION_DENIED_ALARM_WINDOW_MS = 10 * 60_000;

/**
 * Every 403 of the API (the guard's privilege, store and self checks, and the checks of handlers: a store of the
 * body, role 0 only) raises API PERMISSION DENIED before the answer leaves: SYSTEM, class 1, the caller's email
 * (or the API token's actor name, source type 'token') as source, method, path and message in data; once per account and route per PERMISSION_DENIED_ALARM_WINDOW_MS.
 * A forced password change or two-factor enrolment is no privilege refusal.
 */
async function permissionDeniedAlarm(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  if (reply.statusCode !== 403) return;
  const text = typeof payload === 'string' ? payload : '';
  if (
    text.includes(MESSAGES.passwordChangeRequired.text) ||
    text.includes(MESSAGES.twoFactorEnrolRequired.text)
  )
    return;
  try {
    // once per account and route a window, across the instances (a dashboard's refused panels, a retrying
    // client: one alarm, issue 38 defect 3)
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const key = `${ALARM.apiPermissionDenied}|${request.principal?.email ?? ''}|${route}`;
    if (!(await request.server.repos.alarmThrottle.claim(key, PERMISSION_DENIED_ALARM_WINDOW_MS))) return;
    await request.server.repos.alarms.raise({
      location: 'SYSTEM',
      type: ALARM.apiPermissionDenied,
      class: 1,
      sourceType: request.principal?.via === 'token' ? 'token' : 'account',
      sourceId: request.principal?.email,
      data: { method: request.method, url: request.url.split('?')[0], route: request.routeOptions.url },
    });
  } catch (error) {
    request.log.error({ err: error }, 'API PERMISSION DENIED alarm not recorded');
  }
}

function checkStores(request: FastifyRequest, codes: string[]): void {
  const allowed = request.principal?.stores;
  if (allowed && codes.some((code) => !allowed.includes(code))) throw forbidden();
}
