import { describe, expect, it } from 'vitest';
import { csvText } from './csv';
import { parseNumberedRecords, parseRecords, parseRowsWithHeader } from './textTable';

describe('CSV of a list the browser holds', () => {
  it('writes a header row and quotes what needs quoting, and reads back the same rows', () => {
    const rows = [
      { gwMac: 'AA:01', status: 'OFFLINE', ip: '10.0.0.1' },
      { gwMac: 'AA:02', status: 'ALARM', ip: 'a, "b"' },
    ];
    const text = csvText(['gwMac', 'status', 'ip'], rows);
    expect(text.split('\r\n')[0]).toBe('gwMac,status,ip');
    expect(text).toContain('"a, ""b"""');
    expect(parseRowsWithHeader(text).rows).toEqual(rows);
  });

  it('leaves missing values empty', () => {
    expect(parseRecords(csvText(['a', 'b'], [{ a: '1' }]))).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});

describe('parseNumberedRecords', () => {
  it('numbers records by the line they start on, skipping blank and comment lines', () => {
    const text = '\uFEFFa,b\r\n\r\n# note\r\nc,"multi\r\nline"\r\nd,e\r\n';
    expect(parseNumberedRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['c', 'multi\r\nline'] },
      { line: 6, fields: ['d', 'e'] },
    ]);
    expect(parseNumberedRecords('x\ny')).toEqual([
      { line: 1, fields: ['x'] },
      { line: 2, fields: ['y'] },
    ]);
  });
});
