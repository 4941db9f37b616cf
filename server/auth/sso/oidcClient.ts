// The openid-client Configuration of an identity provider: discovery from its issuer through the one way out
// (oidcFetch.ts), its client authentication (the sealed secret, else a public client with PKCE only). http is
// accepted only for an issuer on this machine (development, tests: RFC 8252's loopback exception); elsewhere https.
import * as client from 'openid-client';
import type { IdentityProviderWithSecret } from '../../repositories/identityProviders.ts';
import { open } from '../secretBox.ts';
import { providerFetch } from './oidcFetch.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** the issuer URL is https, or http on this machine */
export function issuerAllowed(issuer: string): boolean {
  if (!URL.canParse(issuer)) return false;
  const url = new URL(issuer);
  if (url.username || url.password || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

export async function providerConfiguration(
  provider: IdentityProviderWithSecret,
  secretKey: string | undefined,
): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const auth = provider.clientSecretSealed
    ? client.ClientSecretBasic(open(secretKey, provider.clientSecretSealed))
    : client.None();
  return client.discovery(issuer, provider.clientId, undefined, auth, {
    [client.customFetch]: providerFetch,
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
  });
}
