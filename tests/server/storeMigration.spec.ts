// Store export and migration upload (doc 3 §2, §4, §7; docs/api.md 'Store migration'): role 0 only; a store
// exported by one server is migrated into a second one with its gateways, tags, products, tasks and accounts;
// a failing import leaves nothing behind; a bad file answers the reason.
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { multipart } from './productFilesHelpers.ts';
import { settingsOperator } from './settingsHelpers.ts';

describe.each(backends)('store migration on $name', (backend) => {
  const from = signedInApp(backend);
  const to = signedInApp(backend);
  const operator: Headers = {};

  const exportOf = async (storeCode: string, headers: Headers = from.admin) => {
    const answer = await from.t.app.inject({
      method: 'GET',
      url: `/api/config/store/${storeCode}/export`,
      headers,
    });
    return answer;
  };
  const upload = async (headers: Headers | undefined, content: Uint8Array | string) => {
    const { payload, contentType } = await multipart({}, { name: 'store.json.gz', content, field: 'files' });
    return to.t.app.inject({
      method: 'POST',
      url: '/api/upload/database',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };
  const count = async (t: typeof from.t, table: string, storeCode: string) =>
    (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE "storeCode" = $1`, [
        storeCode,
      ])
    )[0].n;

  it('is role 0 only: 401 without a session, 403 for a store config writer of another role', async () => {
    Object.assign(operator, await settingsOperator(from.t.app, from.admin));
    expect((await exportOf('KR001', {})).statusCode).toBe(401);
    expect((await exportOf('KR001', operator)).statusCode).toBe(403);
    expect((await exportOf('KR001', from.manager)).statusCode).toBe(403);
    expect((await upload(undefined, '{}')).statusCode).toBe(401);
    expect((await upload(to.manager, '{}')).statusCode).toBe(403);
  });

  it('moves a store with its rows and accounts into a second server', async () => {
    // the source store gets its own store, a task and an account that the target lacks
    const create = await from.t.app.inject({
      method: 'POST',
      url: '/api/config/store',
      headers: from.admin,
      payload: {
        storeCode: 'MOVE1',
        storeName: 'Moving',
        totalDuration: 120,
        eventDuration: 1,
        cpDuration: 39,
        baseTimeout: 60,
        timeoutTag: 0.1,
      },
    });
    expect(create.statusCode, create.body).toBe(201);
    await from.t.db.query(
      `UPDATE gateways SET "storeCode" = 'MOVE1', "gwMac" = 'MV' || "gwMac" WHERE "storeCode" = 'KR001'`,
    );
    await from.t.db.query(
      `UPDATE tags SET "storeCode" = 'MOVE1', "tagMac" = 'MV' || "tagMac", "tagId" = 'MV' || "tagId" WHERE "storeCode" = 'KR001'`,
    );
    await from.t.db.query(`UPDATE products SET "storeCode" = 'MOVE1' WHERE "storeCode" = 'KR001'`);
    const [task] = await from.t.db.query<{ taskId: string }>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "startTime") VALUES ('MOVE1', 'UPDATE', now()) RETURNING "taskId"`,
    );
    await from.t.db.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "tagMac") VALUES ($1, 'T-1', 'MOVE1', 'T-1')`,
      [task.taskId],
    );
    const account = await from.t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: from.admin,
      payload: {
        email: 'mover@example.com',
        name: 'Mover',
        mobile: '1',
        password: 'Mover#2026x',
        role_id: 1,
        store: ['MOVE1'],
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    // the store's own script moves with it; the default entry of the source stays there
    const script = 'function decorate(product, tag) {\n  return product;\n}';
    await from.t.db.query(
      `INSERT INTO user_scripts (kind, target, code, "useType", "updatedAt")
       VALUES ('tagDataDecorator', 'MOVE1', $1, 'custom', now()), ('paperParser', 'default', 'x', 'custom', now())
       ON CONFLICT DO NOTHING`,
      [script],
    );
    const gateways = await count(from.t, 'gateways', 'MOVE1');
    const tags = await count(from.t, 'tags', 'MOVE1');
    const products = await count(from.t, 'products', 'MOVE1');
    expect(gateways * tags * products).toBeGreaterThan(0);

    const exported = await exportOf('MOVE1');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('store-MOVE1');
    const result = await upload(to.admin, exported.rawPayload);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      tagCount: tags,
      productCount: products,
      gwCount: gateways,
      accountCount: 1,
    });
    expect(result.json().lastTaskId).toEqual(expect.any(Number));
    expect(await count(to.t, 'gateways', 'MOVE1')).toBe(gateways);
    expect(await count(to.t, 'tags', 'MOVE1')).toBe(tags);
    expect(await count(to.t, 'products', 'MOVE1')).toBe(products);
    const [moved] = await to.t.db.query<{ taskId: string }>(
      `SELECT "taskId" FROM update_task_tags WHERE "storeCode" = 'MOVE1'`,
    );
    expect(Number(moved.taskId)).toBe(result.json().lastTaskId);
    expect(
      await to.t.db.query(`SELECT kind, code, "useType" FROM user_scripts WHERE target = 'MOVE1'`),
    ).toEqual([{ kind: 'tagDataDecorator', code: script, useType: 'custom' }]);
    expect(await to.t.db.query(`SELECT 1 FROM user_scripts WHERE target = 'default' AND code = 'x'`)).toEqual(
      [],
    );
    // the file carries no password hash: the account chooses its password on the target with the mailed link
    expect(gunzipSync(exported.rawPayload).toString()).not.toContain('passwordHash');
    const signIn = (password: string) =>
      to.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'mover@example.com', password },
      });
    expect((await signIn('Mover#2026x')).statusCode).toBe(401);
    const [mail] = await to.t.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM mail_outbox WHERE "to" = 'mover@example.com'`,
    );
    expect(mail.subject).toBe('Your account on a new server');
    const link = new URLSearchParams(/#\/reset-password\?(\S+)/.exec(mail.body)![1]);
    const reset = await to.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { email: link.get('email'), token: link.get('token'), password: 'Moved#2026x' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // the account logs in on the target and sees the store
    const login = await signIn('Moved#2026x');
    expect(login.statusCode).toBe(200);
    expect(login.json().store).toEqual(['MOVE1']);

    // the same file again: the store exists, and nothing else is added
    const again = await upload(to.admin, exported.rawPayload);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'The store MOVE1 already exists on this server.',
      error_msg: 'The store MOVE1 already exists on this server.',
    });
    expect(await count(to.t, 'tags', 'MOVE1')).toBe(tags);
  });

  it('gives each account a role with its own privileges: a target role is reused only by name and privileges', async () => {
    const inject = (t: typeof from.t, headers: Headers, method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    // the source: a store, a custom role and two accounts, one with the custom role, one with the manager role
    expect(
      (
        await inject(from.t, from.admin, 'POST', '/api/config/store', {
          storeCode: 'ROLE1',
          storeName: 'Roles',
          totalDuration: 120,
          eventDuration: 1,
          cpDuration: 39,
          baseTimeout: 60,
          timeoutTag: 0.1,
        })
      ).statusCode,
    ).toBe(201);
    const tagReader = [{ key: 'tag', depth: 0, read: true, write: false }];
    const custom = (
      await inject(from.t, from.admin, 'POST', '/api/auth/role', { name: 'Tag reader', privilege: tagReader })
    ).json<{ role_id: number }>();
    for (const [email, role_id] of [
      ['custom@example.com', custom.role_id],
      ['manager2@example.com', 1],
    ] as const) {
      const answer = await inject(from.t, from.admin, 'POST', '/api/auth/account', {
        email,
        name: email,
        mobile: '1',
        password: 'Mover#2026x',
        role_id,
        store: ['ROLE1'],
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    // the target has another role under the custom role's id: every privilege
    const [free] = await to.t.db.query<{ taken: boolean }>(
      'SELECT count(*) > 0 AS taken FROM roles WHERE role_id = $1',
      [custom.role_id],
    );
    expect(free.taken).toBe(false);
    await to.t.db.query(
      `INSERT INTO roles (role_id, name, privilege, "updatedAt") SELECT $1, 'Everything', privilege, now() FROM roles WHERE role_id = 0`,
      [custom.role_id],
    );

    const result = await upload(to.admin, (await exportOf('ROLE1')).rawPayload);
    expect(result.statusCode, result.body).toBe(200);
    const roles = await to.t.db.query<{
      email: string;
      role_id: number;
      name: string;
      privilege: Array<{ key: string; read: boolean; write: boolean }>;
    }>(
      `SELECT a.email, r.role_id, r.name, r.privilege FROM accounts a JOIN roles r USING (role_id)
       WHERE a.email IN ('custom@example.com', 'manager2@example.com') ORDER BY a.email`,
    );
    expect(roles.map(({ email, role_id, name }) => ({ email, role_id, name }))).toEqual([
      { email: 'custom@example.com', role_id: expect.any(Number), name: 'Tag reader' },
      { email: 'manager2@example.com', role_id: 1, name: 'Store Manager' },
    ]);
    expect(roles[0].role_id).not.toBe(custom.role_id);
    expect(roles[0].privilege.filter((p) => p.read || p.write).map((p) => p.key)).toEqual(['tag']);
  });

  it('leaves nothing behind when the import fails half way', async () => {
    const file = JSON.parse(gunzipSync((await exportOf('KR002')).rawPayload).toString());
    file.storeCode = 'HALF1';
    // every row of the store becomes HALF1's; the rows keep keys the target already has (gateway MACs, ...):
    // an insert fails after the store went in
    for (const rows of Object.values(file.tables) as Array<Array<Record<string, unknown>>>)
      for (const row of rows)
        for (const column of ['storeCode', 'location', 'target'])
          if (row[column] === 'KR002') row[column] = 'HALF1';
    const answer = await upload(to.admin, gzipSync(Buffer.from(JSON.stringify(file))));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^\w+: duplicate key/);
    expect(await to.t.db.query(`SELECT 1 FROM stores WHERE "storeCode" = 'HALF1'`)).toHaveLength(0);
    expect(await count(to.t, 'products', 'HALF1')).toBe(0);
    expect(await count(to.t, 'tags', 'HALF1')).toBe(0);
  });

  it.each([
    ['not JSON', 'hello', 'The file is not a store migration file (gzip or JSON).'],
    [
      'another format',
      JSON.stringify({ format: 'x' }),
      'The file is not a store migration file (format esl-store-migration).',
    ],
    [
      'a newer version',
      JSON.stringify({ format: 'esl-store-migration', version: 9 }),
      'Unsupported migration file version 9.',
    ],
  ])('refuses %s with its reason', async (_what, content, message) => {
    const answer = await upload(to.admin, content);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error_msg).toBe(message);
  });
});
