// The settings every PostgreSQL session of the server starts with (server/db/postgres.ts SESSION_SETTINGS):
// keepalives, and no JIT compilation (issue 39: 0.4 s of compilation for a 0.3 s statement over 2,000 stores).
// PostgreSQL only; PGlite has neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type OpenedDb } from './backends.ts';

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.runIf(postgres)('PostgreSQL sessions of the server', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await postgres!.open();
  });
  afterAll(async () => opened?.drop());

  it('compile no statement (jit off) and keep their connection alive', async () => {
    const settings = await opened.db.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('jit', 'tcp_keepalives_idle') ORDER BY name`,
    );
    expect(settings).toEqual([
      { name: 'jit', setting: 'off' },
      { name: 'tcp_keepalives_idle', setting: '10' },
    ]);
  });

  it('hold them in a transaction too', async () => {
    const [row] = await opened.db.transaction((tx) => tx.query<{ jit: string }>('SHOW jit'));
    expect(row.jit).toBe('off');
  });
});
