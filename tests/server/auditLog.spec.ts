// Issue 36, the audit log: a write call's changes are recorded in their own transaction (who, from where, which
// call, before → after of the fields that changed, secrets masked); a failed change leaves none; reads leave none;
// sign-ins are recorded; the log is append-only, read with privilege `audit`, scoped to the reader's stores, paged
// and filtered in SQL, exported as CSV, and emptied of old rows only by the retention job.
import { describe, expect, it } from 'vitest';
import { purgeAuditLog } from '../../server/audit/retention.ts';
import { runAudited, type AuditContext } from '../../server/db/auditContext.ts';
import { PRODUCT_HEADER, productLines, uploadFile } from './productFilesHelpers.ts';
import { ADMIN, backends, login, postJson, signedInApp, type Headers, type Page } from './helpers.ts';

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  actorKind: string;
  sourceIp: string;
  requestId: string;
  call: string;
  route: string;
  action: string;
  entity: string;
  entityKey: string;
  storeCode: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

/** a write made as a call makes it (server/db/auditedDb.ts), here a statement of many rows */
const BULK_CONTEXT: AuditContext = {
  actor: ADMIN.email,
  actorKind: 'account',
  sourceIp: '127.0.0.1',
  requestId: 'bulk',
  call: 'productUpload.upload',
  route: 'POST /api/product/file',
};

