// Tag actions (POST /tag/deassign, /tag/reassign, /tag/reassign/all): update tasks, tags WIP with their
// statistics deltas, store scoping of the body's store and of the listed tags, 'no matching tags'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';
import { insertTagStore, TAG_ROWS, TAG_STORE } from './tags.fixture.ts';

describe.each(backends)('tag actions on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTagStore(t.db);
    admin = await login(t.app, ADMIN);
    manager = await login(t.app, MANAGER);
    // statistics rows exist (as after the stats task's first run): the actions must move them by deltas
    await t.app.inject({ method: 'GET', url: '/api/status/store/tag', headers: admin });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });

  const stats = async (code: string) =>
    (
      await t.db.query<{ success: number; inprogress: number; error: number }>(
        'SELECT success, inprogress, error FROM store_tag_stats WHERE "storeCode" = $1',
        [code],
      )
    )[0];

  it('deassign by tag MAC and tag ID creates a DEASSIGN task and sets the tags WIP with the stats deltas', async () => {
    const [ok, ng] = [TAG_ROWS[0], TAG_ROWS[2]];
    expect([ok.status, ng.status]).toEqual(['OK', 'NG']);
    const before = await stats(TAG_STORE);
    const response = await post('/tag/deassign', {
      storeCode: TAG_STORE,
      tagList: [ok.tagMac, ng.tagId, 'UNKNOWN'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ taskId: number; tagCount: number }>();
    expect(answer.tagCount).toBe(2);
    const [task] = await t.db.query<{ taskType: string; totalTags: number; createdBy: string }>(
      'SELECT "taskType", "totalTags", "createdBy" FROM update_tasks WHERE "taskId" = $1',
      [answer.taskId],
    );
    expect(task).toEqual({ taskType: 'DEASSIGN', totalTags: 2, createdBy: ADMIN.email });
    const tags = await t.db.query<{ tagId: string; status: string }>(
      'SELECT "tagId", status FROM tags WHERE "tagId" = ANY($1) ORDER BY "tagId"',
      [[ok.tagId, ng.tagId]],
    );
    expect(tags.map((r) => r.status)).toEqual(['WIP', 'WIP']);
    expect(await stats(TAG_STORE)).toEqual({
      success: before.success - 1,
      inprogress: before.inprogress + 2,
      error: before.error - 1,
    });
    const page = await post(`/status/store/${TAG_STORE}/tag/search`, { filter_status: 'WIP', length: -1 });
    expect(page.json<{ data: Array<{ tagId: string }> }>().data.map((r) => r.tagId)).toEqual(
      expect.arrayContaining([ok.tagId, ng.tagId]),
    );
  });

  it('reassign and reassign all create REASSIGN tasks', async () => {
    const one = await post('/tag/reassign', { storeCode: TAG_STORE, tagList: [TAG_ROWS[6].tagId] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ tagCount: number }>().tagCount).toBe(1);
    const all = await post('/tag/reassign/all', { storeCode: TAG_STORE });
    expect(all.statusCode, all.body).toBe(200);
    const assigned = TAG_ROWS.filter((r) => r.prCode !== null).length;
    expect(all.json<{ tagCount: number }>().tagCount).toBe(assigned);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "storeCode" = $1 AND status = 'WIP'`,
      [TAG_STORE],
    );
    expect(n).toBeGreaterThanOrEqual(assigned);
  });

  it("answers 'no matching tags' (400) when no listed tag is in the store, and validation error without a list", async () => {
    const none = await post('/tag/deassign', { storeCode: TAG_STORE, tagList: ['NOPE1', 'NOPE2'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'no matching tags' });
    const missing = await post('/tag/reassign', { storeCode: TAG_STORE });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'validation error' });
  });

  it('refuses another store (403), also a tag MAC of another store listed under the manager store', async () => {
    const [foreign] = await t.db.query<{ tagId: string; tagMac: string }>(
      `SELECT "tagId", "tagMac" FROM tags WHERE "storeCode" = 'KR002' ORDER BY "tagId" LIMIT 1`,
    );
    const [own] = await t.db.query<{ tagId: string; status: string }>(
      `SELECT "tagId", status FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 1`,
    );
    const otherStore = await post('/tag/deassign', { storeCode: 'KR002', tagList: [foreign.tagId] }, manager);
    expect(otherStore.statusCode).toBe(403);
    const smuggled = await post(
      '/tag/deassign',
      { storeCode: 'KR001', tagList: [own.tagId, foreign.tagMac] },
      manager,
    );
    expect(smuggled.statusCode).toBe(403);
    expect(smuggled.json()).toMatchObject({ message: 'Permission denied.' });
    const all = await post('/tag/reassign/all', { storeCode: 'KR002' }, manager);
    expect(all.statusCode).toBe(403);
    const [after] = await t.db.query<{ status: string }>('SELECT status FROM tags WHERE "tagId" = $1', [
      own.tagId,
    ]);
    expect(after.status).toBe(own.status);
    const allowed = await post('/tag/reassign', { storeCode: 'KR001', tagList: [own.tagId] }, manager);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
