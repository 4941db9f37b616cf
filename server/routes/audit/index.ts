// The audit log (issue 36; calls auditLog.search and auditLog.export of schemas/auditLog.schema.json), read only:
// privilege `audit` (read); a reader scoped to stores sees the rows of its stores only (rows without a store, an
// account's or a setting's, are for readers of every store). No call writes or deletes a row.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { csvLine } from '../../../domain/csv.ts';
import type { AuditLogRecord } from '../../../domain/generated/rows.ts';
import { defineCall } from '../../http/calls.ts';
import { checkStoreFilter } from '../../http/storeScope.ts';
import { auditExportPage, searchAuditLog } from '../../repositories/auditLog.ts';

const auditRead = { privilege: 'audit', access: 'read' } as const;

/** the most rows one export holds, and the rows read per statement */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
const EXPORT_PAGE = 5_000;

export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor',
  'actorKind',
  'sourceIp',
  'action',
  'entity',
  'entityKey',
  'storeCode',
  'call',
  'route',
  'requestId',
  'changes',
] as const satisfies ReadonlyArray<keyof AuditLogRecord>;

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'auditLog.search', { guard: auditRead }, async (request) => {
    const stores = request.principal?.stores;
    const body = request.body ?? {};
    checkStoreFilter(body, stores);
    const page = await searchAuditLog(app.db, body, stores);
    return { ...page, data: page.data.map((row) => ({ ...row, at: new Date(row.at).toISOString() })) };
  });

  defineCall(app, 'auditLog.export', { guard: auditRead }, async (request, reply) => {
    const stores = request.principal?.stores;
    const body = request.body ?? {};
    checkStoreFilter(body, stores);
    // the first page is read before answering, so that a refused filter answers 400, not a broken file
    const first = await auditExportPage(app.db, body, stores, undefined, EXPORT_PAGE);
    async function* lines(): AsyncGenerator<string> {
      yield csvLine([...AUDIT_CSV_COLUMNS]);
      let page = first;
      let sent = 0;
      while (page.length > 0) {
        for (const row of page) yield csvLine(AUDIT_CSV_COLUMNS.map((column) => row[column]));
        sent += page.length;
        if (page.length < EXPORT_PAGE || sent >= AUDIT_EXPORT_MAX_ROWS) return;
        const last = page[page.length - 1];
        const size = Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX_ROWS - sent);
        page = await auditExportPage(app.db, body, stores, { at: new Date(last.at), id: last.id }, size);
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit_${day}.csv"`)
      .send(Readable.from(lines()));
  });
}
