// The product file upload history (doc 2 §2, §3, §7 Uploads): received descending, 25 per page, filters on file
// name, store and received range, store scope; the detail with its error list, 404 and 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, type Page, signedInApp } from './helpers.ts';
import { PRODUCT_HEADER, productLines, uploadFile, type UploadAnswer } from './productFilesHelpers.ts';

interface HistoryRow {
  _id: number;
  fileName: string;
  storeCode: string;
  count: number;
  dataCount: number;
  errorCount: number;
  received: string;
  finished: string | null;
}

const epoch = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe.each(backends)('product file upload history on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  let kr002: UploadAnswer;

  beforeAll(async () => {
    // 30 older uploads, one a day, spread over three stores
    await t.db.query(
      `INSERT INTO product_uploads ("fileName", "storeCode", "fileType", count, "dataCount", "errorCount", error,
         received, finished, "createdBy")
       SELECT 'daily_' || lpad(g::text, 2, '0') || '.csv', (ARRAY['KR001', 'KR002', 'JP001'])[g % 3 + 1], 'csv',
         10, 10, 0, '[]'::jsonb, now() - (g || ' days')::interval, now() - (g || ' days')::interval + interval '5 seconds',
         'seed'
       FROM generate_series(1, 30) AS g`,
    );
    kr002 = (
      await uploadFile(t.app, admin, 'KR002', {
        name: 'busan.csv',
        content: [PRODUCT_HEADER, ...productLines('PHA', 2), 'PHA000009,,x,1'].join('\n'),
      })
    ).json<UploadAnswer>();
  });

  const search = (body: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/product/file/upload/history/search', headers, payload: body });
  const page = async (body: object, headers = admin) => {
    const response = await search(body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<HistoryRow>>();
  };
  const detail = (id: number | string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/product/file/upload/history/detail/${id}`, headers });

  it('lists uploads received descending, 25 per page, with the counts and no error list', async () => {
    const first = await page({});
    expect(first.recordsTotal).toBe(31);
    expect(first.data).toHaveLength(25);
    expect(first.data[0]).toMatchObject({
      _id: kr002._id,
      fileName: 'busan.csv',
      count: 3,
      dataCount: 2,
      errorCount: 1,
    });
    expect(first.data[0]).not.toHaveProperty('error');
    const times = first.data.map((r) => new Date(r.received).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await page({ start: 25, length: 25 });
    expect(second.data.map((r) => r.fileName)).toEqual([
      'daily_25.csv',
      'daily_26.csv',
      'daily_27.csv',
      'daily_28.csv',
      'daily_29.csv',
      'daily_30.csv',
    ]);
    expect((await page({ length: -1 })).data).toHaveLength(31);
  });

  it('filters on file name (contains), store (equals) and a received range; sorts on file name', async () => {
    expect((await page({ filter_fileName: 'DAILY_0' })).recordsFiltered).toBe(9);
    const kr = await page({ filter_storeCode: 'KR002', length: -1 });
    expect(kr.data.every((r) => r.storeCode === 'KR002')).toBe(true);
    expect(kr.recordsFiltered).toBe(11);
    const all = await page({ length: -1 });
    const third = all.data.find((r) => r.fileName === 'daily_03.csv')!;
    const range = await page({
      filter_startDate: epoch(third.received) - 60,
      filter_endDate: epoch(third.received) + 60,
    });
    expect(range.data.map((r) => r.fileName)).toEqual(['daily_03.csv']);
    const sorted = await page({ order: [{ column: 'fileName', dir: 'asc' }], length: 3 });
    expect(sorted.data.map((r) => r.fileName)).toEqual(['busan.csv', 'daily_01.csv', 'daily_02.csv']);
  });

  it("keeps an account to its stores: the manager sees KR001 and JP001 only, another store's filter is 403", async () => {
    const mine = await page({ length: -1 }, manager);
    expect(new Set(mine.data.map((r) => r.storeCode))).toEqual(new Set(['KR001', 'JP001']));
    expect(mine.recordsTotal).toBe(20);
    const other = await search({ filter_storeCode: 'KR002' }, manager);
    expect(other.statusCode).toBe(403);
    expect((await page({}, viewer)).recordsTotal).toBe(31);
  });

  it('answers the detail with the error list; 404 for an unknown id, 403 for another store', async () => {
    const response = await detail(kr002._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: kr002._id,
      fileName: 'busan.csv',
      storeCode: 'KR002',
      fileType: 'csv',
      count: 3,
      dataCount: 2,
      errorCount: 1,
      error: [{ line: 4, message: 'Please enter Layout ID' }],
      createdBy: ADMIN.email,
    });
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await detail('abc')).statusCode).toBe(400);
    expect((await detail(kr002._id, manager)).statusCode).toBe(403);
    const [own] = (await page({ filter_storeCode: 'JP001', length: 1 }, manager)).data;
    expect((await detail(own._id, manager)).statusCode).toBe(200);
  });

  it('keeps the first 1,000 bad rows of a file and counts them all', async () => {
    const bad = Array.from({ length: 1_200 }, (_, i) => `PHB${i},,x,1`);
    const answer = (
      await uploadFile(t.app, admin, 'KR001', {
        name: 'bad.csv',
        content: [PRODUCT_HEADER, 'PHB_OK,L01,a,1', ...bad].join('\n'),
      })
    ).json<UploadAnswer>();
    expect(answer).toMatchObject({ count: 1_201, dataCount: 1, errorCount: 1_200 });
    expect(answer.error).toHaveLength(1_000);
    expect(answer.error[999]).toEqual({ line: 1_002, message: 'Please enter Layout ID' });
  });

  it('needs a session', async () => {
    expect((await search({}, {})).statusCode).toBe(401);
    expect((await detail(kr002._id, {})).statusCode).toBe(401);
  });
});
