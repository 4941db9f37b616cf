// The little of oidc-provider's API tests/support/oidcProvider.ts uses (the package ships no types; its
// DefinitelyTyped package is not a dependency). Its full API: node_modules/oidc-provider/docs/README.md.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (fields: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface KoaContext {
    path: string;
    body: unknown;
    oidc: {
      provider: { Grant: GrantClass };
      client?: { clientId: string };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  export interface Configuration {
    clients: Array<Record<string, unknown>>;
    jwks: { keys: unknown[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    scopes: string[];
    conformIdTokenClaims: boolean;
    features: Record<string, { enabled: boolean }>;
    findAccount(
      ctx: KoaContext,
      id: string,
    ): Promise<{ accountId: string; claims(): Record<string, unknown> } | undefined>;
    loadExistingGrant(ctx: KoaContext): Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
