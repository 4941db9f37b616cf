// Other accounts' emails are for sessions with member read, which decides who may know the accounts: everyone
// else sees them masked to their first character and domain (`a***@example.com`), as the server log download
// shows them (server/downloads/logRing.ts). A session's own email is its own to see.
//
// The one rule for the answers (accountEmailsPlugin, every API route): an answer field named in
// ACCOUNT_EMAIL_FIELDS holds an account's email (who owns, created, saved, replaced, updated or started something;
// an alarm's source), wherever it sits in the answer; without member read its email is masked. A new answer field
// that names an account takes one of these names (or joins the list), and no route has to remember the rule.
import type { FastifyInstance } from 'fastify';
import { allows } from './privileges.ts';
import type { Principal } from './principal.ts';

/** an email, also URL-encoded (`%40`) inside a path */
const EMAIL = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** every email in the text masked, except `keep` (compared case-insensitively) */
export function maskEmails(text: string, keep?: string): string {
  const own = keep?.toLowerCase();
  return text.replace(EMAIL, (email: string, first: string, at: string, domain: string) =>
    own !== undefined && email.toLowerCase().replace('%40', '@') === own
      ? email
      : `${first}***${at}${domain}`,
  );
}

/** whether a session sees other accounts' emails: member read */
export function seesAccountEmails(session: Pick<Principal, 'privilege'> | undefined): boolean {
  return session !== undefined && allows(session.privilege, 'member', 'read');
}

/** what a session's answers do with emails of other accounts: kept with member read, masked otherwise */
export function emailsFor(
  session: Pick<Principal, 'email' | 'privilege'> | undefined,
): (text: string) => string {
  if (seesAccountEmails(session)) return (text) => text;
  return (text) => maskEmails(text, session?.email);
}

/** the answer fields that hold an account's email */
export const ACCOUNT_EMAIL_FIELDS: ReadonlySet<string> = new Set([
  'owner',
  'createdBy',
  'updatedBy',
  'savedBy',
  'replacedBy',
  'startedBy',
  'sourceId',
]);

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * An answer with its ACCOUNT_EMAIL_FIELDS texts passed through `show`, at any depth; the answer itself is left
 * as it is (parts that change are copies: an answer may be a cached object).
 */
export function withAccountEmails<T>(value: T, show: (text: string) => string): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const shown = withAccountEmails(item, show);
      if (shown !== item) (copy ??= [...value])[i] = shown;
    });
    return (copy ?? value) as T;
  }
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const shown =
      typeof item === 'string' && ACCOUNT_EMAIL_FIELDS.has(key) ? show(item) : withAccountEmails(item, show);
    if (shown !== item) (copy ??= { ...value })[key] = shown;
  }
  return (copy ?? value) as T;
}

/** Registered inside the API prefix: every answer of a session without member read has its account emails masked. */
export async function accountEmailsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (seesAccountEmails(request.principal)) return payload;
    return withAccountEmails(payload, emailsFor(request.principal));
  });
}

/** a JSON value with every email in its strings masked as `show` does */
export function withEmails<T>(value: T, show: (text: string) => string): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(show(JSON.stringify(value))) as T;
}
