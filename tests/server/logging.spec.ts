import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { ADMIN, backends, createTestApp, login, type TestApp } from './helpers.ts';

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(backends[0], { logger: createLogger('trace', sink) });
  });
  afterAll(async () => t?.close());

  it('never contain a password or a token', async () => {
    const secrets: string[] = [ADMIN.password, 'Wrong#Secret1', 'Created#Secret2', 'Changed#Secret3'];
    const headers = await login(t.app, ADMIN);
    secrets.push(headers['access-token']);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'Wrong#Secret1' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers,
      payload: {
        email: 'logs@example.com',
        name: 'Logs',
        mobile: '1',
        password: 'Created#Secret2',
        role_id: 2,
      },
    });
    expect(created.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      headers,
      payload: { email: 'logs@example.com', password: 'Changed#Secret3' },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/reset',
      headers,
      payload: { email: 'logs@example.com' },
    });
    secrets.push(reset.json().password);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const [hash] = await t.db.query<{ passwordHash: string }>(
      'SELECT "passwordHash" FROM accounts WHERE email = $1',
      [ADMIN.email],
    );
    secrets.push(hash.passwordHash);

    const log = lines.join('');
    // the requests were logged, with their headers
    expect(log).toContain('/api/auth/account/reset');
    expect(log).toContain('"access-token":"[redacted]"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
