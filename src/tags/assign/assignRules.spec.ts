import { describe, expect, it } from 'vitest';
import { siteRules } from '../../../domain/siteRules';
import { checkMultiple, checkSingle, parseBulkFile, parseProductCodeList } from './assignRules';

const plain = siteRules({});
const edion = siteRules({ site: 'edion' });
const multiple = { tagId: 'T1', prCodeList: 'A', fmPrCode: 'F1', layoutId: '', nfc: '' };

describe('assign dialog rules (doc 2 §5)', () => {
  it('single: a blank tag ID refocuses it; the product code is required unless a default code is set', () => {
    expect(checkSingle({ tagId: '  ', prCode: 'P1', defaultCode: '' }, plain)).toEqual({
      ok: false,
      focus: 'tagId',
    });
    expect(checkSingle({ tagId: 'T1', prCode: ' ', defaultCode: '' }, plain)).toEqual({
      ok: false,
      focus: 'prCode',
      message: 'validation.enterProductCodePlease',
    });
    expect(checkSingle({ tagId: ' T1 ', prCode: ' ', defaultCode: 'D9' }, plain)).toEqual({
      ok: true,
      tagId: 'T1',
      prCode: 'D9',
    });
    expect(checkSingle({ tagId: 'T1', prCode: ' P1 ', defaultCode: 'D9' }, plain)).toMatchObject({
      prCode: 'P1',
    });
  });

  it('single on edion pads the product code (or the default code) to 13 characters', () => {
    expect(checkSingle({ tagId: 'T1', prCode: '123', defaultCode: '' }, edion)).toMatchObject({
      prCode: '0000000000123',
    });
    expect(checkSingle({ tagId: 'T1', prCode: '', defaultCode: '77' }, edion)).toMatchObject({
      prCode: '0000000000077',
    });
  });

  it("multiple: 'Enter Tag ID, Please!', then 'Enter Product Code, Please!', then 'Enter Family Code, Please!'", () => {
    const messages = [
      { ...multiple, tagId: ' ', prCodeList: '', fmPrCode: '' },
      { ...multiple, prCodeList: ' , \n ', fmPrCode: '' },
      { ...multiple, fmPrCode: ' ' },
    ].map((input) => {
      const check = checkMultiple(input, plain);
      return check.ok ? null : [check.focus, check.message];
    });
    expect(messages).toEqual([
      ['tagId', 'validation.enterTagId'],
      ['prCodeList', 'validation.enterProductCodePlease'],
      ['fmPrCode', 'validation.enterFamilyCode'],
    ]);
    expect(checkMultiple({ ...multiple, layoutId: ' L1 ' }, plain)).toEqual({
      ok: true,
      tagId: 'T1',
      prCodeList: ['A'],
      fmPrCode: 'F1',
      layoutId: 'L1',
      nfc: null,
    });
  });

  it('the product code list is trimmed and de-duplicated (and padded on edion)', () => {
    expect(parseProductCodeList(' A1 \nB2, A1 ;; C3\n\n B2 ', plain)).toEqual(['A1', 'B2', 'C3']);
    expect(parseProductCodeList('1\n0000000000001, 2', edion)).toEqual(['0000000000001', '0000000000002']);
  });

  it("bulk: 'Please enter the Default Product Code.' first, then the file type, then the rows", () => {
    expect(parseBulkFile('tags.csv', 'T1,P1', ' ', plain)).toEqual({
      ok: false,
      message: 'app.assign.defaultCodeNeeded',
    });
    expect(parseBulkFile('tags.xlsx', 'T1,P1', 'D', plain)).toEqual({
      ok: false,
      message: 'app.assign.invalidFileFormat',
    });
    expect(parseBulkFile('tags.txt', '\n# nothing\n', 'D', plain)).toEqual({
      ok: false,
      message: 'app.assign.noValidData',
    });
    const text = '\uFEFFTag ID,Product code\r\nT1, P1 \r\n"T2",\r\n\r\nT3\r\n# comment\r\n';
    expect(parseBulkFile('TAGS.CSV', text, '5', edion)).toEqual({
      ok: true,
      rows: [
        { tagMac: 'T1', prCode: '00000000000P1' },
        { tagMac: 'T2', prCode: '0000000000005' },
        { tagMac: 'T3', prCode: '0000000000005' },
      ],
    });
  });
});
