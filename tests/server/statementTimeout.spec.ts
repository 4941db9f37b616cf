// A statement over PostgreSQL's statement_timeout is cancelled and answered 503 with a message (issue 9), not 500.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres.ts';
import { DB_MESSAGES } from '../../server/http/errors.ts';
import { messageBody } from '../../server/http/messages.ts';
import { ADMIN_URL, backends, signedInApp } from './helpers.ts';

const postgres = backends.filter((b) => b.name === 'postgres');

/** a route whose statement outlives a 100 ms statement timeout */
async function slowRoute(app: FastifyInstance): Promise<void> {
  app.get('/slow', { config: { privilege: 'setting', access: 'read' } }, async () =>
    app.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL statement_timeout = 100');
      await tx.query('SELECT pg_sleep(2)');
      return {};
    }),
  );
}

describe.each(postgres)('statement timeout on $name', (backend) => {
  const s = signedInApp(backend, { routes: [slowRoute] });

  it('answers a cancelled statement 503 with a clear message', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: '/api/slow', headers: s.admin });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(messageBody(DB_MESSAGES.cancelled));
  });

  it('sets statement_timeout on every connection of the pool when configured', async () => {
    const db = await openPostgres(ADMIN_URL, { statementTimeoutMs: 1500 });
    try {
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1500ms' }]);
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await db.close();
    }
  });
});
