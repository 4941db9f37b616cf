// Tag assignment (doc 2 §5, §7): POST /tag/assign and /tag/assign/multiple create ASSIGN update tasks; the
// lookups it uses; store scoping (a tag of another store: 403).
import { describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';

interface TaskTagRow {
  taskId: number;
  tagId: string;
  taskType: string;
  prCode: string | null;
  layoutId: string | null;
  status: string | null;
}

describe.each(backends)('tag assignment on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const post = (url: string, payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  async function product(storeCode: string, n: number): Promise<{ prCode: string; layoutId: string }> {
    const rows = await t.db.query<{ prCode: string; layoutId: string }>(
      'SELECT "prCode", "layoutId" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" OFFSET $2 LIMIT 1',
      [storeCode, n],
    );
    return rows[0];
  }
  async function tag(tagId: string) {
    const [row] = await t.db.query<{ tagId: string; tagMac: string; status: string; prCode: string | null }>(
      'SELECT "tagId", "tagMac", status, "prCode" FROM tags WHERE "tagId" = $1',
      [tagId],
    );
    return row;
  }
  const taskRows = (taskId: number) =>
    t.db.query<TaskTagRow>(
      `SELECT "taskId"::int AS "taskId", "tagId", "taskType", "prCode", "layoutId", status
       FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
      [taskId],
    );

  it('assigns a product to a tag by tag ID: an ASSIGN task, the tag WIP with the new product', async () => {
    const p = await product('KR001', 5);
    const response = await post('/tag/assign', {
      taskId: -1,
      priorTaskId: -1,
      storeCode: 'KR001',
      tagList: [{ tagMac: 'KR001000001', prCode: p.prCode }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ taskId: number; tagCount: number; notFound: string[] }>();
    expect(body.tagCount).toBe(1);
    expect(body.notFound).toEqual([]);
    expect(await tag('KR001000001')).toMatchObject({ status: 'WIP', prCode: p.prCode });
    expect(await taskRows(body.taskId)).toEqual([
      {
        taskId: body.taskId,
        tagId: 'KR001000001',
        taskType: 'ASSIGN',
        prCode: p.prCode,
        layoutId: p.layoutId,
        status: null,
      },
    ]);
  });

  it('accepts the tag MAC (any case) or tagId, and leaves unknown tags out', async () => {
    const p = await product('KR001', 6);
    const { tagMac } = await tag('KR001000002');
    const response = await post('/tag/assign', {
      storeCode: 'KR001',
      tagList: [
        { tagMac: tagMac.toLowerCase(), prCode: p.prCode },
        { tagId: 'KR001000003', prCode: p.prCode },
        { tagMac: 'NOSUCHTAG', prCode: p.prCode },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tagCount: 2, notFound: ['NOSUCHTAG'] });
    expect((await tag('KR001000003')).prCode).toBe(p.prCode);
  });

  it("refuses a product the store does not have ('This product does not exist') unless forced", async () => {
    const payload = { storeCode: 'KR001', tagList: [{ tagMac: 'KR001000004', prCode: 'NO-SUCH-PRODUCT' }] };
    const refused = await post('/tag/assign', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'This product does not exist' });
    expect((await tag('KR001000004')).prCode).not.toBe('NO-SUCH-PRODUCT');
    const forced = await post('/tag/assign', { ...payload, force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await tag('KR001000004')).prCode).toBe('NO-SUCH-PRODUCT');
  });

  it('answers the spec messages for a blank tag or product, and no matching tags', async () => {
    const p = await product('KR001', 1);
    const blankTag = await post('/tag/assign', {
      storeCode: 'KR001',
      tagList: [{ tagMac: ' ', prCode: '' }],
    });
    expect(blankTag.json()).toMatchObject({ message: 'Enter Tag ID, Please!' });
    const blankProduct = await post('/tag/assign', {
      storeCode: 'KR001',
      tagList: [{ tagMac: 'KR001000001', prCode: ' ' }],
    });
    expect(blankProduct.json()).toMatchObject({ message: 'Enter Product Code, Please!' });
    const unknown = await post('/tag/assign', {
      storeCode: 'KR001',
      tagList: [{ tagMac: 'X1', prCode: p.prCode }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'no matching tags' });
  });

  it('refuses a tag of another store (403), a store outside the account (403), and read-only accounts', async () => {
    const p = await product('KR001', 2);
    const otherStoresTag = await post(
      '/tag/assign',
      { storeCode: 'KR001', tagList: [{ tagMac: 'KR002000001', prCode: p.prCode }] },
      manager,
    );
    expect(otherStoresTag.statusCode).toBe(403);
    expect(otherStoresTag.json()).toMatchObject({ message: 'Permission denied.' });
    const otherStore = await post(
      '/tag/assign',
      { storeCode: 'KR002', tagList: [{ tagMac: 'KR002000001', prCode: p.prCode }] },
      manager,
    );
    expect(otherStore.statusCode).toBe(403);
    const readOnly = await post(
      '/tag/assign',
      { storeCode: 'KR001', tagList: [{ tagMac: 'KR001000005', prCode: p.prCode }] },
      viewer,
    );
    expect(readOnly.statusCode).toBe(403);
    expect((await tag('KR002000001')).prCode).not.toBe(p.prCode);
    const own = await post(
      '/tag/assign',
      { storeCode: 'KR001', tagList: [{ tagMac: 'KR001000005', prCode: p.prCode }] },
      manager,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('assigns a family ticket: the family is saved, the tag carries the family code, the list trimmed and de-duplicated', async () => {
    const [a, b] = [await product('KR001', 3), await product('KR001', 4)];
    const response = await post('/tag/assign/multiple', {
      storeCode: 'KR001',
      tagList: [
        {
          tagMac: 'KR001000006',
          fmPrCode: 'FAMTEST1',
          prCodeList: [` ${a.prCode} `, b.prCode, a.prCode, ''],
          layoutId: 'L07',
          nfc: 'https://shop.example.com/f/1',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { taskId } = response.json<{ taskId: number }>();
    expect(await taskRows(taskId)).toMatchObject([
      { tagId: 'KR001000006', taskType: 'ASSIGN', prCode: 'FAMTEST1', layoutId: 'L07' },
    ]);
    expect(await tag('KR001000006')).toMatchObject({ status: 'WIP', prCode: 'FAMTEST1' });
    const family = await get('/product/family/FAMTEST1/store/KR001');
    expect(family.json()).toMatchObject({
      fmPrCode: 'FAMTEST1',
      prCodeList: [a.prCode, b.prCode],
      layoutId: 'L07',
    });
    // the tags showing product b include the family ticket
    const showing = await get(`/tag/assign/findByPrCode/${b.prCode}/store/KR001`);
    expect(showing.statusCode).toBe(200);
    expect(showing.json().data).toContainEqual(
      expect.objectContaining({ tagId: 'KR001000006', prCode: 'FAMTEST1', fmPrCode: 'FAMTEST1' }),
    );
  });

  it('multiple assign: the spec messages, unknown products, another store', async () => {
    const message = async (row: Record<string, unknown>) =>
      (await post('/tag/assign/multiple', { storeCode: 'KR001', tagList: [row] })).json<{ message: string }>()
        .message;
    expect(await message({ tagMac: '', prCodeList: ['x'] })).toBe('Enter Tag ID, Please!');
    expect(await message({ tagMac: 'KR001000007', prCodeList: [' ', ''] })).toBe(
      'Enter Product Code, Please!',
    );
    expect(await message({ tagMac: 'KR001000007', prCodeList: ['NOPE'] })).toBe(
      'This product does not exist',
    );
    const p = await product('KR001', 0);
    const other = await post(
      '/tag/assign/multiple',
      { storeCode: 'KR001', tagList: [{ tagMac: 'KR002000002', prCodeList: [p.prCode] }] },
      manager,
    );
    expect(other.statusCode).toBe(403);
  });

  it('finds the tags showing a product (tag read)', async () => {
    const p = await product('KR001', 7);
    await post('/tag/assign', { storeCode: 'KR001', tagList: [{ tagMac: 'KR001000008', prCode: p.prCode }] });
    const response = await get(`/tag/assign/findByPrCode/${p.prCode}/store/KR001`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { tagId: string }) => r.tagId)).toContain('KR001000008');
    expect((await get(`/tag/assign/findByPrCode/${p.prCode}/store/KR002`, manager)).statusCode).toBe(403);
  });
});
