import { describe, expect, it } from 'vitest';
import { parseRecords, parseRowsWithHeader, toCsv } from './textTable';

describe('CSV of a list the browser holds', () => {
  it('writes a header row and quotes what needs quoting, and reads back the same rows', () => {
    const rows = [
      { gwMac: 'AA:01', status: 'OFFLINE', ip: '10.0.0.1' },
      { gwMac: 'AA:02', status: 'ALARM', ip: 'a, "b"' },
    ];
    const text = toCsv(['gwMac', 'status', 'ip'], rows);
    expect(text.split('\r\n')[0]).toBe('gwMac,status,ip');
    expect(text).toContain('"a, ""b"""');
    expect(parseRowsWithHeader(text).rows).toEqual(rows);
  });

  it('leaves missing values empty', () => {
    expect(parseRecords(toCsv(['a', 'b'], [{ a: '1' }]))).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});
