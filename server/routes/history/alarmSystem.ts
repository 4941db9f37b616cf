// POST /history/alarm/system/search (call alarm.systemSearch; doc 1 §7 Histories): system alarm history, body
// storeList (array or JSON text) plus the table conventions; alarm read or dashboard read. Stores outside the
// session: 403. Emails of accounts (an account's alarm names it as source) are masked without member read.
import type { FastifyInstance } from 'fastify';
import { emailsFor, withEmails } from '../../auth/accountEmails.ts';
import { defineCall } from '../../http/calls.ts';
import { storeScope } from '../stats/scope.ts';

function storeListOf(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export default async function systemAlarmRoutes(app: FastifyInstance): Promise<void> {
  const alarms = app.repos.statsAlarms;
  defineCall(
    app,
    'alarm.systemSearch',
    { guard: { privilege: ['alarm', 'dashboard'], access: 'read' } },
    async (request) => {
      const body = request.body ?? {};
      const page = await alarms.search(storeScope(request, storeListOf(body.storeList)), body);
      return { ...page, data: withEmails(page.data, emailsFor(request.principal)) };
    },
  );
}
