// The paper calls of doc 2 §7 (docs/api.md "Paper labels"): the upload (the built-in file format, a task and an
// upload history row), the upload history and detail, the paper stores, tasks and task rows; privileges, store
// scope, paging, filters and sort in SQL; the simulated printers completing a task with SUCCESS and FAIL rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, postJson, signedInApp, type Headers, type Page } from './helpers.ts';
import { postPaperFile, scopedSensorPaperAccount } from './sensorPaperHelpers.ts';
import { parsePaperFile } from '../../server/paper/parse.ts';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates.ts';
import { PrinterSimulation } from '../../server/sim/printers.ts';
import { createPrng } from '../../server/sim/prng.ts';

interface Upload {
  _id: number;
  parser: string;
  storeCode: string;
  fileName: string;
  taskId: number | null;
  taskDes: string;
  count: number;
  errorCount: number;
  error: Array<{ line: number; message: string }>;
  received: string;
  finished: string;
}
interface Task {
  _id: number;
  taskDes: string;
  total: number;
  complete: number;
  progress: number;
  updatedAt: string;
}
interface Row {
  rowNo: number;
  prCode: string;
  prInfo: string[];
  printerIp: string;
  printerName: string;
  resultCode: number | null;
  resultMsg: string | null;
  printedTime: string | null;
  result: string;
}

describe('the built-in paper file parser', () => {
  it('reads rows of prCode and info entries, skips comments, blank lines and a header, reports bad rows', () => {
    const text =
      '\uFEFFprCode,name,price\r\n# a comment\r\nA001,Apple,120\r\n\r\n,No code,1\r\nA002\r\n"A003","Pear, large",300\r\n';
    const parsed = parsePaperFile('KR001', text);
    expect(parsed.count).toBe(4);
    expect(parsed.labels).toEqual([
      { line: 3, prCode: 'A001', prInfo: ['Apple', '120'] },
      { line: 6, prCode: 'A002', prInfo: null },
      { line: 7, prCode: 'A003', prInfo: ['Pear, large', '300'] },
    ]);
    expect(parsed.errors).toEqual([{ line: 5, message: 'Please enter Product Code' }]);
  });

  it('reads tab separated files and refuses more than 255 info entries', () => {
    const many = ['B1', ...Array.from({ length: 256 }, (_, i) => `v${i}`)].join('\t');
    const parsed = parsePaperFile('KR001', `B0\tone\n${many}\n`);
    expect(parsed.labels).toEqual([{ line: 1, prCode: 'B0', prInfo: ['one'] }]);
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Too many columns (at most 255 product info entries)' },
    ]);
  });
});

