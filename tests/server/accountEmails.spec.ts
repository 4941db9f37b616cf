// Other accounts' emails in answers (issue 33 §4): a session without member read sees them masked
// (`a***@example.com`) by one rule every API answer goes through (server/auth/accountEmails.ts): the script
// versions' savedBy / replacedBy, an entry's updatedBy, an upload's createdBy, an alarm's source. Member read sees
// them whole, and a session always sees its own email.
import { beforeAll, describe, expect, it } from 'vitest';
import { withAccountEmails, emailsFor } from '../../server/auth/accountEmails.ts';
import { ADMIN, backends, login, postJson, signedInApp, type Headers } from './helpers.ts';
import { postPaperFile } from './sensorPaperHelpers.ts';

const MASKED_ADMIN = 'a***@example.com';
const SCRIPTER = { email: 'scripter@example.com', password: 'Scripter#2026' };

describe('withAccountEmails', () => {
  it('masks the account fields at any depth, keeps the rest and leaves the answer itself unchanged', () => {
    const answer = {
      data: [
        { savedBy: 'admin@example.com', code: '// mail admin@example.com', nested: { owner: 'b@x.org' } },
      ],
      sourceId: 'AA:BB:CC:DD:EE:FF',
    };
    const before = JSON.stringify(answer);
    const shown = withAccountEmails(answer, emailsFor(undefined));
    expect(shown).toEqual({
      data: [{ savedBy: MASKED_ADMIN, code: '// mail admin@example.com', nested: { owner: 'b***@x.org' } }],
      sourceId: 'AA:BB:CC:DD:EE:FF',
    });
    expect(JSON.stringify(answer)).toBe(before);
  });
});

describe.each(backends)('account emails in answers on $name', (backend) => {
  const s = signedInApp(backend);
  let scripter: Headers;
  const get = (url: string, headers: Headers) =>
    s.t.app.inject({ method: 'GET', url: `/api${url}`, headers }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<unknown>();
    });

  beforeAll(async () => {
    // an account with the setting and paper privileges, every store, no member read
    const role = await postJson<{ role_id: number }>(s.t.app, s.admin, '/auth/role', {
      name: 'Scripts without members',
      privilege: [
        { key: 'setting', depth: 0, read: true, write: true },
        { key: 'paper', depth: 0, read: true, write: true },
        { key: 'alarm', depth: 0, read: true, write: false },
      ],
    });
    expect(role.status).toBe(200);
    const created = await postJson(s.t.app, s.admin, '/auth/account', {
      ...SCRIPTER,
      name: 'Scripter',
      mobile: '010',
      role_id: role.body.role_id,
      store: [],
      enableWholeStore: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    scripter = await login(s.t.app, SCRIPTER);
  });

  it("the script versions' savedBy and replacedBy and the entry's updatedBy are masked without member read", async () => {
    const save = (headers: Headers, code: string) =>
      postJson(s.t.app, headers, '/tag/decorator/store/default', { code, useType: 'none' });
    expect((await save(s.admin, '// one')).status).toBe(200);
    expect((await save(s.admin, '// two')).status).toBe(200);
    expect((await save(scripter, '// three')).status).toBe(200);

    type Version = { savedBy: string; replacedBy: string; code: string };
    const seen = (await get('/tag/decorator/store/default/versions', scripter)) as Version[];
    // newest first: admin's '// two' replaced by the scripter (its own email), admin's '// one' replaced by admin
    expect(seen.slice(0, 2).map(({ savedBy, replacedBy, code }) => ({ savedBy, replacedBy, code }))).toEqual([
      { savedBy: MASKED_ADMIN, replacedBy: SCRIPTER.email, code: '// two' },
      { savedBy: MASKED_ADMIN, replacedBy: MASKED_ADMIN, code: '// one' },
    ]);
    const whole = (await get('/tag/decorator/store/default/versions', s.admin)) as Version[];
    expect(whole[1]).toMatchObject({ savedBy: ADMIN.email, replacedBy: ADMIN.email });

    expect((await save(s.admin, '// four')).status).toBe(200);
    expect(await get('/tag/decorator/store/default', scripter)).toMatchObject({ updatedBy: MASKED_ADMIN });
    expect(await get('/tag/decorator/store/default', s.admin)).toMatchObject({ updatedBy: ADMIN.email });
  });

  it("an upload's createdBy and an alarm's source are masked the same way, with no code in their routes", async () => {
    const [{ prCode }] = await s.t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    const uploaded = await postPaperFile(
      s.t.app,
      s.admin,
      { storeCode: 'KR001', taskDes: 'Masking' },
      { name: 'masking.csv', content: prCode },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const uploads = (id: number, headers: Headers) =>
      get(`/paper/file/upload/history/detail/${id}`, headers) as Promise<{ createdBy: string }>;
    const id = uploaded.json<{ _id: number }>()._id;
    expect((await uploads(id, scripter)).createdBy).toBe(MASKED_ADMIN);
    expect((await uploads(id, s.admin)).createdBy).toBe(ADMIN.email);

    const alarms = await postJson<{ data: Array<{ type: string; sourceId: string | null }> }>(
      s.t.app,
      scripter,
      '/history/alarm/system/search',
      { storeList: [], length: -1 },
    );
    const saved = alarms.body.data.filter((a) => a.type === 'SYSTEM SCRIPT SAVED');
    expect(saved.map((a) => a.sourceId)).toContain(MASKED_ADMIN);
    expect(saved.map((a) => a.sourceId)).toContain(SCRIPTER.email);
    expect(saved.map((a) => a.sourceId)).not.toContain(ADMIN.email);
  });
});
