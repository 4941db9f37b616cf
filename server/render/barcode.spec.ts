import { describe, expect, it } from 'vitest';
import { code128Values, CODE128_PATTERNS, encodeBarcode, encodeEan13, isValidEan13 } from './barcode.ts';
import { currencyOf, priceParts } from './currency.ts';

describe('barcodes', () => {
  it('Code 128 symbols are 11 modules wide (the stop 13)', () => {
    CODE128_PATTERNS.forEach((p, i) =>
      expect(
        [...p].reduce((a, d) => a + Number(d), 0),
        `value ${i}`,
      ).toBe(i === 106 ? 13 : 11),
    );
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it('Code 128 packs even digit runs in set C and computes the mod-103 check', () => {
    // start C (105), 12, 34, check (105 + 12 + 2*34) % 103 = 82
    expect(code128Values('1234')).toEqual([105, 12, 34, 82]);
    // start B, 'A' = 33, check (104 + 33) % 103 = 34
    expect(code128Values('A')).toEqual([104, 33, 34]);
  });

  it('EAN-13 has 95 modules with guards, and a 12-digit code gets its check digit', () => {
    const symbol = encodeEan13('490123456789');
    expect(symbol.text).toBe('4901234567894');
    expect(isValidEan13(symbol.text)).toBe(true);
    expect(symbol.modules).toHaveLength(95);
    expect(symbol.modules.slice(0, 3)).toEqual([true, false, true]);
    expect(symbol.modules.slice(45, 50)).toEqual([false, true, false, true, false]);
  });

  it('falls back to Code 128 for codes that are not EAN-13', () => {
    expect(encodeBarcode('4901234567890').symbology).toBe('code128'); // wrong check digit
    expect(encodeBarcode('ABC-123').symbology).toBe('code128');
    expect(encodeBarcode('8801234567893').symbology).toBe('ean13');
  });
});

describe('prices', () => {
  it('groups whole amounts and keeps a fraction only when the text has one', () => {
    expect(priceParts('12900', currencyOf('KR'))).toEqual({ whole: '12,900', fraction: '' });
    expect(priceParts('3.49', currencyOf('FR'))).toEqual({ whole: '3', fraction: '49' });
    expect(priceParts('3,49', currencyOf('DE'))).toEqual({ whole: '3', fraction: '49' });
    expect(priceParts('SALE', currencyOf('JP'))).toBeUndefined();
    expect(currencyOf('JP').symbol).toBe('¥');
    expect(currencyOf('KR').suffix).toBe(true);
  });
});