describe.each(backends)('paper labels on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  let scoped: Headers;
  let products: Array<{ prCode: string; prInfo: string[] }>;
  beforeAll(async () => {
    scoped = await scopedSensorPaperAccount(t.app, admin, 'KR001');
    products = await t.db.query(
      `SELECT "prCode", "prInfo" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 3`,
    );
  });

  const upload = async (
    headers: Headers | undefined,
    fields: Record<string, string>,
    file?: { name: string; content: string },
  ) => {
    const response = await postPaperFile(t.app, headers, fields, file);
    return { status: response.statusCode, body: response.json<Upload & { message?: string }>() };
  };
  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('an upload makes a paper task with a row per label and a finished upload history row', async () => {
    const file = `# shelf talkers\n${products[0].prCode}\n${products[1].prCode},Custom name,99\nNOPE-1\n,x\n`;
    const { status, body } = await upload(
      scoped,
      { storeCode: 'KR001', taskDes: 'Weekend promotion' },
      { name: 'promo.csv', content: file },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      storeCode: 'KR001',
      fileName: 'promo.csv',
      taskDes: 'Weekend promotion',
      count: 4,
      errorCount: 2,
    });
    expect(body.error).toEqual([
      { line: 4, message: 'This product does not exist' },
      { line: 5, message: 'Please enter Product Code' },
    ]);
    expect(body.finished).toEqual(expect.any(String));
    const task = (await get(`/paper/task/${body.taskId}/store/KR001`, scoped)).json<Task>();
    expect(task).toMatchObject({
      _id: body.taskId,
      taskDes: 'Weekend promotion',
      total: 2,
      complete: 0,
      progress: 0,
    });
    const rows = (
      await postJson<Page<Row>>(t.app, scoped, `/paper/task/${body.taskId}/store/KR001/search`, {})
    ).body;
    expect(rows.data.map((r) => [r.rowNo, r.prCode, r.result, r.resultCode])).toEqual([
      [1, products[0].prCode, 'NONE', null],
      [2, products[1].prCode, 'NONE', null],
    ]);
    expect(rows.data[0].prInfo).toEqual(products[0].prInfo);
    expect(rows.data[1].prInfo).toEqual(['Custom name', '99']);
    // the store's two printers take the rows in turn
    expect(new Set(rows.data.map((r) => r.printerName)).size).toBe(2);
    expect(rows.data[0].printerIp).toMatch(/^10\.\d+\.8\.2\d$/);
  });

  it('the task name defaults to the file name; a file without a valid row makes no task', async () => {
    const named = await upload(
      scoped,
      { storeCode: 'KR001' },
      { name: 'labels.txt', content: `${products[2].prCode}\n` },
    );
    expect(named.body.taskDes).toBe('labels');
    const empty = await upload(scoped, { storeCode: 'KR001' }, { name: 'empty.csv', content: '# nothing\n' });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      taskId: null,
      count: 0,
      error: [{ line: 0, message: 'No valid data' }],
    });
  });

  it('refuses bad uploads: no session 401, no paper write 403, another store 403, a bad name 400, unknown store 404', async () => {
    const file = { name: 'x.csv', content: 'A\n' };
    expect((await upload(undefined, { storeCode: 'KR001' }, file)).status).toBe(401);
    expect((await upload(viewer, { storeCode: 'KR001' }, file)).status).toBe(403);
    expect((await upload(manager, { storeCode: 'KR001' }, file)).status).toBe(403);
    expect((await upload(scoped, { storeCode: 'KR002' }, file)).status).toBe(403);
    expect(
      (await upload(scoped, { storeCode: 'KR001' }, { name: 'x.pdf', content: 'A\n' })).body,
    ).toMatchObject({
      message: 'Invalid file format',
    });
    expect((await upload(scoped, { storeCode: 'KR001' })).body).toMatchObject({
      message: 'Invalid file format',
    });
    expect((await upload(scoped, {}, file)).status).toBe(400);
    expect((await upload(admin, { storeCode: 'NOPE' }, file)).status).toBe(404);
  });

  it('every read call answers 401 without a session, 403 without paper read and outside the stores', async () => {
    const [first] = (await postJson<Page<Upload>>(t.app, scoped, '/paper/file/upload/history/search', {}))
      .body.data;
    const calls: Array<[string, string]> = [
      ['GET', '/status/paper'],
      ['POST', '/status/store/pagination/4'],
      ['POST', '/paper/file/upload/history/search'],
      ['GET', `/paper/file/upload/history/detail/${first._id}`],
      ['POST', '/paper/task/store/KR001/search'],
      ['GET', `/paper/task/${first.taskId ?? 1}/store/KR001`],
      ['POST', `/paper/task/${first.taskId ?? 1}/store/KR001/search`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect(
        (await t.app.inject({ method: method as 'GET', url: `/api${url}`, payload })).statusCode,
        url,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: manager, payload }))
          .statusCode,
        url,
      ).toBe(403);
    }
    const kr2 = await upload(admin, { storeCode: 'KR002' }, { name: 'kr2.csv', content: 'X1,one\n' });
    expect((await get(`/paper/file/upload/history/detail/${kr2.body._id}`, scoped)).statusCode).toBe(403);
    expect((await postJson(t.app, scoped, '/paper/task/store/KR002/search')).status).toBe(403);
    expect((await get(`/paper/task/${kr2.body.taskId}/store/KR002`, scoped)).statusCode).toBe(403);
    expect(
      (await postJson(t.app, scoped, '/paper/file/upload/history/search', { filter_storeCode: 'KR002' }))
        .status,
    ).toBe(403);
    // a task of another store named under the account's store is unknown there
    expect((await get(`/paper/task/${kr2.body.taskId}/store/KR001`, scoped)).statusCode).toBe(404);
    // an upload id that is no integer is refused by the call's path parameter (paperUpload.getOne)
    expect((await get('/paper/file/upload/history/detail/abc', scoped)).statusCode).toBe(400);
    const own = (
      await postJson<Page<Upload>>(t.app, scoped, '/paper/file/upload/history/search', { length: -1 })
    ).body;
    expect(own.data.every((u) => u.storeCode === 'KR001')).toBe(true);
    expect(
      (await get('/status/paper', scoped))
        .json<{ data: Array<{ storeCode: string }> }>()
        .data.map((s) => s.storeCode),
    ).toEqual(['KR001']);
  });

  it('the upload history is sorted by received descending, filters by file name and received range, pages', async () => {
    for (const n of [1, 2, 3])
      await upload(admin, { storeCode: 'KR002' }, { name: `page-${n}.csv`, content: `P${n},x\n` });
    const history = (await postJson<Page<Upload>>(t.app, viewer, '/paper/file/upload/history/search', {}))
      .body;
    const received = history.data.map((u) => new Date(u.received).getTime());
    expect(received).toEqual([...received].sort((a, b) => b - a));
    expect(history.data[0].fileName).toBe('page-3.csv');
    const named = (
      await postJson<Page<Upload>>(t.app, viewer, '/paper/file/upload/history/search', {
        filter_fileName: 'page-',
      })
    ).body;
    expect(named.recordsFiltered).toBe(3);
    const paged = (
      await postJson<Page<Upload>>(t.app, viewer, '/paper/file/upload/history/search', {
        filter_fileName: 'page-',
        start: 1,
        length: 1,
      })
    ).body;
    expect(paged.data.map((u) => u.fileName)).toEqual(['page-2.csv']);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(
      (
        await postJson<Page<Upload>>(t.app, viewer, '/paper/file/upload/history/search', {
          filter_startDate: future,
        })
      ).body.recordsFiltered,
    ).toBe(0);
    const detail = (
      await get(`/paper/file/upload/history/detail/${history.data[0]._id}`, viewer)
    ).json<Upload>();
    expect(detail).toMatchObject({ fileName: 'page-3.csv', error: [] });
  });

  it('the simulated printers print every row with SUCCESS or FAIL and complete the task; stores count it', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `SIM${i},Label ${i}`).join('\n');
    const { body } = await upload(
      scoped,
      { storeCode: 'KR001', taskDes: 'Printer run' },
      { name: 'run.csv', content: lines },
    );
    const printers = new PrinterSimulation(t.db, createPrng(3), { printMs: 1000, failRate: 0.3 });
    let clock = Date.now();
    for (let tick = 0; tick < 40; tick++) {
      clock += 5000;
      await printers.tick(new Date(clock));
      const task = (await get(`/paper/task/${body.taskId}/store/KR001`, scoped)).json<Task>();
      if (task.complete === task.total) break;
    }
    const task = (await get(`/paper/task/${body.taskId}/store/KR001`, scoped)).json<Task>();
    expect(task).toMatchObject({ total: 40, complete: 40, progress: 100 });
    const rows = (
      await postJson<Page<Row>>(t.app, scoped, `/paper/task/${body.taskId}/store/KR001/search`, {
        length: -1,
      })
    ).body.data;
    const success = rows.filter((r) => r.result === 'SUCCESS');
    const fail = rows.filter((r) => r.result === 'FAIL');
    expect(success.length + fail.length).toBe(40);
    expect(success.length).toBeGreaterThan(0);
    expect(fail.length).toBeGreaterThan(0);
    expect(success.every((r) => r.resultCode === 1 && r.printedTime !== null)).toBe(true);
    expect(fail.every((r) => r.resultCode !== 1 && r.resultMsg && r.printedTime !== null)).toBe(true);
    // filter by the derived result, sort by printed time
    const failed = (
      await postJson<Page<Row>>(t.app, scoped, `/paper/task/${body.taskId}/store/KR001/search`, {
        filter_result: 'FAIL',
      })
    ).body;
    expect(failed.recordsFiltered).toBe(fail.length);
    const byTime = (
      await postJson<Page<Row>>(t.app, scoped, `/paper/task/${body.taskId}/store/KR001/search`, {
        order: [{ column: 'printedTime', dir: 'desc' }],
        length: 5,
      })
    ).body.data.map((r) => new Date(r.printedTime!).getTime());
    expect(byTime).toEqual([...byTime].sort((a, b) => b - a));
    // the store's tasks (updatedAt descending) and its counters
    const tasks = (await postJson<Page<Task>>(t.app, scoped, '/paper/task/store/KR001/search', {})).body;
    expect(tasks.data[0]._id).toBe(body.taskId);
    const done = (
      await postJson<Page<Task>>(t.app, scoped, '/paper/task/store/KR001/search', {
        filter_taskDes: 'printer',
      })
    ).body;
    expect(done.data.map((x) => x._id)).toEqual([body.taskId]);
    const store = (await get('/status/paper', scoped)).json<{ data: Array<Record<string, unknown>> }>()
      .data[0];
    expect(store).toMatchObject({ storeCode: 'KR001', todayCompleteCount: expect.any(Number) });
    expect(store.totalTaskCount).toBe(tasks.recordsTotal);
    // the demo's printed task of yesterday counts in the totals, not today's
    expect(store.todayTaskCount).toBe(tasks.recordsTotal - 1);
    const seeded = tasks.data.find((x) => x.taskDes === 'Shelf labels');
    expect(seeded).toMatchObject({ complete: seeded?.total, progress: 100 });
    expect(seeded?.total).toBeGreaterThan(0);
    expect(store.totalCompleteCount).toBeGreaterThanOrEqual(1);
    expect(['NORMAL', 'ALARM']).toContain(store.status);
    const page = (
      await postJson<Page<Record<string, unknown>>>(t.app, viewer, '/status/store/pagination/4', {
        order: [{ column: 'totalTaskCount', dir: 'desc' }],
      })
    ).body;
    expect(page.data.length).toBe(Math.min(10, page.recordsTotal));
    expect(Number(page.data[0].totalTaskCount)).toBeGreaterThanOrEqual(Number(page.data[1].totalTaskCount));
  });
  it("a store's paper parser script reads its uploads: qty repeats a label; a failing script is an exception", async () => {
    const save = (code: string, useType = 'custom') =>
      postJson(t.app, admin, '/paper/parser/store/KR001', { code, useType });
    expect((await save(SCRIPT_TEMPLATES.paperParser)).status).toBe(200);
    try {
      const file = `# counts\n${products[0].prCode},3\n${products[1].prCode}\n,2\n`;
      const { status, body } = await upload(
        scoped,
        { storeCode: 'KR001' },
        { name: 'counts.txt', content: file },
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ parser: 'script:KR001', count: 3, errorCount: 1 });
      expect(body.error).toEqual([{ line: 3, message: 'Please enter Product Code' }]);
      const rows = (
        await postJson<Page<Row>>(t.app, scoped, `/paper/task/${body.taskId}/store/KR001/search`, {})
      ).body;
      expect(rows.data.map((r) => r.prCode)).toEqual([
        products[0].prCode,
        products[0].prCode,
        products[0].prCode,
        products[1].prCode,
      ]);
      expect(rows.data[0].prInfo).toEqual(products[0].prInfo);
      // the script's own info, and a script that throws
      await save('function parsePaper() { return [{ prCode: "GEN-1", prInfo: ["Loose apples", "120"] }]; }');
      const own = await upload(scoped, { storeCode: 'KR001' }, { name: 'x.csv', content: 'ignored' });
      const [ownRow] = (
        await postJson<Page<Row>>(t.app, scoped, `/paper/task/${own.body.taskId}/store/KR001/search`, {})
      ).body.data;
      expect(ownRow).toMatchObject({ prCode: 'GEN-1', prInfo: ['Loose apples', '120'] });
      await save('function parsePaper(text) { throw new Error("bad paper " + text.length); }');
      const failed = await upload(scoped, { storeCode: 'KR001' }, { name: 'y.csv', content: 'abc' });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ taskId: null, parser: 'script:KR001' });
      expect(failed.body.error[0]).toEqual({
        line: 0,
        message: expect.stringMatching(/^Paper parser exception: .*bad paper 3/),
      });
      const [alarm] = await t.db.query<{ location: string; data: { uploadId: number } }>(
        `SELECT location, data FROM alarm_history WHERE type = 'PAPER PARSER EXCEPTION' ORDER BY id DESC LIMIT 1`,
      );
      expect(alarm).toMatchObject({ location: 'KR001', data: { uploadId: failed.body._id } });
    } finally {
      await save('', 'none');
    }
    const plain = await upload(
      scoped,
      { storeCode: 'KR001' },
      { name: 'z.csv', content: products[0].prCode },
    );
    expect(plain.body).toMatchObject({ parser: 'built-in', errorCount: 0 });
  });
});
