import { describe, expect, it } from 'vitest';
import { emailOf, mapClaims, type ClaimRule } from './claimMapping.ts';

const RULES: ClaimRule[] = [
  { claim: 'groups', value: 'esl-admins', role_id: 1, enableWholeStore: true },
  { claim: 'realm_access.roles', value: 'store-staff', role_id: 3, store: ['S001', 'S002', 'S001'] },
  { claim: 'department', value: '*', role_id: 2 },
];

describe('claim mapping (first match wins)', () => {
  it('a list claim holding the value matches; the first matching rule decides', () => {
    expect(mapClaims({ groups: ['x', 'esl-admins'], department: 'd' }, RULES)).toEqual({
      role_id: 1,
      store: [],
      enableWholeStore: true,
    });
  });

  it('a nested claim path matches, its stores without repeats', () => {
    expect(mapClaims({ realm_access: { roles: ['store-staff'] } }, RULES)).toEqual({
      role_id: 3,
      store: ['S001', 'S002'],
      enableWholeStore: false,
    });
  });

  it("'*' matches any present value, never an absent or empty claim", () => {
    expect(mapClaims({ department: 'sales' }, RULES)?.role_id).toBe(2);
    expect(mapClaims({ department: [] }, RULES)).toBeUndefined();
    expect(mapClaims({ groups: ['other'] }, RULES)).toBeUndefined();
  });

  it('the email: the configured claim, lower case; an unverified or implausible one is none', () => {
    expect(emailOf({ email: ' Alice@Example.COM ' }, 'email')).toBe('alice@example.com');
    expect(emailOf({ upn: 'bob@corp.example' }, 'upn')).toBe('bob@corp.example');
    expect(emailOf({ email: 'alice@example.com', email_verified: false }, 'email')).toBeUndefined();
    expect(emailOf({ email: 'not an email' }, 'email')).toBeUndefined();
    expect(emailOf({}, 'email')).toBeUndefined();
  });
});
