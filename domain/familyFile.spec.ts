import { describe, expect, it } from 'vitest';
import { acceptsFileName, FAMILY_FILE_MESSAGES, familyFileColumns, parseFamilyFile } from './familyFile';

describe('the family file', () => {
  it('accepts .csv and .txt only', () => {
    expect(['a.csv', 'B.TXT', 'x.y.txt'].map(acceptsFileName)).toEqual([true, true, true]);
    expect(['a.xlsx', 'a', 'a.csv.bak', 'csv'].map(acceptsFileName)).toEqual([false, false, false, false]);
  });

  it('needs more than N + 1 columns: code, N product codes, layout, optional NFC', () => {
    expect(familyFileColumns(4)).toEqual({ min: 6, max: 7 });
    const file = parseFamilyFile(
      ['F1,A,B,C,D', 'F2,A,B,C,D,L01', 'F3,A,,,,L01,nfc', 'F4,A,B,C,D,L01,nfc,x'].join('\n'),
      'S1',
      4,
    );
    expect(file.valid.map((r) => [r.line, r.family.fmPrCode])).toEqual([
      [2, 'F2'],
      [3, 'F3'],
    ]);
    expect(file.valid[1].family).toEqual({
      storeCode: 'S1',
      fmPrCode: 'F3',
      prCodeList: ['A'],
      layoutId: 'L01',
      nfc: 'nfc',
    });
    expect(file.invalid).toEqual([
      { line: 1, reason: FAMILY_FILE_MESSAGES.tooFewColumns },
      { line: 4, reason: FAMILY_FILE_MESSAGES.tooManyColumns },
    ]);
  });

  it('reports each bad row with its line and the family rule it breaks', () => {
    const text =
      '\uFEFFfmPrCode,p1,p2,layoutId\r\n\r\n# comment\r\n,A,B,L01\r\nF2,,,L01\r\nF3,A,B,\r\nF4,A,A,L02\r\nF4,B,,L03\r\n';
    const file = parseFamilyFile(text, 'S1', 2);
    expect(file.invalid).toEqual([
      { line: 4, reason: 'validation.enterFamilyCode' },
      { line: 5, reason: 'validation.enterProductCodePlease' },
      { line: 6, reason: 'validation.enterLayoutId' },
      { line: 8, reason: FAMILY_FILE_MESSAGES.duplicate },
    ]);
    expect(file.valid).toEqual([
      { line: 7, family: { storeCode: 'S1', fmPrCode: 'F4', prCodeList: ['A'], layoutId: 'L02', nfc: null } },
    ]);
  });

  it('counts lines of quoted cells and only skips a header on the first row', () => {
    const text = 'F1,"A\nB",C,L01\nfmPrCode,A,B,L01';
    const file = parseFamilyFile(text, 'S1', 2);
    expect(file.valid.map((r) => [r.line, r.family.fmPrCode])).toEqual([
      [1, 'F1'],
      [3, 'fmPrCode'],
    ]);
  });

  it('finds nothing in an empty file', () => {
    expect(parseFamilyFile('\n\n# nothing\n', 'S1', 4)).toEqual({ valid: [], invalid: [] });
  });
});
