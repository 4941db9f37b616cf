// Issue 35: two server instances on one PostgreSQL database, each with its own pool as on separate hosts: a token
// revoked on one is refused (401) by the other on its next request, and an expired token is refused by both. No
// instance keeps tokens in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { ADMIN, ADMIN_URL, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import { bearer, createToken } from './apiTokenHelpers.ts';

const SEARCH = '/api/status/store/KR001/gw/search';

describe.each(backends.filter((b) => b.name === 'postgres'))(
  'API tokens on two $name instances',
  (backend) => {
    let t: TestApp;
    let other: FastifyInstance;
    let otherDb: Db;
    let adminA: Headers;

    beforeAll(async () => {
      t = await createTestApp(backend);
      const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      otherDb = await openPostgres(url.toString());
      other = await buildApp({ config: testConfig(), db: otherDb });
      adminA = await login(t.app, ADMIN);
    });
    afterAll(async () => {
      await other?.close();
      await otherDb?.close();
      await t?.close();
    });

    const status = async (app: FastifyInstance, secret: string) =>
      (await app.inject({ method: 'POST', url: SEARCH, headers: bearer(secret), payload: {} })).statusCode;

    it('a token revoked on A is 401 on B at once', async () => {
      const token = await createToken(t.app, adminA, { role_id: 2, store: ['KR001'] });
      expect(await status(t.app, token.secret)).toBe(200);
      expect(await status(other, token.secret)).toBe(200);
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/auth/token/${token.id}/revoke`,
        headers: adminA,
      });
      expect(r.statusCode).toBe(200);
      expect(await status(other, token.secret)).toBe(401);
      expect(await status(t.app, token.secret)).toBe(401);
    });

    it('an expired token is 401 on both', async () => {
      const token = await createToken(t.app, adminA, { role_id: 2, store: ['KR001'] });
      expect(await status(other, token.secret)).toBe(200);
      await t.db.query(`UPDATE api_token SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [
        token.id,
      ]);
      expect(await status(t.app, token.secret)).toBe(401);
      expect(await status(other, token.secret)).toBe(401);
    });
  },
);