describe.each(backends)('audit log on $name', (backend) => {
  const s = signedInApp(backend);
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => s.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const rowsOf = async (requestId: string) =>
    (
      await postJson<Page<AuditRow>>(s.t.app, s.admin, '/audit/search', {
        filter_requestId: requestId,
        length: 100,
      })
    ).body.data;

  it("records a role's creation and update with who, where, which call and what changed", async () => {
    const created = await inject('POST', '/auth/role', s.admin, { name: 'Audited role', privilege: [] });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await rowsOf(String(created.headers['x-request-id']));
    expect(row).toMatchObject({
      actor: ADMIN.email,
      actorKind: 'account',
      sourceIp: '127.0.0.1',
      // the spec's one route creates and updates (x-api create and update): its handler is role.update's
      call: 'role.update',
      route: 'POST /api/auth/role',
      action: 'create',
      entity: 'role',
    });
    expect(row.changes?.name).toEqual([null, 'Audited role']);
    const roleId = Number(row.entityKey);
    const updated = await inject('POST', '/auth/role', s.admin, {
      role_id: roleId,
      name: 'Renamed role',
      privilege: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [change] = await rowsOf(String(updated.headers['x-request-id']));
    expect(change).toMatchObject({ action: 'update', entity: 'role', entityKey: String(roleId) });
    expect(change.changes).toEqual({ name: ['Audited role', 'Renamed role'] });
  });

  it('a refused change leaves no row; a read leaves none', async () => {
    const refused = await inject('POST', '/auth/role', s.admin, { name: '', privilege: [] });
    expect(refused.statusCode).toBe(400);
    expect(await rowsOf(String(refused.headers['x-request-id']))).toEqual([]);
    const read = await inject('GET', '/auth/role', s.admin);
    expect(read.statusCode).toBe(200);
    expect(await rowsOf(String(read.headers['x-request-id']))).toEqual([]);
  });

  it('masks passwords and hashes: a new member shows that they were set, never what they are', async () => {
    const email = `audited.${backend.name}@example.com`;
    const created = await inject('POST', '/auth/account', s.admin, {
      email,
      name: 'Audited Member',
      mobile: '010-0000-0000',
      role_id: 2,
      password: 'Audit#Pass2026',
      confirmPassword: 'Audit#Pass2026',
      store: ['KR001'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const rows = await rowsOf(String(created.headers['x-request-id']));
    const account = rows.find((r) => r.entity === 'account');
    expect(account?.changes?.passwordHash).toEqual([null, '***']);
    expect(JSON.stringify(rows)).not.toContain('Audit#Pass2026');
    const stored = await s.t.db.query<{ changes: unknown }>(
      `SELECT changes FROM audit_log WHERE "entityKey" = $1`,
      [email],
    );
    expect(JSON.stringify(stored)).not.toMatch(/scrypt|\$[0-9a-z]+\$/);
  });

  it('records sign-ins, failed sign-ins and sign-outs', async () => {
    const failed = await inject(
      'POST',
      '/auth/login',
      {},
      { email: ADMIN.email, password: 'wrong password 1' },
    );
    expect(failed.statusCode).toBe(401);
    expect(await rowsOf(String(failed.headers['x-request-id']))).toMatchObject([
      { action: 'signInFailed', actor: ADMIN.email, actorKind: 'anonymous', call: 'account.login' },
    ]);
    const headers = await login(s.t.app, ADMIN);
    const out = await inject('POST', '/auth/logout', headers);
    expect(out.statusCode).toBe(200);
    expect(await rowsOf(String(out.headers['x-request-id']))).toMatchObject([
      { action: 'signOut', actor: ADMIN.email },
    ]);
  });

  it('an action that changes no audited row gets a row of its own', async () => {
    const resetOwn = await inject('POST', '/auth/role', s.admin, { name: 'Action role', privilege: [] });
    const roleId = Number((await rowsOf(String(resetOwn.headers['x-request-id'])))[0].entityKey);
    const removed = await inject('DELETE', `/auth/role/${roleId}`, s.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsOf(String(removed.headers['x-request-id']))).toMatchObject([
      { action: 'delete', entity: 'role', entityKey: String(roleId) },
    ]);
  });

  it("a product file records the products it changes, not the upload's own bookkeeping; a setting is recorded", async () => {
    const file = {
      name: 'audited.csv',
      content: `${PRODUCT_HEADER}\n${productLines('AUDITFILE', 2).join('\n')}\n`,
    };
    const uploaded = await uploadFile(s.t.app, s.admin, 'KR001', file);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // the upload history row (itself the log of uploads) and lastProductFileAt (the server's own bookkeeping)
    // write no audit row: only the products do
    const rows = await rowsOf(String(uploaded.headers['x-request-id']));
    expect(rows.map((row) => [row.entity, row.action, row.entityKey]).sort()).toEqual([
      ['product', 'create', 'KR001/AUDITFILE000001'],
      ['product', 'create', 'KR001/AUDITFILE000002'],
    ]);
    // a file that changes no product is still in the log, as the upload call's action row
    const nothing = await uploadFile(s.t.app, s.admin, 'KR001', {
      name: 'empty.csv',
      content: `${PRODUCT_HEADER}\n`,
    });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(await rowsOf(String(nothing.headers['x-request-id']))).toMatchObject([
      { action: 'action', call: 'productUpload.upload' },
    ]);
    // a setting a person changes is recorded, with before and after
    const saved = await inject('PUT', '/config/system', s.admin, { familyProductItemCount: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [setting] = await rowsOf(String(saved.headers['x-request-id']));
    expect(setting).toMatchObject({ entity: 'systemConfig', entityKey: 'familyProductItemCount' });
    expect(setting.changes?.value?.[1]).toBe(7);
  });

  it('one statement changing many rows writes a row for each; a changed key shows before and after', async () => {
    const context = { ...BULK_CONTEXT, requestId: `bulk-${backend.name}` };
    const db = s.t.app.db;
    await runAudited(context, () =>
      db.query(
        `INSERT INTO products ("storeCode", "prCode", "prName") SELECT 'EU001', 'AUDIT' || i, 'Bulk ' || i
           FROM generate_series(1, 30) AS i`,
      ),
    );
    await runAudited({ ...context, requestId: `${context.requestId}-update` }, () =>
      db.query(
        `UPDATE products SET "prName" = 'Renamed' WHERE "storeCode" = 'EU001' AND "prCode" LIKE 'AUDIT%'`,
      ),
    );
    await runAudited({ ...context, requestId: `${context.requestId}-key` }, () =>
      db.query(
        `UPDATE products SET "prCode" = 'AUDITED1' WHERE "storeCode" = 'EU001' AND "prCode" = 'AUDIT1'`,
      ),
    );
    const created = await rowsOf(context.requestId);
    expect(created).toHaveLength(30);
    expect(new Set(created.map((row) => row.entityKey)).size).toBe(30);
    expect(created[0]).toMatchObject({ action: 'create', entity: 'product', storeCode: 'EU001' });
    const updated = await rowsOf(`${context.requestId}-update`);
    expect(updated).toHaveLength(30);
    expect(updated.map((row) => row.changes?.prName?.[1])).toEqual(Array(30).fill('Renamed'));
    const rekeyed = await rowsOf(`${context.requestId}-key`);
    expect(rekeyed.map((row) => [row.entityKey, row.changes?.prCode])).toEqual([
      ['EU001/AUDITED1', ['AUDIT1', 'AUDITED1']],
    ]);
  });

  it('is append-only: no statement changes or deletes a row, except the retention job', async () => {
    await expect(s.t.db.query(`UPDATE audit_log SET actor = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(s.t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    const [{ n: before }] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(before).toBeGreaterThan(0);
    // nothing is older than a day yet: the job keeps everything; a day in the future, everything is past a day
    expect(await purgeAuditLog(s.t.db, new Date(), 1)).toBe(0);
    const removed = await purgeAuditLog(s.t.db, new Date(Date.now() + 2 * 86_400_000), 1);
    expect(removed).toBe(before);
  });

  it("a reader scoped to stores sees its stores' rows only; the filters and the CSV export agree", async () => {
    const tag = `scope-${backend.name}`;
    for (const storeCode of ['KR001', 'EU001', null])
      await s.t.db.query(
        `INSERT INTO audit_log ("actor", "actorKind", "action", "entity", "entityKey", "storeCode")
         VALUES ($1, 'account', 'update', 'product', $2, $3)`,
        [ADMIN.email, tag, storeCode],
      );
    const role = await inject('POST', '/auth/role', s.admin, {
      name: `Auditor ${backend.name}`,
      privilege: [{ key: 'audit', depth: 0, read: true, write: false }],
    });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = Number((await rowsOf(String(role.headers['x-request-id'])))[0].entityKey);
    const auditor = { email: `auditor.${backend.name}@example.com`, password: 'Auditor#2026x' };
    const account = await inject('POST', '/auth/account', s.admin, {
      ...auditor,
      confirmPassword: auditor.password,
      name: 'Store Auditor',
      mobile: '010-0000-0001',
      role_id: roleId,
      store: ['KR001'],
    });
    expect(account.statusCode, account.body).toBe(200);
    const headers = await login(s.t.app, auditor);
    const seen = await postJson<Page<AuditRow>>(s.t.app, headers, '/audit/search', { filter_entityKey: tag });
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((r) => r.storeCode)).toEqual(['KR001']);
    expect(seen.body.recordsFiltered).toBe(1);
    const all = await postJson<Page<AuditRow>>(s.t.app, s.admin, '/audit/search', { filter_entityKey: tag });
    expect(all.body.data.map((r) => r.storeCode).sort()).toEqual(['EU001', 'KR001', null].sort());
    expect((await postJson(s.t.app, headers, '/audit/search', { filter_storeCode: 'EU001' })).status).toBe(
      403,
    );
    const csv = await inject('POST', '/audit/export', headers, { filter_entityKey: tag });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('KR001');
  });

  it('is read with privilege audit only: 401 without a session, 403 without the privilege', async () => {
    expect((await inject('POST', '/audit/search', {}, {})).statusCode).toBe(401);
    expect((await inject('POST', '/audit/search', s.manager, {})).statusCode).toBe(403);
    expect((await inject('POST', '/audit/export', s.manager, {})).statusCode).toBe(403);
  });
});
