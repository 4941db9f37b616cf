// The expiry a new API token may be given (issue 35): 30 to 730 days, or never, which the server allows only to a
// token of role 0 (server/routes/auth/apiToken.ts), so only that role is offered it.
import { isSuper, type Permissions } from '../auth/privileges';

export const EXPIRY_DAYS = [30, 90, 180, 365, 730] as const;
/** the choice selected first (the server's default too) */
export const DEFAULT_EXPIRY = 90;
export const NEVER = 'never';

export type Expiry = (typeof EXPIRY_DAYS)[number] | typeof NEVER;

/** the expiry choices a token of this role may have, in their order */
export function expiryChoices(roleId: unknown): Expiry[] {
  return isSuper({ role_id: roleId } as Permissions) ? [...EXPIRY_DAYS, NEVER] : [...EXPIRY_DAYS];
}

/** the choice kept when the role changes: never falls back to the default when the role may not have it */
export function expiryFor(roleId: unknown, expiry: unknown): Expiry {
  const choices: unknown[] = expiryChoices(roleId);
  return choices.includes(expiry) ? (expiry as Expiry) : DEFAULT_EXPIRY;
}

/** the create call's expiresInDays: null for never */
export const expiresInDays = (expiry: Expiry): number | null => (expiry === NEVER ? null : expiry);
