// Single sign-on (issue 36; calls identityProvider.choices, start, callback, exchange of
// schemas/identityProvider.schema.json), all without a session:
//   GET /auth/sso/providers            the login page's buttons
//   GET /auth/sso/{id}/start           302 to the provider (a browser-binding cookie set)
//   GET /auth/sso/callback             the redirect URI: 302 to /#/sso?code=... (or ?error=<message key>)
//   POST /auth/sso/exchange            the one-time code → the session user info (tokens never in a URL)
// The sign-in itself: server/auth/sso/ssoFlow.ts. Starts and exchanges are throttled per address (auth/throttle.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { noStore } from '../../http/noStore.ts';
import { authThrottle } from '../../auth/throttle.ts';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import { newToken } from '../../repositories/token.ts';
import {
  exchangeCode,
  finishSignIn,
  FLOW_TTL_SECONDS,
  redirectUri,
  SsoFailure,
  startSignIn,
} from '../../auth/sso/ssoFlow.ts';

/** the cookie binding a sign-in to the browser that started it (HttpOnly; sent back on the provider's redirect) */
const BROWSER_COOKIE = 'esl_sso';
const COOKIE_PATH = '/api/auth/sso';

function browserCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

function setBrowserCookie(reply: FastifyReply, publicUrl: string, value: string, maxAge: number): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  // Lax: sent on the provider's top-level redirect back, never on another site's subrequest
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export default async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const loginPage = (params: Record<string, string>) =>
    `${app.appConfig.publicUrl}/#/sso?${new URLSearchParams(params).toString()}`;
  const failed = (reply: FastifyReply, request: FastifyRequest, error: unknown) => {
    if (!(error instanceof SsoFailure)) throw error;
    recordSecurityEvent(request.log, {
      type: 'sso.refused',
      ip: request.ip,
      detail: { reason: error.kind, cause: (error.cause as Error | undefined)?.message },
    });
    return reply.redirect(loginPage({ error: error.messageKey }), 302);
  };

  defineCall(app, 'identityProvider.choices', { guard: { public: true } }, async () => ({
    data: await app.repos.identityProviders.choices(),
  }));

  defineCall(
    app,
    'identityProvider.start',
    { guard: { public: true }, route: { ...authThrottle(app, 'ssoStart', 'calls'), onRequest: noStore } },
    async (request, reply) => {
      const browser = newToken();
      try {
        const url = await startSignIn(app, request.params.id, browser);
        setBrowserCookie(reply, app.appConfig.publicUrl, browser, FLOW_TTL_SECONDS);
        return reply.redirect(url.href, 302);
      } catch (error) {
        return failed(reply, request, error);
      }
    },
  );

  defineCall(
    app,
    'identityProvider.callback',
    { guard: { public: true }, route: { onRequest: noStore } },
    async (request, reply) => {
      // the URL the provider sent the browser to: the registered redirect URI with the answer's query
      const query = request.raw.url?.split('?')[1] ?? '';
      const callbackUrl = new URL(`${redirectUri(app.appConfig.publicUrl)}?${query}`);
      setBrowserCookie(reply, app.appConfig.publicUrl, '', 0);
      try {
        const { code, email, providerId } = await finishSignIn(app, callbackUrl, browserCookie(request));
        recordSecurityEvent(request.log, {
          type: 'sso.signIn',
          email,
          ip: request.ip,
          detail: { providerId },
        });
        return reply.redirect(loginPage({ code }), 302);
      } catch (error) {
        return failed(reply, request, error);
      }
    },
  );

  defineCall(
    app,
    'identityProvider.exchange',
    {
      guard: { public: true },
      route: { ...authThrottle(app, 'ssoExchange', 'failures'), onRequest: noStore },
    },
    async (request) => {
      try {
        return await exchangeCode(app, request.body.code, request.ip);
      } catch (error) {
        if (error instanceof SsoFailure)
          throw new HttpError(401, message('app.serverMessages.ssoCodeInvalid'));
        throw error;
      }
    },
  );
}
