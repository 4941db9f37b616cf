// A real OpenID provider on 127.0.0.1 (random port) for the single sign-on tests (issue 36): oidc-provider with its
// development login form (any password; the login names an account of `users`), consent granted by itself, the
// users' claims (email, name, groups) in the ID token, and the clients a test registers. A client may be made to
// misbehave: its ID tokens re-signed with the provider's own key but for another audience, or already expired,
// so the console's checks are proved against validly signed tokens. stop() takes the provider down.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcUser {
  email: string;
  name?: string;
  groups?: string[];
}

export interface OidcClient {
  clientId: string;
  /** absent: a public client (PKCE only) */
  clientSecret?: string;
  redirectUris: string[];
  /** its ID tokens are re-signed for another audience, or with an expiry already past */
  misbehave?: 'wrongAudience' | 'expired';
}

export interface OidcProviderHandle {
  issuer: string;
  /** the provider stops answering (connections refused) */
  stop(): Promise<void>;
}

const KID = 'test-key-1';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** the ID token's claims changed as the client's misbehaviour says, signed again with the provider's key */
function resigned(idToken: string, how: OidcClient['misbehave'], key: KeyObject): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  if (how === 'wrongAudience') claims.aud = 'another-application';
  if (how === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as object;
  const data = `${b64url(head)}.${b64url(claims)}`;
  return `${data}.${sign('sha256', Buffer.from(data), key).toString('base64url')}`;
}

export async function startOidcProvider(options: {
  users: Record<string, OidcUser>;
  clients: OidcClient[];
}): Promise<OidcProviderHandle> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      ...(c.clientSecret
        ? { client_secret: c.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // the users' claims in the ID token itself (as Okta, Entra and Keycloak can be set to do)
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const user = options.users[id];
      if (!user) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email_verified: true, ...user }) };
    },
    // consent is the provider's business, not the tests': every scope asked is granted at once
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const misbehaving = new Map(
    options.clients.filter((c) => c.misbehave).map((c) => [c.clientId, c.misbehave]),
  );
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const audience = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString('utf8')).aud;
    const how = misbehaving.get(String(audience));
    if (how) ctx.body = { ...body, id_token: resigned(body.id_token, how, privateKey) };
  });
  server.on('request', provider.callback());
  return {
    issuer,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
