// The audit log (issue 36; table audit_log of schemas/auditLog.schema.json, written by the audit trigger of
// server/audit/auditTrigger.sql, indexes of migration 950): the rows of calls that changed no audited row
// (actions) and of sign-in events, the search (newest first, counts capped so that a page of a log of millions of
// rows stays fast), the export's pages, and the retention job's delete.
import type { Db, Queryable } from '../db/db.ts';
import type { AuditLogRecord } from '../../domain/generated/rows.ts';
import { tables } from '../generated/tables.ts';
import { epochSeconds, parsePaging, whereClauses, whereSql, type SearchBody } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { AuditContext } from '../db/auditContext.ts';

/** the counts of a search stop here: "more than 10,000" is what a person needs to know */
export const AUDIT_COUNT_CAP = 10_000;

export interface AuditLogPage {
  recordsTotal: number;
  recordsFiltered: number;
  recordsCapped: boolean;
  data: AuditLogRecord[];
}

export type SecurityAction =
  | 'signIn'
  | 'signInFailed'
  | 'signOut'
  | 'twoFactorEnrolled'
  | 'twoFactorDisabled'
  | 'twoFactorReset'
  | 'twoFactorFailed';

export interface SecurityEvent {
  action: SecurityAction;
  /** who: the account's email (or the email a failed sign-in named) */
  actor: string;
  sourceIp: string;
  requestId?: string;
  call?: string;
  route?: string;
  /** the account the event is about when it is not the actor's (a reset by role 0) */
  subject?: string;
  /** what else to keep (how: password, sso, code, recovery code; why it failed), never a secret */
  details?: Record<string, unknown>;
}

const COLUMNS = `"id", "at", "actor", "actorKind", "sourceIp", "requestId", "call", "route", "action", "entity",
  "entityKey", "storeCode", "changes"`;

/** a row of its own for a write call that changed no audited row: unless the request already has rows */
export async function recordAction(
  db: Queryable,
  context: AuditContext,
  entity: string,
  key: string | null,
): Promise<void> {
  const values = [
    context.actor,
    context.actorKind,
    context.sourceIp,
    context.requestId,
    context.call,
    context.route,
    entity,
    key,
  ];
  const insert = `INSERT INTO audit_log ("actor", "actorKind", "sourceIp", "requestId", "call", "route", "action",
    "entity", "entityKey") SELECT $1, $2, $3, $4, $5, $6, 'action', $7, $8`;
  // a request with an audit row committed (its transactions said so at COMMIT) needs none
  if (context.logged) return;
  // a request that ran no statement changing rows has none: no need to look
  if (!context.wrote) await db.query(insert, values);
  else await db.query(`${insert} WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE "requestId" = $4)`, values);
}

/** a sign-in, a failed one, a sign-out or a two-factor event */
export async function recordSecurityEvent(db: Queryable, event: SecurityEvent): Promise<void> {
  const changes = event.details
    ? Object.fromEntries(Object.entries(event.details).map(([k, v]) => [k, [null, v]]))
    : null;
  await db.query(
    `INSERT INTO audit_log ("actor", "actorKind", "sourceIp", "requestId", "call", "route", "action", "entity",
       "entityKey", "changes")
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'account', $8, $9::jsonb)`,
    [
      event.actor,
      event.action === 'signInFailed' ? 'anonymous' : 'account',
      event.sourceIp,
      event.requestId ?? null,
      event.call ?? null,
      event.route ?? null,
      event.action,
      event.subject ?? event.actor,
      changes === null ? null : JSON.stringify(changes),
    ],
  );
}

/** the conditions of a search: the reader's stores, the filters, the time range on "at" */
function conditions(body: SearchBody, stores: string[] | undefined, params: Params): string[] {
  const { filter_startDate: from, filter_endDate: to, ...rest } = body;
  const { scope, filters } = whereClauses(tables.auditLog, rest, { stores }, params);
  const start = epochSeconds(from, 'filter_startDate');
  const end = epochSeconds(to, 'filter_endDate');
  if (start) filters.push(`"at" >= ${params.add(start)}`);
  if (end) filters.push(`"at" <= ${params.add(end)}`);
  return [...scope, ...filters];
}

async function cappedCount(db: Queryable, where: string, values: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log ${where} LIMIT ${AUDIT_COUNT_CAP + 1}) AS capped`,
    values,
  );
  return row.n;
}

/** a page of the log, newest first; stores: the reader's (undefined = every store, rows without a store too) */
export async function searchAuditLog(
  db: Queryable,
  body: SearchBody,
  stores: string[] | undefined,
): Promise<AuditLogPage> {
  const scopeParams = new Params();
  const scope = whereSql(stores ? conditions({}, stores, scopeParams) : []);
  const params = new Params();
  const where = whereSql(conditions(body, stores, params));
  const paging = parsePaging(body, 25);
  const window = `${paging.limit === undefined ? '' : ` LIMIT ${paging.limit}`} OFFSET ${paging.offset}`;
  const [total, filtered, data] = await Promise.all([
    cappedCount(db, scope, scopeParams.values),
    cappedCount(db, where, params.values),
    db.query<AuditLogRecord>(
      `SELECT ${COLUMNS} FROM audit_log ${where} ORDER BY "at" DESC, "id" DESC${window}`,
      params.values,
    ),
  ]);
  return {
    recordsTotal: Math.min(total, AUDIT_COUNT_CAP),
    recordsFiltered: Math.min(filtered, AUDIT_COUNT_CAP),
    recordsCapped: filtered > AUDIT_COUNT_CAP,
    data,
  };
}

/** the rows of an export after `before` (the last row of the previous page), newest first */
export async function auditExportPage(
  db: Queryable,
  body: SearchBody,
  stores: string[] | undefined,
  before: { at: Date; id: number } | undefined,
  size: number,
): Promise<AuditLogRecord[]> {
  const params = new Params();
  const parts = conditions(body, stores, params);
  if (before) parts.push(`("at", "id") < (${params.add(before.at.toISOString())}, ${params.add(before.id)})`);
  return db.query<AuditLogRecord>(
    `SELECT ${COLUMNS} FROM audit_log ${whereSql(parts)} ORDER BY "at" DESC, "id" DESC LIMIT ${size}`,
    params.values,
  );
}

/**
 * deletes the rows older than `cutoff`, at most `batch` of them (the job repeats until none is left, so that no
 * statement holds the table long); the log's own trigger lets only this statement delete, by the setting it makes
 */
export async function deleteAuditRowsBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('esl.audit_retention', 'on', true)`);
    const rows = await tx.query<{ n: number }>(
      `WITH old AS (SELECT "id" FROM audit_log WHERE "at" < $1 ORDER BY "at" LIMIT ${batch}),
            gone AS (DELETE FROM audit_log WHERE "id" IN (SELECT "id" FROM old) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [cutoff.toISOString()],
    );
    return rows[0].n;
  });
}
