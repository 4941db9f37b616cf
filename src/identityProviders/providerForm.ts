// The identity provider form's values and the call body (schemas/identityProvider.schema.json $defs
// identityProviderInput): stores typed as a comma-separated list, the secret left empty to keep the stored one.
import type { IdentityProviderInput, IdentityProviderRow } from '../../domain/generated/calls';

export interface RuleValues {
  claim: string;
  value: string;
  role_id: number | null;
  stores: string;
  enableWholeStore: boolean;
}

export interface ProviderFormValues {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  emailClaim: string;
  createUnknown: boolean;
  enabled: boolean;
  rules: RuleValues[];
}

export function formValuesOf(row?: IdentityProviderRow): ProviderFormValues {
  return {
    name: row?.name ?? '',
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecret: '',
    scopes: row?.scopes ?? 'openid email profile',
    emailClaim: row?.emailClaim ?? 'email',
    createUnknown: row?.createUnknown ?? false,
    enabled: row?.enabled ?? true,
    rules: (row?.rules ?? []).map((rule) => ({
      claim: rule.claim,
      value: rule.value,
      role_id: rule.role_id,
      stores: (rule.store ?? []).join(', '),
      enableWholeStore: rule.enableWholeStore === true,
    })),
  };
}

const storesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,\s]+/)
      .map((code) => code.trim())
      .filter((code) => code !== ''),
  ),
];

/** the call body: an empty secret is left out (the stored one stays) */
export function providerBodyOf(values: ProviderFormValues): IdentityProviderInput {
  const secret = values.clientSecret.trim();
  return {
    name: values.name.trim(),
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    ...(secret !== '' ? { clientSecret: secret } : {}),
    scopes: values.scopes.trim(),
    emailClaim: values.emailClaim.trim(),
    createUnknown: values.createUnknown,
    enabled: values.enabled,
    rules: (values.rules ?? []).map((rule) => ({
      claim: rule.claim.trim(),
      value: rule.value.trim(),
      role_id: Number(rule.role_id ?? 0),
      store: storesOf(rule.stores ?? ''),
      enableWholeStore: rule.enableWholeStore === true,
    })),
  };
}
