// Jobs of dead server instances (issue 9, "nothing half-done after a crash"; server/instances/instances.ts):
// a second instance starting on the same database closes the unfinished product imports of instances that
// stopped beating, never those of a live one (PostgreSQL; on PGlite no other process can be alive).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import type { UploadAnswer } from './productFilesHelpers.ts';

const INTERRUPTED = 'Import interrupted by a server restart: nothing was imported';

describe.each(backends)('jobs of stopped server instances on $name', (backend) => {
  let first: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    first = await createTestApp(backend);
    admin = await login(first.app, ADMIN);
  });
  afterAll(async () => first?.close());

  /** an unfinished upload row owned by `instanceId` (as the upload route writes it before importing) */
  async function unfinishedUpload(instanceId: string | null): Promise<number> {
    const [row] = await first.db.query<{ _id: number }>(
      `INSERT INTO product_uploads ("fileName", "storeCode", "fileType", "createdBy", "instanceId", received, error)
       VALUES ('big.csv', 'KR001', 'csv', 'admin@example.com', $1, now(), '[]'::jsonb) RETURNING "_id"::int`,
      [instanceId],
    );
    return row!._id;
  }

  const detail = async (id: number) => {
    const answer = await first.app.inject({
      method: 'GET',
      url: `/api/product/file/upload/history/detail/${id}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<UploadAnswer>();
  };

  async function startSecond(): Promise<FastifyInstance> {
    return buildApp({ config: testConfig({ heartbeatMs: 60_000 }), db: first.db });
  }

  it('an instance never closes its own running import', async () => {
    const id = await unfinishedUpload(first.app.instance.id);
    await first.app.instance.sweep();
    expect((await detail(id)).finished).toBeNull();
  });

  it('a starting instance closes the imports of dead instances, and only on PGlite those of others', async () => {
    await first.db.query(
      `INSERT INTO server_instances ("instanceId", "heartbeatAt") VALUES ('stale', now() - interval '1 hour')`,
    );
    const live = await unfinishedUpload(first.app.instance.id);
    const dead = [
      await unfinishedUpload('stale'),
      await unfinishedUpload('gone'),
      await unfinishedUpload(null),
    ];
    const second = await startSecond();
    try {
      for (const id of dead) {
        const upload = await detail(id);
        expect(upload.finished).not.toBeNull();
        expect(upload).toMatchObject({
          dataCount: 0,
          errorCount: 1,
          error: [{ line: 0, message: INTERRUPTED }],
        });
      }
      const [stale] = await first.db.query(`SELECT 1 FROM server_instances WHERE "instanceId" = 'stale'`);
      expect(stale).toBeUndefined();
      // PGlite is one process: an instance starting there means the previous one is gone
      const liveUpload = await detail(live);
      if (backend.name === 'postgres') expect(liveUpload.finished).toBeNull();
      else expect(liveUpload.error).toEqual([{ line: 0, message: INTERRUPTED }]);
    } finally {
      await second.close();
    }
  });

  it('after a clean stop, the stopped instance’s unfinished import is closed by the next sweep of another', async () => {
    const second = await startSecond();
    const id = await unfinishedUpload(second.instance.id);
    await first.app.instance.sweep();
    expect((await detail(id)).finished).toBeNull();
    await second.close();
    await first.app.instance.sweep();
    expect((await detail(id)).error).toEqual([{ line: 0, message: INTERRUPTED }]);
  });
});
