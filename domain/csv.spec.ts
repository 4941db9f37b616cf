import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText } from './csv';
import { parseRecords } from './textTable';

describe('CSV cells (OWASP CSV injection)', () => {
  it('a text cell starting with = + - @, a tab or a carriage return gets a single quote and is quoted', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+1+2')).toBe(`"'+1+2"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvField(['=a', 'b'])).toBe(`"'=a|b"`);
  });

  it('a number stays a number, negative ones too; a text that looks like one is a text cell', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField(12n)).toBe('12');
    expect(csvField('-5')).toBe(`"'-5"`);
  });

  it('other cells are written as before: quoted only with a comma, quote or line break', () => {
    expect(csvField('KR001')).toBe('KR001');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(null)).toBe('');
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });

  it('csvText: a header row, then the rows; a spreadsheet reader sees the quoted text', () => {
    const text = csvText(['name', 'n'], [{ name: '=1+1', n: -1 }, { name: 'x' }]);
    expect(parseRecords(text)).toEqual([
      ['name', 'n'],
      ["'=1+1", '-1'],
      ['x', ''],
    ]);
  });
});
