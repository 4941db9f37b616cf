// Other accounts' emails are for sessions with member read, which decides who may know the accounts: everyone
// else sees them masked to their first character and domain (`a***@example.com`), as the server log download
// shows them (server/downloads/logRing.ts). A session's own email is its own to see.
import { allows } from './privileges.ts';
import type { Session } from './session.ts';

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

/** what a session's answers do with emails of other accounts: kept with member read, masked otherwise */
export function emailsFor(
  session: Pick<Session, 'email' | 'privilege'> | undefined,
): (text: string) => string {
  if (session && allows(session.privilege, 'member', 'read')) return (text) => text;
  return (text) => maskEmails(text, session?.email);
}

/** a JSON value with every email in its strings masked as `show` does */
export function withEmails<T>(value: T, show: (text: string) => string): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(show(JSON.stringify(value))) as T;
}
