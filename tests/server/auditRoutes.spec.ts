// Issue 36, the audit log over the whole route list (the contract's calls, server/generated/callRoutes.ts): each
// call is sent once by role 0, with the demo fleet's keys in its path and an empty body, and the audit rows of that
// request are counted. A read never leaves a row; a write that succeeded leaves at least one (its changes, or an
// action row); a write that was refused leaves none. Table-driven: a call added later is checked without an edit.
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_ROUTES } from '../../server/generated/callRoutes.ts';
import { ADMIN, backends, login, signedInApp, type Headers } from './helpers.ts';
import { knownValues } from './fuzzRequests.ts';

/** calls left out, and why */
const LEFT_OUT: Record<string, string> = {
  'account.logout': 'ends the session the table runs on (its audit row is tested in auditLog.spec.ts)',
  'backup.download': 'dumps the whole database (tested in backupCall.spec.ts)',
};

describe.each(backends)('audit rows of every call on $name', (backend) => {
  const s = signedInApp(backend);
  let headers: Headers;
  const writesAudited: string[] = [];

  afterAll(() => {
    // the table reached the writes through their success path too, not only their refusals
    console.log(`audit table on ${backend.name}: ${writesAudited.length} writes succeeded and were audited`);
  });

  it('a read leaves no audit row; a write leaves rows when it succeeds, none when it is refused', async () => {
    headers = { ...s.admin };
    const known = await knownValues(s.t.db);
    const problems: string[] = [];
    for (const [call, route] of Object.entries(CALL_ROUTES)) {
      if (LEFT_OUT[call]) continue;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(known[name]?.[0] ?? '1'),
      );
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const answer = await s.t.app.inject({
        method: route.method,
        url: `/api${url}`,
        headers,
        ...(hasBody ? { payload: {} } : {}),
      });
      const requestId = String(answer.headers['x-request-id']);
      const [{ n }] = await s.t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM audit_log WHERE "requestId" = $1',
        [requestId],
      );
      const ok = answer.statusCode < 400;
      if (route.read && n > 0) problems.push(`${call} (read) left ${n} audit rows`);
      if (!route.read && ok && n === 0)
        problems.push(`${call} (write) answered ${answer.statusCode} without a row`);
      if (!route.read && !ok && n > 0)
        problems.push(`${call} (write) refused ${answer.statusCode}, left ${n} rows`);
      if (!route.read && ok && n > 0) writesAudited.push(call);
      // a call may end or change the admin's session (a password change, a lock): sign in again
      if (answer.statusCode === 401) headers = await login(s.t.app, ADMIN);
    }
    expect(problems).toEqual([]);
    expect(writesAudited.length).toBeGreaterThan(10);
  });
});
