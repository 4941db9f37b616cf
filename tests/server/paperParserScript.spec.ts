// A store's paper parser script reads POST /paper/file (docs/api.md 'User scripts', 'Paper labels'): the store's
// own entry or the default entry's, run in the sandbox; its answers pass the built-in parser's row rules, qty
// prints copies, labels without info take the stored product's; useType none goes back to the built-in parser; a
// failing script prints nothing, says 'Paper parser exception: <reason> (script line N)' and raises
// PAPER PARSER EXCEPTION.
import { beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates.ts';
import { backends, postJson, signedInApp, type Page } from './helpers.ts';
import { postPaperFile } from './sensorPaperHelpers.ts';

interface Upload {
  _id: number;
  taskId: number | null;
  count: number;
  errorCount: number;
  error: Array<{ line: number; message: string }>;
  parser: string;
}

describe.each(backends)('paper parser scripts on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  let products: Array<{ prCode: string; prInfo: string[] }>;
  beforeAll(async () => {
    products = await t.db.query(
      `SELECT "prCode", "prInfo" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 2`,
    );
  });

  const save = async (target: string, code: string, useType = 'custom') => {
    const saved = await postJson(t.app, admin, `/paper/parser/store/${target}`, { code, useType });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const upload = async (storeCode: string, content: string, name = 'labels.txt') => {
    const response = await postPaperFile(t.app, admin, { storeCode }, { name, content });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Upload>();
  };
  const taskRows = async (storeCode: string, taskId: number) =>
    (
      await postJson<Page<{ rowNo: number; prCode: string; prInfo: string[] }>>(
        t.app,
        admin,
        `/paper/task/${taskId}/store/${storeCode}/search`,
        { length: 100 },
      )
    ).body.data.map((r) => [r.prCode, r.prInfo]);

  it("the store's script (the editor's example) reads a file: qty copies, stored info, the built-in row rules", async () => {
    await save('KR001', SCRIPT_TEMPLATES.paperParser);
    const [p0, p1] = products;
    const body = await upload('KR001', `${p0.prCode},2\n${p1.prCode}\nNOPE-1,1\n,3\n${p1.prCode},5000\n`);
    expect(body).toMatchObject({ parser: 'script:KR001', count: 5, errorCount: 3 });
    expect(body.error).toEqual([
      { line: 3, message: 'This product does not exist' },
      { line: 4, message: 'Please enter Product Code' },
      { line: 5, message: 'validation error: qty (1 to 1000)' },
    ]);
    expect(await taskRows('KR001', body.taskId!)).toEqual([
      [p0.prCode, p0.prInfo],
      [p0.prCode, p0.prInfo],
      [p1.prCode, p1.prInfo],
    ]);
  });

  it('a format only the script understands, with its own info and lines; { error } refuses one row', async () => {
    await save(
      'KR001',
      `function parsePaper(text, context) {
  return text.split('\\n').map((line, i) => {
    if (!line.startsWith('LBL|')) return null;
    const [, prCode, name] = line.split('|');
    if (name === 'bad') return { error: 'bad name', line: i + 1 };
    return { prCode, prInfo: [name, context.fileName], line: i + 1 };
  });
}`,
    );
    const body = await upload('KR001', 'HEADER\nLBL|X-1|Tea\nLBL|X-2|bad\nLBL|X-3|Milk', 'shelf.txt');
    expect(body).toMatchObject({ parser: 'script:KR001', count: 3, errorCount: 1 });
    expect(body.error).toEqual([{ line: 3, message: 'bad name' }]);
    expect(await taskRows('KR001', body.taskId!)).toEqual([
      ['X-1', ['Tea', 'shelf.txt']],
      ['X-3', ['Milk', 'shelf.txt']],
    ]);
    // the built-in parser reads the same file as product codes 'HEADER' and 'LBL|X-1|Tea' ...: none exists
    await save('KR001', '', 'none');
    const builtIn = await upload('KR001', 'HEADER\nLBL|X-1|Tea');
    expect(builtIn).toMatchObject({ parser: 'built-in', taskId: null });
  });

  it('the default entry serves stores without their own; a failing script prints nothing and raises the alarm', async () => {
    await save(
      'default',
      'function parsePaper(text) {\n  if (text.includes("boom")) throw new Error("cannot read " + text.trim());\n  return [{ prCode: "D-1", prInfo: ["x"] }];\n}',
    );
    expect(await upload('JP001', 'anything')).toMatchObject({ parser: 'script:default', errorCount: 0 });
    const failed = await upload('JP001', 'boom');
    expect(failed).toMatchObject({ parser: 'script:default', taskId: null, count: 0 });
    expect(failed.error).toEqual([
      { line: 0, message: 'Paper parser exception: cannot read boom (script line 2)' },
    ]);
    const [alarm] = await t.db.query<{ location: string; data: Record<string, unknown> }>(
      `SELECT location, data FROM alarm_history WHERE type = 'PAPER PARSER EXCEPTION' ORDER BY "alarmTime" DESC`,
    );
    expect(alarm).toMatchObject({
      location: 'JP001',
      data: { uploadId: failed._id, parser: 'script:default', error: 'cannot read boom (script line 2)' },
    });
    // an answer outside the contract and an endless loop fail the same way
    await save('default', 'function parsePaper() {\n  return { prCode: "A" };\n}');
    expect((await upload('JP001', 'x')).error).toEqual([
      { line: 0, message: 'Paper parser exception: parsePaper must answer a list of print rows.' },
    ]);
    await save('default', 'function parsePaper() {\n  while (true) {}\n}');
    expect((await upload('JP001', 'x')).error[0].message).toMatch(
      /^Paper parser exception: The script ran longer than the time limit of \d+ ms and was stopped/,
    );
    await save('default', '', 'none');
    expect(await upload('JP001', 'x')).toMatchObject({ parser: 'built-in' });
  });
});
