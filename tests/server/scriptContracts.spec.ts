// The user scripts' contracts at work (docs/api.md 'User scripts'): third-party authentication decides
// POST /auth/login; a store's product file parser reads POST /product/file (nothing half-imported when it
// fails); the tag data decorator changes what every render draws (undecorated when it fails); the paper parser
// and the plus data decorator run through runUserScript. Failures raise the doc 3 §8 alarms.
import { describe, expect, it } from 'vitest';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates.ts';
import { backends, postJson, signedInApp, VIEWER, type Headers } from './helpers.ts';
import { uploadFile, type UploadAnswer } from './productFilesHelpers.ts';

describe.each(backends)('user script contracts on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  const save = async (path: string, code: string, useType = 'custom') => {
    const saved = await postJson(t.app, admin, path, { code, useType });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const alarms = (type: string) =>
    t.db.query<{ location: string; data: { error: string; target?: string } }>(
      `SELECT location, data FROM alarm_history WHERE type = $1 ORDER BY "alarmTime" DESC`,
      [type],
    );
  const loginAs = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: VIEWER.email, password } });

  it('third-party authentication: accept logs in (and names the account), refuse fails, an exception fails and raises an alarm with its class and line', async () => {
    await save(
      '/auth/3rd/party',
      `function authenticate({ email, password }) {
  if (password === 'explode') throw new Error('directory down');
  return { accept: email === '${VIEWER.email}' && password === 'external-secret', name: 'Viewer (directory)' };
}`,
    );
    try {
      const accepted = await loginAs('external-secret');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        email: VIEWER.email,
        name: 'Viewer (directory)',
        forceChange: false,
      });
      // the stored password is no longer the one that counts
      expect((await loginAs(VIEWER.password)).statusCode).toBe(401);
      const failed = await loginAs('explode');
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toMatchObject({ message: 'Third-party authentication failed.' });
      const [alarm] = await alarms('THIRD PARTY AUTH EXCEPTION');
      expect(alarm).toMatchObject({
        location: 'SYSTEM',
        data: { errorClass: 'Error', line: 2, target: 'default' },
      });
    } finally {
      await save('/auth/3rd/party', '', 'none');
    }
    expect((await loginAs(VIEWER.password)).statusCode).toBe(200);
  });

  const semicolonFile = [
    'CODE;LAYOUT;NAME;PRICE',
    'SCP001;L01;Semicolon milk;1.50',
    'SCP002;L02;Semicolon bread;2.25',
    'SCP003;;No layout;9',
  ].join('\n');
  const products = (prefix: string, store: string) =>
    t.db.query<{ prCode: string; layoutId: string; prInfo: string[] }>(
      `SELECT "prCode", "layoutId", "prInfo" FROM products WHERE "storeCode" = $1 AND "prCode" LIKE $2 ORDER BY "prCode"`,
      [store, `${prefix}%`],
    );
  const upload = async (headers: Headers, store: string, content: string, name = 'products.txt') => {
    const answer = await uploadFile(t.app, headers, store, { name, content });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<UploadAnswer>();
  };

  it("product file parser: a store's script reads a file the default parser does not understand", async () => {
    await save('/product/file/parser/store/KR001', SCRIPT_TEMPLATES.productFileParser);
    const parsed = await upload(admin, 'KR001', semicolonFile);
    expect(parsed).toMatchObject({
      count: 3,
      dataCount: 2,
      errorCount: 1,
      error: [{ line: 4, message: 'Please enter Layout ID' }],
    });
    expect(await products('SCP', 'KR001')).toEqual([
      { prCode: 'SCP001', layoutId: 'L01', prInfo: ['Semicolon milk', '1.50'] },
      { prCode: 'SCP002', layoutId: 'L02', prInfo: ['Semicolon bread', '2.25'] },
    ]);
    // another store keeps the default parser: the same file is nothing but errors there
    const plain = await upload(admin, 'JP001', semicolonFile);
    expect(plain.dataCount).toBe(0);
    expect(await products('SCP', 'JP001')).toEqual([]);
  });

  it('product file parser: an exception imports nothing, lists the failure with its lines and raises the alarm', async () => {
    await save(
      '/product/file/parser/store/KR002',
      `function parseLine(line) {
  if (line.startsWith('BAD')) throw new Error('cannot read ' + line);
  const [prCode, layoutId] = line.split(';');
  return { prCode, layoutId, prInfo: [] };
}`,
    );
    const failed = await upload(admin, 'KR002', 'SCX001;L01\nSCX002;L01\nBAD LINE\nSCX003;L01');
    expect(failed).toMatchObject({
      dataCount: 0,
      error: [
        {
          line: 3,
          message: 'Product file parser exception: cannot read BAD LINE (script line 2, file line 3)',
        },
      ],
    });
    expect(await products('SCX', 'KR002')).toEqual([]);
    const [alarm] = await alarms('PRODUCT FILE PARSER EXCEPTION');
    expect(alarm).toMatchObject({
      location: 'KR002',
      data: { error: expect.stringContaining('cannot read BAD LINE') },
    });

    await save('/product/file/parser/store/KR002', 'function parseLine(line) { while (true) {} }');
    const looped = await upload(admin, 'KR002', 'SCX001;L01');
    expect(looped.error[0].message).toMatch(/time limit of 1000 ms/);
    await save('/product/file/parser/store/KR002', '', 'default');
  });

  it('product file parser: the default entry serves stores without their own; parseFile gets the whole text', async () => {
    await save(
      '/product/file/parser/store/default',
      `function parseFile(text, context) {
  return text.split('\\n').filter(Boolean).map((line, i) => ({ prCode: 'SCF' + i, layoutId: 'L01', prInfo: [line, context.storeCode] }));
}`,
    );
    try {
      await upload(admin, 'EU001', 'alpha\nbeta');
      expect(await products('SCF', 'EU001')).toEqual([
        { prCode: 'SCF0', layoutId: 'L01', prInfo: ['alpha', 'EU001'] },
        { prCode: 'SCF1', layoutId: 'L01', prInfo: ['beta', 'EU001'] },
      ]);
    } finally {
      await save('/product/file/parser/store/default', '', 'none');
    }
  });

  it('tag data decorator: every render draws the decorated data; a failing decorator draws undecorated and raises the alarm', async () => {
    const [product] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'EU002' ORDER BY "prCode" LIMIT 1`,
    );
    const image = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/product/${product.prCode}/store/EU002/image?tagType=2290`,
        headers: admin,
      });
      expect(answer.statusCode).toBe(200);
      return answer.rawPayload;
    };
    const plain = await image();
    await save(
      '/tag/decorator/store/EU002',
      `function decorate(product, tag) {
  return { ...product, prInfo: ['DECORATED ' + tag.storeCode, '999.99'] };
}`,
    );
    const decorated = await image();
    expect(decorated.equals(plain)).toBe(false);

    await save(
      '/tag/decorator/store/EU002',
      'function decorate(product) {\n  return product.nothing.here;\n}',
    );
    const undecorated = await image();
    expect(undecorated.equals(plain)).toBe(true);
    const [alarm] = await alarms('TAG DATA DECORATOR EXCEPTION');
    expect(alarm).toMatchObject({ location: 'EU002', data: { target: 'EU002' } });
    await save('/tag/decorator/store/EU002', '', 'none');
    expect((await image()).equals(plain)).toBe(true);
  });

  it('paper parser and plus data decorator: stored, and runnable by other areas through runUserScript', async () => {
    expect(await t.app.scripts.runUserScript('paperParser', 'KR001', { text: 'A1,2' })).toBeUndefined();
    await save('/paper/parser/store/KR001', SCRIPT_TEMPLATES.paperParser);
    expect(
      await t.app.scripts.runUserScript('paperParser', 'KR001', { text: 'A1,2\n# note\nB2' }),
    ).toMatchObject({
      ok: true,
      target: 'KR001',
      output: [
        { prCode: 'A1', qty: 2 },
        { prCode: 'B2', qty: 1 },
      ],
    });
    await save('/plus/decorator/store/default', SCRIPT_TEMPLATES.plusDataDecorator);
    expect(
      await t.app.scripts.runUserScript('plusDataDecorator', 'JP002', {
        product: { prCode: 'P', prInfo: ['Tea', '3.00', '', '', '', 'yes'] },
        device: { mac: 'aabbccddeeff' },
      }),
    ).toMatchObject({
      ok: true,
      target: 'default',
      output: { prInfo: ['SALE Tea', '3.00', '', '', '', 'yes'] },
    });
  });
});
