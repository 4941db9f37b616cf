// A store migration file is untrusted input (issue 21): a file made elsewhere imports one store's data into that
// store only, never a system script, a password hash or role 0; accounts come in without a password and get a
// link to choose one; emails stay unique whatever their case; a gzip bomb is refused without stalling the
// server. Each test is one reproduction of the issue.
import { createGzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ADMIN, backends, signedInApp, type Headers } from './helpers.ts';
import { multipart } from './productFilesHelpers.ts';

type Row = Record<string, unknown>;

describe.each(backends)('a hostile store migration file on $name', (backend) => {
  const to = signedInApp(backend);

  const upload = async (content: Uint8Array | string, headers: Headers = to.admin) => {
    const { payload, contentType } = await multipart({}, { name: 'store.json.gz', content, field: 'files' });
    return to.t.app.inject({
      method: 'POST',
      url: '/api/upload/database',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };
  /** a migration file of a new store `storeCode` (KR001's settings) with these tables, accounts and roles */
  const fileOf = async (
    storeCode: string,
    {
      tables = {},
      accounts = [],
      roles = [],
    }: { tables?: Record<string, Row[]>; accounts?: Row[]; roles?: Row[] },
  ) => {
    const [{ row: store }] = await to.t.db.query<{ row: Row }>(
      `SELECT to_jsonb(s) AS row FROM stores s WHERE "storeCode" = 'KR001'`,
    );
    const file = {
      format: 'esl-store-migration',
      version: 1,
      exportedAt: new Date().toISOString(),
      storeCode,
      tables: { stores: [{ ...store, storeCode, storeName: storeCode }], ...tables },
      accounts,
      roles,
    };
    return gzipSync(Buffer.from(JSON.stringify(file)));
  };
  const loginStatus = async (email: string, password: string) =>
    (await to.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
      .statusCode;
  const storeExists = async (storeCode: string) =>
    (await to.t.db.query(`SELECT 1 FROM stores WHERE "storeCode" = $1`, [storeCode])).length > 0;

  it('never imports a system script: a third-party sign-on script accepting everyone is refused', async () => {
    const acceptAll = 'function authenticate(user) {\n  return { accept: true };\n}';
    const decorate = 'function decorate(product, tag) {\n  return product;\n}';
    const answer = await upload(
      await fileOf('ZZ901', {
        tables: {
          user_scripts: [
            { kind: 'thirdPartyAuth', target: 'default', code: acceptAll, useType: 'custom' },
            { kind: 'thirdPartyAuth', target: 'ZZ901', code: acceptAll, useType: 'custom' },
            { kind: 'tagDataDecorator', target: 'default', code: decorate, useType: 'custom' },
            { kind: 'tagDataDecorator', target: 'ZZ901', code: decorate, useType: 'custom' },
          ],
        },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().imported).toMatchObject({ stores: 1, user_scripts: 1 });
    expect(answer.json().refused).toEqual([
      { table: 'user_scripts', row: 'thirdPartyAuth default', reason: 'a system script' },
      { table: 'user_scripts', row: 'thirdPartyAuth ZZ901', reason: 'a system script' },
      { table: 'user_scripts', row: 'tagDataDecorator default', reason: 'a system script' },
    ]);
    expect(
      await to.t.db.query(`SELECT kind, target FROM user_scripts WHERE code IN ($1, $2) ORDER BY kind`, [
        acceptAll,
        decorate,
      ]),
    ).toEqual([{ kind: 'tagDataDecorator', target: 'ZZ901' }]);
    expect(await loginStatus(ADMIN.email, 'anything at all')).toBe(401);
    expect(await loginStatus(ADMIN.email, ADMIN.password)).toBe(200);
  });

  it('brings accounts in without a password and mails them a link; role 0 and a second ADMIN@ are refused', async () => {
    const [manager] = await to.t.db.query<Row>(`SELECT name, privilege FROM roles WHERE role_id = 1`);
    const account = async (email: string, role_id: number, password: string) => ({
      email,
      name: email,
      mobile: '1',
      role_id,
      store: ['ZZ902', 'EU001'],
      enableWholeStore: true,
      passwordHash: await hashPassword(password),
    });
    const answer = await upload(
      await fileOf('ZZ902', {
        accounts: [
          await account('intruder@example.com', 0, 'Intruder#2026'),
          await account('Newcomer@Example.com', 7, 'Newcomer#2026'),
          await account('ADMIN@example.com', 7, 'Fake#2026'),
        ],
        roles: [
          { role_id: 0, name: 'Super', privilege: manager.privilege },
          { role_id: 7, ...manager },
        ],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ accountCount: 2, imported: { accounts: 1 } });
    expect(answer.json().refused).toEqual([
      { table: 'accounts', row: 'intruder@example.com', reason: 'role 0' },
      { table: 'roles', row: 'Super', reason: 'role 0' },
    ]);

    // role 0 with a hash of the file's choosing: not there, cannot sign in
    expect(await to.t.db.query(`SELECT 1 FROM accounts WHERE email = 'intruder@example.com'`)).toEqual([]);
    expect(await loginStatus('intruder@example.com', 'Intruder#2026')).toBe(401);
    // ADMIN@example.com is the admin: no second account, the file's password and name do nothing
    expect(
      await to.t.db.query(`SELECT email, name FROM accounts WHERE lower(email) = 'admin@example.com'`),
    ).toEqual([{ email: ADMIN.email, name: 'Administrator' }]);
    expect(await loginStatus(ADMIN.email, 'Fake#2026')).toBe(401);
    await expect(
      to.t.db.query(`INSERT INTO accounts (email, name, role_id) VALUES ('ADMIN@example.com', 'x', 1)`),
    ).rejects.toThrow(/duplicate key|unique/);

    // the newcomer: its matched role, this store only, no password until it uses the mailed link
    const email = 'newcomer@example.com';
    expect(
      await to.t.db.query(
        `SELECT role_id, store, "enableWholeStore", "passwordHash" FROM accounts WHERE email = $1`,
        [email],
      ),
    ).toEqual([{ role_id: 1, store: ['ZZ902'], enableWholeStore: false, passwordHash: null }]);
    expect(await loginStatus(email, 'Newcomer#2026')).toBe(401);
    const mails = await to.t.db.query<{ body: string }>(`SELECT body FROM mail_outbox WHERE "to" = $1`, [
      email,
    ]);
    expect(mails).toHaveLength(1);
    const link = /#\/reset-password\?(\S+)/.exec(mails[0].body);
    expect(link, mails[0].body).not.toBeNull();
    const token = new URLSearchParams(link![1]).get('token');
    const reset = await to.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { email, token, password: 'Chosen#2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await to.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Chosen#2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().store).toEqual(['ZZ902']);
  });

  it('an older database keeps one account of emails differing by case only, then refuses a second', async () => {
    // as an earlier import left it: the migration undone, ADMIN@ and two cases of another email added
    await to.t.db.exec(`DROP INDEX accounts_email_lower_key;
      DELETE FROM schema_migrations WHERE name = '750_account_email_case';
      INSERT INTO accounts (email, name, role_id) VALUES
        ('ADMIN@example.com', 'planted', 0), ('Twice@Example.com', 'a', 1), ('TWICE@example.com', 'b', 1);`);
    expect(await migrate(to.t.db)).toEqual(['750_account_email_case']);
    expect(
      await to.t.db.query(
        `SELECT email, name FROM accounts WHERE lower(email) IN ('admin@example.com', 'twice@example.com') ORDER BY lower(email)`,
      ),
    ).toEqual([
      { email: ADMIN.email, name: 'Administrator' },
      { email: 'TWICE@example.com', name: 'b' },
    ]);
    await expect(
      to.t.db.query(`INSERT INTO accounts (email, name, role_id) VALUES ('twice@example.com', 'c', 1)`),
    ).rejects.toThrow(/duplicate key|unique/);
    await to.t.db.query(`DELETE FROM accounts WHERE email = 'TWICE@example.com'`);
  });

  it.each([
    ['products', { storeCode: 'EU001', prCode: 'PLANTED', prName: 'planted' }, 'EU001'],
    ['alarm_history', { location: 'EU001', type: 'PLANTED ALARM', class: 3, alarmType: 'CRITICAL' }, 'EU001'],
  ])('refuses a file with a %s row of another store, naming the row', async (table, row, other) => {
    const answer = await upload(await fileOf('ZZ903', { tables: { [table]: [row] } }));
    expect(answer.statusCode).toBe(400);
    const message = answer.json().error_msg as string;
    expect(message).toContain(`${table}: a row of the store ${other}, not ZZ903:`);
    expect(message).toContain(JSON.stringify(row));
    expect(await storeExists('ZZ903')).toBe(false);
    expect(await to.t.db.query(`SELECT 1 FROM products WHERE "prCode" = 'PLANTED'`)).toEqual([]);
    expect(await to.t.db.query(`SELECT 1 FROM alarm_history WHERE type = 'PLANTED ALARM'`)).toEqual([]);
  });

  it.each(['SYSTEM', 'default'])("refuses the store code %s, the server's own", async (code) => {
    const answer = await upload(
      await fileOf(code, {
        tables: { alarm_history: [{ type: 'PLANTED ALARM', class: 3, alarmType: 'CRITICAL' }] },
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error_msg).toBe(
      `The store code ${code} is the server's own and cannot be migrated.`,
    );
    expect(await storeExists(code)).toBe(false);
    expect(await to.t.db.query(`SELECT 1 FROM alarm_history WHERE type = 'PLANTED ALARM'`)).toEqual([]);
  });

  it('takes a row without a store code into the file store', async () => {
    const answer = await upload(
      await fileOf('ZZ904', {
        tables: {
          products: [{ prCode: 'OWN1', prName: 'own' }],
          alarm_history: [{ type: 'OWN ALARM', class: 1, alarmType: 'SYSTEM' }],
        },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      productCount: 1,
      imported: { stores: 1, products: 1, alarm_history: 1 },
      refused: [],
    });
    expect(await to.t.db.query(`SELECT "storeCode" FROM products WHERE "prCode" = 'OWN1'`)).toEqual([
      { storeCode: 'ZZ904' },
    ]);
    expect(await to.t.db.query(`SELECT location FROM alarm_history WHERE type = 'OWN ALARM'`)).toEqual([
      { location: 'ZZ904' },
    ]);
  });

  it('refuses a 199 KB gzip inflating to 200 MB without stalling the server or holding the 200 MB', async () => {
    // the bomb: valid JSON, a product list of 200 MB
    const row = Buffer.from('{"prCode":"x"},'.repeat(65_536));
    const head = `{"format":"esl-store-migration","version":1,"storeCode":"ZZ905","accounts":[],"roles":[],"tables":{"stores":[{"storeCode":"ZZ905"}],"products":[`;
    const gzip = createGzip({ level: 9 });
    const parts: Buffer[] = [];
    gzip.on('data', (part: Buffer) => parts.push(part));
    const ended = new Promise((resolve) => gzip.on('end', resolve));
    gzip.write(head);
    for (let written = 0; written < 200 * 1024 * 1024; written += row.length) gzip.write(row);
    gzip.end('{"prCode":"x"}]}}');
    await ended;
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(400 * 1024);

    // the event loop's longest pause and the process's memory while the server reads it
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    let last = performance.now();
    let longestPause = 0;
    const probe = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
    const answer = await upload(bomb).finally(() => clearInterval(probe));
    const cap = to.t.app.appConfig.migrationMaxBytes;
    expect(cap).toBeLessThan(200 * 1024 * 1024);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error_msg).toBe(
      `The migration file holds more than ${cap} bytes of JSON (MIGRATION_MAX_BYTES).`,
    );
    expect(longestPause).toBeLessThan(500);
    expect(peakRss - rssBefore).toBeLessThan(cap + 200 * 1024 * 1024);
    expect(await storeExists('ZZ905')).toBe(false);
  });
});

describe.each(backends)('the migration file size cap on $name', (backend) => {
  const maxBytes = 64 * 1024;
  const to = signedInApp(backend, { config: { migrationMaxBytes: maxBytes } });
  const json = JSON.stringify({
    format: 'esl-store-migration',
    version: 1,
    storeCode: 'ZZ906',
    tables: { stores: [{ storeCode: 'ZZ906' }], products: [{ prCode: 'x', prName: 'y'.repeat(maxBytes) }] },
    accounts: [],
    roles: [],
  });

  it.each([
    ['plain JSON', Buffer.from(json)],
    ['gzip', gzipSync(Buffer.from(json))],
  ])('answers 413 for %s over MIGRATION_MAX_BYTES', async (_what, content) => {
    const { payload, contentType } = await multipart({}, { name: 'store.json', content, field: 'files' });
    const answer = await to.t.app.inject({
      method: 'POST',
      url: '/api/upload/database',
      headers: { ...to.admin, 'content-type': contentType },
      payload,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      message: `The migration file holds more than ${maxBytes} bytes of JSON (MIGRATION_MAX_BYTES).`,
      error_msg: `The migration file holds more than ${maxBytes} bytes of JSON (MIGRATION_MAX_BYTES).`,
    });
  });
});
