// The default product file parser (docs/api.md "Product files"): header and positional files, alias names,
// BOM, CRLF, tabs, line numbers of bad rows and the per-row rules.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_INFO, parseProductFile } from '../../server/productFiles/defaultParser.ts';
import { readTextRecords } from '../../server/productFiles/textRecords.ts';
import type { AliasEntry } from '../../server/repositories/alias.ts';

const ALIASES: AliasEntry[] = [
  { index: 0, name: 'Product Name', key: true, chart: false },
  { index: 1, name: 'Price', key: false, chart: true },
  { index: 6, name: 'Stock', key: false, chart: true },
];
const context = { storeCode: 'KR001', fileName: 'products.csv', aliases: ALIASES };
const parse = (text: string) => parseProductFile(text, context);

const MESSAGES = {
  blankPrCode: 'Please enter Product Code',
  blankLayoutId: 'Please enter Layout ID',
  tooManyColumns: 'Too many columns (at most 255 product info entries)',
  duplicate: 'Duplicate product code in the file',
};

describe('default product file parser', () => {
  it('reads a header file with prInfo_{index} columns, prName and nfc, in any column order', () => {
    const result = parse(
      [
        'layoutId,prCode,prName,nfc,prInfo_0,prInfo_2',
        'L01,880001,Apple,,Apple,Fresh',
        'L02,880002,,https://n/2,Pear,',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.count).toBe(2);
    expect(result.rows).toEqual([
      { prCode: '880001', layoutId: 'L01', prName: 'Apple', nfc: null, prInfo: ['Apple', '', 'Fresh'] },
      { prCode: '880002', layoutId: 'L02', prName: null, nfc: 'https://n/2', prInfo: ['Pear', '', ''] },
    ]);
  });

  it('takes alias names (any case) as prInfo columns and ignores columns it does not know', () => {
    const result = parse(
      ['storeCode,PRCODE,layoutid,price,Product Name,stock,updatedAt', 'X,1,L01,3.50,Milk,12,2026'].join(
        '\n',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { prCode: '1', layoutId: 'L01', nfc: null, prInfo: ['Milk', '3.50', '', '', '', '', '12'] },
    ]);
    expect(result.rows[0]).not.toHaveProperty('prName');
  });

  it('reads the product download format (prInfo joined by |)', () => {
    const result = parse(
      [
        'storeCode,prCode,prName,layoutId,nfc,prInfo,updatedAt',
        'KR001,42,Tea,L03,,Tea|1.20|Green,2026-01-01',
      ].join('\r\n'),
    );
    expect(result.rows).toEqual([
      { prCode: '42', layoutId: 'L03', prName: 'Tea', nfc: null, prInfo: ['Tea', '1.20', 'Green'] },
    ]);
  });

  it('reads a file without header by position: prCode, layoutId, nfc, prInfo_0, prInfo_1, ...', () => {
    const result = parse(['100,L01,,Bread,2.10', '101,L02,nfc-101,Butter', '102,L03'].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { prCode: '100', layoutId: 'L01', nfc: null, prInfo: ['Bread', '2.10'] },
      { prCode: '101', layoutId: 'L02', nfc: 'nfc-101', prInfo: ['Butter'] },
      { prCode: '102', layoutId: 'L03', nfc: null, prInfo: [] },
    ]);
  });

  it('reads a tab separated TXT file, with a UTF-8 BOM and CRLF line ends', () => {
    const text =
      '\uFEFFprCode\tlayoutId\tprInfo_0\tprInfo_1\r\n200\tL01\t가나다, 라\t1,000\r\n201\tL02\t日本茶\t300\r\n';
    const result = parse(text);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.prCode, r.prInfo])).toEqual([
      ['200', ['가나다, 라', '1,000']],
      ['201', ['日本茶', '300']],
    ]);
  });

  it('skips blank and comment lines, and names the file line of each bad row (quoted line breaks counted)', () => {
    const text = [
      '# weekly prices',
      'prCode,layoutId,prInfo_0',
      '',
      '300,L01,"two',
      'lines"',
      ',L01,no code',
      '301,,no layout',
      '300,L02,again',
      '  ',
      '302,L01,ok',
    ].join('\n');
    const result = parse(text);
    expect(result.rows.map((r) => r.prCode)).toEqual(['300', '302']);
    expect(result.rows[0].prInfo).toEqual(['two\nlines']);
    expect(result.errors).toEqual([
      { line: 6, message: MESSAGES.blankPrCode },
      { line: 7, message: MESSAGES.blankLayoutId },
      { line: 8, message: MESSAGES.duplicate },
    ]);
    expect(result.count).toBe(5);
  });

  it('refuses a row with more than 255 info entries, by position and under a header', () => {
    const info = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    const positional = parse(
      [['1', 'L01', '', ...info(MAX_INFO)].join(','), ['2', 'L01', '', ...info(MAX_INFO + 1)].join(',')].join(
        '\n',
      ),
    );
    expect(positional.rows.map((r) => r.prCode)).toEqual(['1']);
    expect(positional.rows[0].prInfo).toHaveLength(255);
    expect(positional.errors).toEqual([{ line: 2, message: MESSAGES.tooManyColumns }]);

    const headed = parse(['prCode,layoutId,prInfo_0', '3,L01,a', '4,L01,a,extra', '5,L01,a,,'].join('\n'));
    expect(headed.rows.map((r) => r.prCode)).toEqual(['3', '5']);
    expect(headed.errors).toEqual([{ line: 3, message: MESSAGES.tooManyColumns }]);

    const list = parse(['prCode,layoutId,prInfo', `6,L01,${info(256).join('|')}`].join('\n'));
    expect(list.errors).toEqual([{ line: 2, message: MESSAGES.tooManyColumns }]);
  });

  it('reports a prInfo column past prInfo_254 on the header line and ignores it', () => {
    const result = parse(['prCode,layoutId,prInfo_255', '7,L01,x'].join('\n'));
    expect(result.errors).toEqual([
      { line: 1, message: 'Product info columns go from prInfo_0 to prInfo_254: prInfo_255' },
    ]);
    expect(result.rows).toEqual([{ prCode: '7', layoutId: 'L01', nfc: null, prInfo: [] }]);
  });

  it("applies the product schema's limits (a code longer than 64 characters)", () => {
    const result = parse([`${'9'.repeat(65)},L01`, '8,L01'].join('\n'));
    expect(result.errors).toEqual([{ line: 1, message: 'validation error: prCode' }]);
    expect(result.rows.map((r) => r.prCode)).toEqual(['8']);
  });

  it('an unterminated quote is a bad row, not a crash', () => {
    const result = parse(['10,L01,ok', '11,L01,"never closed'].join('\n'));
    expect(result.rows.map((r) => r.prCode)).toEqual(['10']);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].line).toBe(2);
    expect(result.errors[0].message).toMatch(/^validation error: /);
  });

  it('the shipped example file parses with its documented bad rows', () => {
    const text = readFileSync(resolve(__dirname, '../fixtures/productFiles/example-products.csv'), 'utf8');
    const result = parse(text);
    expect(result.rows.length).toBe(5);
    expect(result.errors.map((e) => e.message)).toEqual([MESSAGES.blankLayoutId, MESSAGES.duplicate]);
  });

  it('readTextRecords detects the delimiter from the first meaningful line', () => {
    expect(readTextRecords('# a,b\n1\t2\n').delimiter).toBe('\t');
    expect(readTextRecords('1,2\n').delimiter).toBe(',');
  });
});
