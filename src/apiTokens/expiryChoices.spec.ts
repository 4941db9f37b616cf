// The expiry choices of a new API token by its role: never only for role 0, and a kept choice that the new role
// may not have falls back to the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY, expiresInDays, expiryChoices, expiryFor, NEVER } from './expiryChoices';

describe('API token expiry choices', () => {
  it('offers never only to a token of role 0', () => {
    expect(expiryChoices(0)).toEqual([30, 90, 180, 365, 730, NEVER]);
    expect(expiryChoices(1)).toEqual([30, 90, 180, 365, 730]);
    expect(expiryChoices('')).not.toContain(NEVER);
    expect(expiryChoices(undefined)).not.toContain(NEVER);
  });

  it('keeps a choice the role may have, else the default', () => {
    expect(expiryFor(0, NEVER)).toBe(NEVER);
    expect(expiryFor(2, NEVER)).toBe(DEFAULT_EXPIRY);
    expect(expiryFor(2, 365)).toBe(365);
    expect(expiryFor(2, 7)).toBe(DEFAULT_EXPIRY);
  });

  it('sends never as null and days as they are', () => {
    expect(expiresInDays(NEVER)).toBeNull();
    expect(expiresInDays(730)).toBe(730);
  });
});
