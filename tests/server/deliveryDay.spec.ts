// Delivery days are ISO calendar days (issue 33 §5): years 0001 to 0099 are days like any other (Date.UTC read
// them as 1900 to 1999, so `day=0001-01-01` was refused), a day that does not exist is still refused, and a day
// near the start of the calendar answers without asking the database for a day before 0001-01-01.
import { describe, expect, it } from 'vitest';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('delivery days on $name', (backend) => {
  const s = signedInApp(backend);
  const get = (url: string) => s.t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.viewer });

  it('years 0001 to 0099 are days: the stores, the table, the CSV and a store answer them', async () => {
    for (const day of ['0001-01-01', '0050-06-15', '0099-12-31']) {
      const stores = await get(`/delivery/stores?day=${day}`);
      expect(stores.statusCode, stores.body).toBe(200);
      expect(stores.json<{ day: string }>().day).toBe(day);
      const table = await s.t.app.inject({
        method: 'POST',
        url: '/api/delivery/store/search',
        headers: s.viewer,
        payload: { day },
      });
      expect(table.statusCode, table.body).toBe(200);
      const csv = await get(`/delivery/stores/csv?day=${day}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain(`,${day},`);
    }
  });

  it("a store's 30 days start at 0001-01-01 at the earliest", async () => {
    const store = await get('/delivery/store/KR001?day=0001-01-03');
    expect(store.statusCode, store.body).toBe(200);
    const { day, days } = store.json<{ day: string; days: Array<{ day: string }> }>();
    expect(day).toBe('0001-01-03');
    expect(days.map((d) => d.day)).toEqual(['0001-01-01', '0001-01-02', '0001-01-03']);
    const late = await get('/delivery/store/KR001/late/csv?day=0001-01-01');
    expect(late.statusCode, late.body).toBe(200);
  });

  it('a day that is not in the calendar is refused with the day message', async () => {
    for (const day of ['0000-12-31', '0001-02-29', '0100-02-29', '2026-02-30', '99-01-01', '10000-01-01']) {
      const answer = await get(`/delivery/stores?day=${day}`);
      expect(answer.statusCode, day).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'day must be a date yyyy-mm-dd.' });
    }
    expect((await get('/delivery/stores?day=0004-02-29')).statusCode).toBe(200);
  });
});
