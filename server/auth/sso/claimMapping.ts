// Single sign-on's claim mapping (issue 36): the identity provider's rules, in order, the first whose claim holds
// its value giving the account's role and stores. A claim is named by its path (`groups`,
// `realm_access.roles`); it holds the value when it equals it or is a list that has it; '*' matches any present
// value. No rule matching: no role, the sign-in is refused.

export interface ClaimRule {
  claim: string;
  value: string;
  role_id: number;
  store?: string[];
  enableWholeStore?: boolean;
}

export interface MappedAccess {
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
}

type Claims = Record<string, unknown>;

/** the claim at a dotted path; a claim whose own name has a dot (`https://example.com/groups`) is found first */
export function claimAt(claims: Claims, path: string): unknown {
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Claims)[part];
  }
  return value;
}

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

function holds(claim: unknown, value: string): boolean {
  const values = (Array.isArray(claim) ? claim : [claim]).map(scalar).filter((v) => v !== undefined);
  return value === '*' ? values.length > 0 : values.includes(value);
}

/** the access the first matching rule gives, or undefined when none matches */
export function mapClaims(claims: Claims, rules: readonly ClaimRule[]): MappedAccess | undefined {
  const rule = rules.find((r) => holds(claimAt(claims, r.claim), r.value));
  if (!rule) return undefined;
  return {
    role_id: rule.role_id,
    store: [...new Set(rule.store ?? [])],
    enableWholeStore: rule.enableWholeStore === true,
  };
}

/** the email the provider vouches for: the configured claim, a plausible address, not marked unverified */
export function emailOf(claims: Claims, emailClaim: string): string | undefined {
  const email = scalar(claimAt(claims, emailClaim))?.trim().toLowerCase();
  if (!email || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  if (claims.email_verified === false) return undefined;
  return email;
}
