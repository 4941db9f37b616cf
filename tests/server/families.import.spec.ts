// Family product file import (doc 2 §5): .csv/.txt only, rows of code, N product codes, layout and optional NFC;
// invalid rows reported with their line and reason (English and its key, issue 24); 'No valid data' when none is
// valid; valid rows saved in one go.
import { describe, expect, it } from 'vitest';
import ja from '../../locales/ja_JP.json';
import ko from '../../locales/ko_KR.json';
import { message } from '../../server/http/messages.ts';
import type { ImportAnswer } from '../../src/families/api.ts';
import { backends, signedInApp, withSystemConfig } from './helpers.ts';

const textAt = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** each row's key has a Japanese and a Korean text, and its English text is the row's reason */
function expectTranslatable(rows: Array<{ reason: string; reasonKey: string }>) {
  for (const { reason, reasonKey } of rows) {
    expect(message(reasonKey).text).toBe(reason);
    for (const tree of [ja, ko]) expect(textAt(tree, reasonKey), reasonKey).toEqual(expect.any(String));
  }
}

describe.each(backends)('family file import on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  const upload = (fileName: string, text: string, storeCode = 'KR002') =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/family/import',
      headers: admin,
      payload: { storeCode, fileName, text },
    });
  const family = async (fmPrCode: string, storeCode = 'KR002') =>
    (
      await t.db.query<{ prCodeList: string[]; layoutId: string; nfc: string | null }>(
        'SELECT "prCodeList", "layoutId", nfc FROM family_products WHERE "storeCode" = $1 AND "fmPrCode" = $2',
        [storeCode, fmPrCode],
      )
    )[0];

  it("refuses a file that is not .csv or .txt: 'Invalid file format'", async () => {
    for (const name of ['families.xlsx', 'families', 'families.csv.bak']) {
      const response = await upload(name, 'FM1,A,B,C,D,L01');
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid file format' });
    }
    expect((await upload('FAMILIES.TXT', 'FMUPPER,A,,,,L01')).statusCode).toBe(200);
  });

  it("answers 'No valid data' with the bad rows when no row is valid", async () => {
    const text = [
      'FMBAD1,A,B,C,D',
      ',A,B,C,D,L01',
      'FMBAD3,,,,,L01',
      'FMBAD4,A,B,C,D,',
      'FMBAD5,A,B,C,D,L01,nfc,extra',
    ].join('\n');
    const response = await upload('bad.csv', text);
    expect(response.statusCode).toBe(400);
    const answer = response.json<ImportAnswer & { message: string; messageKey: string }>();
    expect(answer).toMatchObject({
      message: 'No valid data',
      messageKey: 'app.serverMessages.noValidData',
      invalid: [
        { line: 1, reason: 'Too few columns', reasonKey: 'app.serverMessages.familyTooFewColumns' },
        { line: 2, reason: 'Enter Family Code, Please!', reasonKey: 'validation.enterFamilyCode' },
        { line: 3, reason: 'Enter Product Code, Please!', reasonKey: 'validation.enterProductCodePlease' },
        { line: 4, reason: 'Please enter Layout ID', reasonKey: 'validation.enterLayoutId' },
        { line: 5, reason: 'Too many columns', reasonKey: 'app.serverMessages.familyTooManyColumns' },
      ],
    });
    expectTranslatable(answer.invalid);
    expect((await upload('empty.csv', '\n# only a comment\n')).json()).toMatchObject({
      message: 'No valid data',
      invalid: [],
    });
    expect(await family('FMBAD4')).toBeUndefined();
  });

  it('saves the valid rows and reports the others with their lines', async () => {
    const text = [
      'fmPrCode,prCode1,prCode2,prCode3,prCode4,layoutId,nfc',
      'FMIMP1, KR002000001 ,KR002000002,,KR002000001,L01',
      '',
      '# a comment line',
      'FMIMP2,KR002000003,,,,L02,https://example.com/nfc',
      'FMIMP3,KR002000004',
      'FMIMP1,KR002000009,,,,L03',
      '"FMIMP4",KR002000005,KR002000006,KR002000007,KR002000008,L04,',
    ].join('\r\n');
    const response = await upload('families.csv', text);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ImportAnswer>();
    expect(answer).toEqual(
      expect.objectContaining({
        storeCode: 'KR002',
        fileName: 'families.csv',
        saved: 3,
        created: 3,
        taskIds: [],
      }),
    );
    expect(answer.invalid).toEqual([
      { line: 6, reason: 'Too few columns', reasonKey: 'app.serverMessages.familyTooFewColumns' },
      {
        line: 7,
        reason: 'The family code is on an earlier row',
        reasonKey: 'app.serverMessages.familyDuplicateCode',
      },
    ]);
    expectTranslatable(answer.invalid);
    expect(await family('FMIMP1')).toEqual({
      prCodeList: ['KR002000001', 'KR002000002'],
      layoutId: 'L01',
      nfc: null,
    });
    expect(await family('FMIMP2')).toEqual({
      prCodeList: ['KR002000003'],
      layoutId: 'L02',
      nfc: 'https://example.com/nfc',
    });
    expect((await family('FMIMP4')).prCodeList).toHaveLength(4);
    expect(await family('fmPrCode')).toBeUndefined();
  });

  it('updates existing families and takes them to their tags', async () => {
    const [tag] = await t.db.query<{ tagId: string }>(
      `UPDATE tags SET "prCode" = 'FMKR002001' WHERE "tagId" =
         (SELECT "tagId" FROM tags WHERE "storeCode" = 'KR002' ORDER BY "tagId" LIMIT 1) RETURNING "tagId"`,
    );
    const response = await upload(
      'update.txt',
      'FMKR002001,KR002000001,KR002000004,,,L05\nFMIMP2,KR002000003,,,,L02,https://example.com/nfc',
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ImportAnswer>();
    expect(answer).toEqual(
      expect.objectContaining({ saved: 1, updated: 1, unchanged: 1, tagCount: 1, invalid: [] }),
    );
    const rows = await t.db.query<{ tagId: string; taskType: string }>(
      'SELECT "tagId", "taskType" FROM update_task_tags WHERE "taskId" = $1',
      [answer.taskIds[0]],
    );
    expect(rows).toEqual([{ tagId: tag.tagId, taskType: expect.stringMatching(/^(PRODUCT|LAYOUT)$/) }]);
  });

  it('reads the columns by the configured family size', async () => {
    await withSystemConfig(
      t.app,
      admin,
      { familyProductItemCount: 2 },
      { familyProductItemCount: 4 },
      async () => {
        const response = await upload('two.csv', 'FMTWO,KR002000001,KR002000002,L01\nFMTWO2,A,B,C,D,L01');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ImportAnswer>().invalid).toEqual([
          { line: 2, reason: 'Too many columns', reasonKey: 'app.serverMessages.familyTooManyColumns' },
        ]);
        expect(await family('FMTWO')).toEqual(expect.objectContaining({ layoutId: 'L01' }));
        // a nfc column after the layout: with two codes the row has five columns
        expect((await upload('two.csv', 'FMTWO3,A,B,L01,nfc-text')).statusCode).toBe(200);
        expect((await family('FMTWO3')).nfc).toBe('nfc-text');
      },
    );
  });

  it('needs a store the session may see and a text', async () => {
    expect((await upload('f.csv', 'FMX,A,,,,L01', 'XX999')).statusCode).toBe(404);
    const noText = await t.app.inject({
      method: 'POST',
      url: '/api/product/family/import',
      headers: admin,
      payload: { storeCode: 'KR002', fileName: 'f.csv' },
    });
    expect(noText.json()).toMatchObject({ message: 'Invalid file format' });
  });
});
