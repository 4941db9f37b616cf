import { describe, expect, it } from 'vitest';
import { parseRecords } from '../../domain/textTable';
import { acceptsFileName, parsePredefinedCsv } from './predefinedCsv';

describe('predefined gateway CSV', () => {
  it('accepts only .csv and .txt files', () => {
    expect(acceptsFileName('gw.csv')).toBe(true);
    expect(acceptsFileName('GW.TXT')).toBe(true);
    expect(acceptsFileName('gw.xlsx')).toBe(false);
    expect(acceptsFileName('csv')).toBe(false);
  });

  it('reads a header row, skips blank lines and # comments', () => {
    const text = [
      '# predefined gateways',
      'gwMac,storeCode,gwIndex,ip',
      '',
      '00:1B:00:00:00:01,KR001,0,10.0.0.10:8080',
      '   ',
      '# a comment, with a comma',
      '00:1B:00:00:00:02,KR001,1,10.0.0.11:8080',
    ].join('\r\n');
    expect(parsePredefinedCsv(text)).toEqual([
      { gwMac: '00:1B:00:00:00:01', storeCode: 'KR001', gwIndex: '0', ip: '10.0.0.10:8080' },
      { gwMac: '00:1B:00:00:00:02', storeCode: 'KR001', gwIndex: '1', ip: '10.0.0.11:8080' },
    ]);
  });

  it('handles quoted fields with commas, doubled quotes and line breaks, a BOM and no final newline', () => {
    expect(parseRecords('a,"b,c","say ""hi""","x\ny"\n1,2')).toEqual([
      ['a', 'b,c', 'say "hi"', 'x\ny'],
      ['1', '2'],
    ]);
    expect(parsePredefinedCsv('\uFEFFgwMac,dns\n"AA:BB", 8.8.8.8 ')).toEqual([
      { gwMac: 'AA:BB', dns: '8.8.8.8' },
    ]);
  });

  it('leaves empty cells out and refuses a file without gwMac header or rows', () => {
    expect(parsePredefinedCsv('gwMac,ip\nAA,\n')).toEqual([{ gwMac: 'AA' }]);
    expect(() => parsePredefinedCsv('mac,ip\nAA,1')).toThrow('app.serverMessages.invalidFileFormat');
    expect(() => parsePredefinedCsv('gwMac,ip\n# only a comment\n')).toThrow(
      'app.serverMessages.invalidFileFormat',
    );
    expect(() => parsePredefinedCsv('')).toThrow('app.serverMessages.invalidFileFormat');
  });
});
