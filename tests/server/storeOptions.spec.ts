// The store pickers' search (POST /store/options/search, issue 39): any session, scoped to its stores in SQL,
// "code or name contains", by code, paged, naming chosen codes; the contains search has its trigram indexes.
import { describe, expect, it } from 'vitest';
import { backends, type Headers, signedInApp } from './helpers.ts';

interface OptionPage {
  recordsTotal: number;
  recordsFiltered: number;
  data: Array<{ storeCode: string; storeName: string | null }>;
}

describe.each(backends)('store picker search on $name', (backend) => {
  const { t, admin, manager } = signedInApp(backend);
  const search = async (headers: Headers, body: Record<string, unknown>) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/store/options/search',
      headers,
      payload: body,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<OptionPage>();
  };
  const codes = (page: OptionPage) => page.data.map((s) => s.storeCode);

  it('answers every store by code for role 0 and only its own stores for a scoped account', async () => {
    const all = await search(admin, {});
    expect(all.recordsTotal).toBeGreaterThanOrEqual(6);
    expect(codes(all)).toEqual([...codes(all)].sort());
    const own = await search(manager, {});
    expect(codes(own)).toEqual(['JP001', 'KR001']);
    expect(own).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
  });

  it('finds the text in the code or the name, case-insensitively, within the scope', async () => {
    const [first] = (await search(admin, {})).data;
    const byName = await search(admin, { filter_text: String(first.storeName).slice(1, 5).toLowerCase() });
    expect(codes(byName)).toContain(first.storeCode);
    expect(codes(await search(admin, { filter_text: 'kr0' }))).toEqual(
      expect.arrayContaining(['KR001', 'KR002']),
    );
    expect(codes(await search(manager, { filter_text: 'KR' }))).toEqual(['KR001']);
    expect((await search(admin, { filter_text: '%' })).recordsFiltered).toBe(0);
  });

  it('pages (length capped at 200) and names chosen codes, never one outside the scope', async () => {
    const page = await search(admin, { start: 1, length: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.recordsFiltered).toBe(page.recordsTotal);
    const named = await search(manager, { filter_storeCode: ['KR001', 'KR002'] });
    expect(codes(named)).toEqual(['KR001']);
    expect((await search(admin, { length: 100_000 })).data.length).toBeLessThanOrEqual(200);
  });

  it('needs a session', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/store/options/search', payload: {} });
    expect(reply.statusCode).toBe(401);
  });

  it('has trigram indexes on the store code and name when pg_trgm is there', async () => {
    const [ext] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    const indexes = await t.db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'stores' AND indexname LIKE 'stores_store%_trgm_idx'",
    );
    expect(indexes.length).toBe(ext.n > 0 ? 2 : 0);
  });
});
