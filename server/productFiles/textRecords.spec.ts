// eachTextRecord (textRecords.ts): records are handed over one by one as papaparse reads them, in file order, the
// broken ones among them, with the line each starts on; readTextRecords collects the same.
import { describe, expect, it } from 'vitest';
import { eachTextRecord, readTextRecords, type TextRecord } from './textRecords.ts';

const FILE = ['prCode,layoutId', '# a comment', 'A1,L01', '', '"A2\nstill A2",L02', 'A3,"L03'].join('\n');

describe('eachTextRecord', () => {
  it('hands each record over in file order, a broken one in its place', () => {
    const seen: string[] = [];
    const delimiter = eachTextRecord(
      FILE,
      (record) => seen.push(`${record.line}: ${record.cells.join('|')}`),
      (broken) => seen.push(`${broken.line}: broken`),
    );
    expect(delimiter).toBe(',');
    expect(seen).toEqual(['1: prCode|layoutId', '3: A1|L01', '5: A2\nstill A2|L02', '7: broken']);
    const all = readTextRecords(FILE);
    expect(all.records.map((r) => r.line)).toEqual([1, 3, 5]);
    expect(all.broken.map((b) => b.line)).toEqual([7]);
  });

  it('has handed a record over before it reads the rest of the file', () => {
    const seen: TextRecord[] = [];
    let broken = 0;
    const stop = new Error('stop at the first data record');
    expect(() =>
      eachTextRecord(
        FILE,
        (record) => {
          seen.push(record);
          if (record.line === 3) throw stop;
        },
        () => (broken += 1),
      ),
    ).toThrow(stop);
    expect(seen.map((r) => r.line)).toEqual([1, 3]);
    expect(broken).toBe(0);
  });
});
