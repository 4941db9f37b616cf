// Signage templates (doc 3 §3 Template, §5 Signage, §7; docs/api.md 'Signage templates'): create with the name
// rule, overwrite, get, save (webpage prefix, index from the numeric id, defaults), list and search, import and
// export ('Invalid file format'; a replace needs show and size), delete and multi-delete; 401, 403.
import { describe, expect, it } from 'vitest';
import { backends, signedInApp, type Headers } from './helpers.ts';

interface Template {
  _id: string;
  size: string;
  show: Array<{ duration: number; bgColor: string; object: Array<Record<string, unknown>> }>;
  slides: number;
}

describe.each(backends)('signage templates on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  const call = async <T>(
    method: 'GET' | 'DELETE' | 'POST',
    url: string,
    payload?: unknown,
    headers: Headers | null = admin,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: headers ?? undefined,
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const show = [
    {
      object: [
        { type: 'image', id: '3', left: 10, top: 0, width: 300, height: 158, index: 9 },
        { type: 'webpage', id: 'example.com', left: 400, top: 0, width: 300, height: 158 },
        { type: 'product', id: '1', left: 800, top: 0, width: 360, height: 158, autoSize: true },
      ],
    },
    { duration: 10, bgColor: '#ffffff', object: [] },
  ];

  it('creates with the name rule, saves by the template rules and overwrites on request', async () => {
    const created = await call<Template>('POST', '/plus/store/KR001/template/Morning?create=1', { show });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ _id: 'Morning', size: '23.1', slides: 2 });
    expect(created.body.show[0]).toMatchObject({ duration: 30, bgColor: '#000000', empty: false });
    expect(created.body.show[0].object.map((o) => [o.type, o.id, o.index])).toEqual([
      ['image', '3', 3],
      ['webpage', 'http://example.com', 0],
      ['product', '1', 1],
    ]);
    expect(created.body.show[0].object[2].autoSize).toBe(true);
    const again = await call<{ message: string }>('POST', '/plus/store/KR001/template/Morning?create=1', {
      show: [],
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This template name is already registered.' },
    });
    const overwritten = await call<Template>(
      'POST',
      '/plus/store/KR001/template/Morning?create=1&overwrite=1',
      {
        size: '35.4',
        show: [],
      },
    );
    expect(overwritten.body).toMatchObject({ size: '35.4', slides: 0 });
    expect((await call<Template>('GET', '/plus/store/KR001/template/Morning')).body.size).toBe('35.4');
    expect((await call('GET', '/plus/store/KR001/template/Nope')).status).toBe(404);
  });

  it('refuses bad sizes and shows with 400', async () => {
    expect((await call('POST', '/plus/store/KR001/template/X', { size: '10', show: [] })).status).toBe(400);
    expect((await call('POST', '/plus/store/KR001/template/X', { show: [{ bgColor: 'red' }] })).status).toBe(
      400,
    );
    expect((await call('POST', '/plus/store/KR001/template/X', { show: 'x' })).status).toBe(400);
    expect((await call('POST', '/plus/store/KR001/template/%20', { show: [] })).status).toBe(400);
  });

  it('lists and searches', async () => {
    await call('POST', '/plus/store/KR001/template/Evening', { show });
    const list = await call<{ data: Template[] }>('GET', '/plus/store/KR001/template/list');
    expect(list.body.data.map((r) => [r._id, r.slides])).toEqual([
      ['Evening', 2],
      ['Morning', 0],
    ]);
    const search = await call<{ recordsTotal: number; recordsFiltered: number; data: Template[] }>(
      'POST',
      '/status/store/KR001/plus/template/search',
      { filter__id: 'even' },
    );
    expect(search.body).toMatchObject({ recordsTotal: 2, recordsFiltered: 1 });
    expect(search.body.data[0]).toMatchObject({ _id: 'Evening', slides: 2 });
    const overview = await call<{ data: Array<{ storeCode: string; total: number }> }>(
      'GET',
      '/status/store/plus/template',
    );
    expect(overview.body.data.find((s) => s.storeCode === 'KR001')?.total).toBe(2);
  });

  it("imports and exports JSON ('Invalid file format'; a replace needs show and size)", async () => {
    const exported = await call<{ name: string; size: string; show: unknown[] }>(
      'GET',
      '/plus/store/KR001/template/Evening/export',
    );
    expect(exported.body).toMatchObject({ name: 'Evening', size: '23.1' });
    const imported = await call<{ data: Template[] }>('POST', '/plus/store/KR001/template/import', [
      { ...exported.body, name: 'Copy 1' },
      { ...exported.body, name: 'Copy 2' },
    ]);
    expect(imported.body.data.map((r) => r._id)).toEqual(['Copy 1', 'Copy 2']);
    for (const bad of [{ name: 'A', show: [] }, { show: [], size: '23.1' }, [], 42])
      expect(await call('POST', '/plus/store/KR001/template/import', bad)).toMatchObject({
        status: 400,
        body: { message: 'Invalid file format' },
      });
    const replaced = await call<{ data: Template[] }>(
      'POST',
      '/plus/store/KR001/template/import?replace=Copy%201',
      {
        size: '35.4',
        show: [],
      },
    );
    expect(replaced.body.data[0]).toMatchObject({ _id: 'Copy 1', size: '35.4', slides: 0 });
    expect(
      (await call('POST', '/plus/store/KR001/template/import?replace=Copy%201', { show: [] })).status,
    ).toBe(400);
  });

  it('deletes one and several', async () => {
    expect((await call('DELETE', '/plus/store/KR001/template/Copy%202')).status).toBe(200);
    expect((await call('DELETE', '/plus/store/KR001/template/Copy%202')).status).toBe(404);
    const many = await call<{ count: number }>('POST', '/plus/store/KR001/template/delete', {
      idList: ['Copy 1', 'Morning'],
    });
    expect(many.body).toEqual({ count: 2 });
    expect((await call('POST', '/plus/store/KR001/template/delete', { idList: [] })).status).toBe(400);
  });

  it('needs a session, plus read / write and the store in scope', async () => {
    expect((await call('GET', '/plus/store/KR001/template/list', undefined, null)).status).toBe(401);
    expect((await call('GET', '/plus/store/KR001/template/list', undefined, manager)).status).toBe(403);
    expect((await call('GET', '/plus/store/KR001/template/list', undefined, viewer)).status).toBe(200);
    expect((await call('POST', '/plus/store/KR001/template/V', { show: [] }, viewer)).status).toBe(403);
    expect((await call('DELETE', '/plus/store/KR001/template/Evening', undefined, viewer)).status).toBe(403);
    await t.db.query(
      `UPDATE roles SET privilege = privilege || '[{"key":"plus","depth":0,"read":true,"write":true}]'::jsonb WHERE role_id = 1`,
    );
    expect((await call('POST', '/plus/store/KR001/template/M', { show: [] }, manager)).status).toBe(200);
    expect((await call('POST', '/plus/store/KR002/template/M', { show: [] }, manager)).status).toBe(403);
    expect((await call('GET', '/plus/store/NOPE/template/list')).status).toBe(404);
  });
});
